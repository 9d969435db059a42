import { useLingui } from '@lingui/react/macro'
import type { DevDomain } from '@vitrina/sdk/dev-tools'
import { useEffect, useState } from 'react'
import { ModalDialog } from '../layout/modal-dialog'
import { showToast } from '../notices/notice-toaster'
import { useDevTools } from '@vitrina/react'

type Loaded = { domains: DevDomain[]; current: string | null } | { error: string } | null

/**
 * The domain list modal (back-office spec §2 "Domain list modal (60% height)"): the domains a development build may
 * act as, the selected one marked; choosing another sets it through the development helper (`{cli}/set-domain`).
 */
export function DomainListModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const tools = useDevTools()
  const [loaded, setLoaded] = useState<Loaded>(null)
  const [pending, setPending] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const options = { signal: controller.signal }
    void Promise.all([tools.domains({}, options), tools.currentDomain(options)]).then(([domains, current]) => {
      if (controller.signal.aborted) return
      if (!domains.ok) return setLoaded({ error: domains.error.message })
      if (!current.ok) return setLoaded({ error: current.error.message })
      setLoaded({ domains: domains.data, current: current.data })
    })
    return () => controller.abort()
  }, [tools])

  async function choose(domain: DevDomain) {
    if (!loaded || 'error' in loaded || pending) return
    setPending(domain.url)
    const set = await tools.setDomain(domain.url)
    setPending(null)
    if (!set.ok) return showToast({ level: 'error', text: t`Domena nije postavljena: ${set.error.message}` })
    setLoaded({ ...loaded, current: set.data })
    showToast({ level: 'success', text: t`Razvojna verzija sada koristi domenu ${domain.name}.` })
  }

  return (
    <ModalDialog titleId="dev-domains-title" onClose={onClose} widthClassName="max-w-xl" maxHeightClassName="h-[60vh] max-h-[60vh]">
      <h2 id="dev-domains-title" className="font-display text-2xl font-semibold">
        {t`Domene`}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t`Domena koju koristi razvojna verzija trgovine.`}</p>
      {loaded === null && <p className="mt-5 text-sm text-ink-600">{t`Učitavanje…`}</p>}
      {loaded && 'error' in loaded && <p className="mt-5 text-sm text-rose-700">{t`Domene nisu učitane: ${loaded.error}`}</p>}
      {loaded && 'domains' in loaded && (
        <ul className="mt-5 divide-y divide-cream-200 rounded-2xl border border-cream-200" aria-label={t`Dostupne domene`}>
          {loaded.domains.map((domain) => {
            const selected = domain.url === loaded.current
            return (
              <li key={domain.url}>
                <button
                  type="button"
                  aria-pressed={selected}
                  disabled={pending !== null}
                  onClick={() => void choose(domain)}
                  className={`flex w-full items-center justify-between gap-3 px-4 py-3 text-left transition-colors hover:bg-cream-100 ${selected ? 'font-semibold text-rose-700' : ''}`}
                >
                  <span>
                    {domain.name}
                    <span className="block text-xs font-normal text-ink-600">{domain.url}</span>
                  </span>
                  {selected && <span className="text-xs uppercase tracking-wide">{t`Odabrana`}</span>}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </ModalDialog>
  )
}
