import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ModalDialog } from '../layout/modal-dialog'
import { showToast } from '../notices/notice-toaster'
import { RELEASE_NOTES_PATH, type ReleaseNote, type ReleaseNotesAnswer } from './releases.types'

interface ReleasesModalProps {
  /** The development branch's notes, under a title that says so (back-office spec §2: "A dev-mode flag changes its title"). */
  devMode: boolean
  onClose: () => void
}

/**
 * The releases (changelog) modal, 60% of the viewport high (back-office spec §2): each release's tag and its notes,
 * sanitised on the shop's server (releases.server.ts). A failed fetch shows its message in a toast (spec §8).
 */
export function ReleasesModal({ devMode, onClose }: ReleasesModalProps) {
  const { t, i18n } = useLingui()
  const [releases, setReleases] = useState<ReleaseNote[] | null>(null)
  const [failed, setFailed] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: t is stable for a language, and a language switch closes the page's modals
  useEffect(() => {
    const controller = new AbortController()
    const fail = (message: string) => {
      if (controller.signal.aborted) return
      setFailed(true)
      showToast({ level: 'error', text: t`Bilješke o izdanjima nisu učitane: ${message}` })
    }
    fetch(`${RELEASE_NOTES_PATH}${devMode ? '?devMode=1' : ''}`, { signal: controller.signal })
      .then(async (response) => {
        const answer = (await response.json()) as ReleaseNotesAnswer
        if ('releases' in answer) setReleases(answer.releases)
        else fail(answer.message)
      })
      .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
    return () => controller.abort()
    // t is stable for a language; a language switch closes the page's modals anyway.
  }, [devMode])

  const title = devMode ? t`Bilješke o izdanjima (razvojna grana)` : t`Bilješke o izdanjima`
  return (
    <ModalDialog titleId="dev-releases-title" onClose={onClose} widthClassName="max-w-2xl" maxHeightClassName="h-[60vh] max-h-[60vh]">
      <h2 id="dev-releases-title" className="font-display text-2xl font-semibold">
        {title}
      </h2>
      {releases === null && !failed && <p className="mt-5 text-sm text-ink-600">{t`Učitavanje…`}</p>}
      {failed && <p className="mt-5 text-sm text-rose-700">{t`Bilješke o izdanjima trenutno nisu dostupne.`}</p>}
      {releases?.length === 0 && <p className="mt-5 text-sm text-ink-600">{t`Nema izdanja.`}</p>}
      {releases && releases.length > 0 && (
        <ol className="mt-5 space-y-6">
          {releases.map((release) => (
            <li key={release.tag}>
              <article aria-label={release.tag}>
                <h3 className="font-semibold">
                  {release.name ?? release.tag}
                  {release.releasedAt && (
                    <span className="ml-2 text-xs font-normal text-ink-600">{i18n.date(release.releasedAt, { dateStyle: 'medium' })}</span>
                  )}
                </h3>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the shop's server by sanitizePostBody, as CMS bodies are */}
                <div className="prose prose-sm mt-2 max-w-none" dangerouslySetInnerHTML={{ __html: release.html }} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  )
}
