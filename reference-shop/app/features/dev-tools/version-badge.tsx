import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useDevTools } from '@vitrina/react'

interface VersionBadgeProps {
  /** Opens the domain list (a back-office user) or goes to the admin login (anyone else): the badge's own click. */
  onBadge: () => void
  /** Opens the release notes; `devMode` those of the development branch. */
  onReleases: (devMode: boolean) => void
  /** The developer section tool's path in the page's language. */
  sectionToolPath: string
}

/**
 * The development build's version badge (back-office spec §2 "Other layout notes", §9 "Core version 1.12.192"): the
 * core version the shop is built on and the newest tag of the core project (cached for an hour by the SDK), with links
 * to the release notes and the section tool. Marked `data-vitrina-dev-tools`, which the production build's check
 * looks for (scripts/lib/production-build.mjs). Drawn above the cookie banner (z-50), which a new visitor's page
 * has at the bottom too.
 */
export function VersionBadge({ onBadge, onReleases, sectionToolPath }: VersionBadgeProps) {
  const { t } = useLingui()
  const tools = useDevTools()
  const [latest, setLatest] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void tools.latestTag({ signal: controller.signal }).then((tag) => {
      if (tag.ok) setLatest(tag.data)
    })
    return () => controller.abort()
  }, [tools])

  const version = tools.coreVersion
  const link = 'rounded-full px-2 py-1 underline-offset-2 hover:bg-white/15 hover:underline'
  return (
    <aside
      data-vitrina-dev-tools="version-badge"
      aria-label={t`Razvojni alati`}
      className="fixed bottom-3 left-3 z-[55] flex flex-wrap items-center gap-1 rounded-2xl bg-ink-900/90 px-2 py-1.5 text-xs text-white shadow-lg"
    >
      <button type="button" onClick={onBadge} className="rounded-full bg-white/15 px-2.5 py-1 font-semibold hover:bg-white/25">
        {latest ? t`Verzija ${version} · najnovija ${latest}` : t`Verzija ${version}`}
      </button>
      <button type="button" onClick={() => onReleases(false)} className={link}>
        {t`Bilješke o izdanjima`}
      </button>
      <button type="button" onClick={() => onReleases(true)} className={link}>
        {t`Razvojna izdanja`}
      </button>
      <Link to={sectionToolPath} className={link}>
        {t`Alat za sekcije`}
      </Link>
    </aside>
  )
}
