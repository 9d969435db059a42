import { useLingui } from '@lingui/react/macro'
import { useSite } from '@vitrina/react'
import { useEffect, useState } from 'react'
import { showToast } from '../notices/notice-toaster'
import { loadDevToolsTexts } from './dev-tools-texts'

/**
 * The developer-only section tool (back-office spec §2 "/section-tool: developer-only section tool, non-production
 * builds only"): every layout section the CMS serves the page (header, footer, cookie bar: `cms_elements` by handler)
 * with its id, language and content as JSON, to copy into a component under development. In the production build
 * the path is a 404: routes.ts registers it only with the development tools.
 */
export function SectionToolPage() {
  const { t, i18n } = useLingui()
  const { elements } = useSite()
  const [ready, setReady] = useState(false)

  useEffect(() => {
    void loadDevToolsTexts(i18n).then(() => setReady(true))
  }, [i18n, i18n.locale])

  async function copy(json: string) {
    try {
      await navigator.clipboard.writeText(json)
      showToast({ level: 'success', text: t`Kopirano u međuspremnik!` })
    } catch (error) {
      showToast({ level: 'error', text: t`Kopiranje nije uspjelo: ${error instanceof Error ? error.message : String(error)}` })
    }
  }

  const sections = Object.entries(elements).flatMap(([handler, element]) => (element ? [{ handler, element }] : []))
  return (
    <section data-vitrina-dev-tools="section-tool" className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6" style={ready ? undefined : { visibility: 'hidden' }}>
      <h1 className="font-display text-3xl font-semibold">{t`Alat za sekcije`}</h1>
      <p className="mt-2 max-w-2xl text-ink-600">{t`Sekcije koje CMS daje stranici, s njihovim podacima, za razvoj komponenti.`}</p>
      {sections.length === 0 && <p className="mt-6">{t`Stranica nema nijednu sekciju.`}</p>}
      <ul className="mt-6 space-y-4">
        {sections.map(({ handler, element }) => {
          const json = JSON.stringify(element, null, 2)
          const id = element.id
          const language = element.language_code ?? '–'
          return (
            <li key={handler} className="rounded-2xl border border-cream-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">
                  {handler} <span className="text-sm font-normal text-ink-600">{t`id ${id}, jezik ${language}`}</span>
                </h2>
                <button type="button" onClick={() => void copy(json)} className="rounded-full border border-ink-900/20 px-3 py-1 text-sm hover:bg-cream-100">
                  {t`Kopiraj JSON`}
                </button>
              </div>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm">{t`Podaci sekcije`}</summary>
                <pre className="mt-2 max-h-96 overflow-auto rounded-xl bg-cream-100 p-3 text-xs">{json}</pre>
              </details>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
