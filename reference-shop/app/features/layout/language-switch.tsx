import { useLingui } from '@lingui/react/macro'
import { useLanguage, useStorefront } from '@vitrina/react'
import type { MouseEvent } from 'react'
import { Link, useLocation, useMatches } from 'react-router'
import { pathInLanguage, type ShopLanguage } from '../routing/pages'
import { documentNavigation, languageTargetOf, type LanguageTarget } from './language-target'

/** The languages the switch offers (spec: locales hr and sl; en and de exist as routes but are not advertised). */
const SWITCHABLE: ReadonlyArray<{ language: ShopLanguage; label: string; name: string }> = [
  { language: 'hr', label: 'HR', name: 'Hrvatski' },
  { language: 'sl', label: 'SL', name: 'Slovenščina' },
]

/** The link's path in `language`: the page's own path there when its route knows it, else the plain locale switch. */
export function switchPath(target: LanguageTarget | undefined, pathname: string, search: string, language: ShopLanguage): string {
  const known = target?.paths?.[language]
  return known ? `${known}${search}` : `${pathInLanguage(pathname, language)}${search}`
}

/**
 * The footer's language switch, loaded as a new document in that language. A product or category page goes to
 * the same item under its slug in the other language (its route's `handle`, see `language-target.ts`); a page
 * showing a CMS post or term asks the SDK's `content.pathOnLanguage` (finder/getUrlOnLanguage) on the click;
 * other pages switch plainly (the same path under the other prefix).
 */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { language } = useLanguage()
  const shop = useStorefront()
  const { pathname, search } = useLocation()
  const target = languageTargetOf(useMatches())
  const asksBackend = target?.termId !== undefined || target?.postId !== undefined

  async function switchThroughBackend(event: MouseEvent<HTMLAnchorElement>, to: ShopLanguage, fallback: string) {
    if (!asksBackend || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    // The content service is loaded by the click: only pages of CMS posts and terms ask the backend.
    const { createContentService } = await import('./language-switch.content')
    const result = await createContentService(shop).pathOnLanguage({ language: to, pathname, termId: target?.termId, postId: target?.postId })
    documentNavigation.assign(result.ok ? result.data : fallback)
  }

  return (
    <nav aria-label={t`Jezik`}>
      <ul className="flex items-center gap-1 rounded-full bg-white/10 p-1">
        {SWITCHABLE.map((option) => {
          const current = option.language === language
          const to = switchPath(target, pathname, search, option.language)
          return (
            <li key={option.language}>
              <Link
                to={to}
                reloadDocument
                onClick={(event) => void switchThroughBackend(event, option.language, to)}
                hrefLang={option.language}
                lang={option.language}
                aria-current={current ? 'true' : undefined}
                title={option.name}
                className={`block rounded-full px-3 py-1 text-sm font-bold ${current ? 'bg-white text-ink-900' : 'text-white/80 hover:text-white'}`}
              >
                <span aria-hidden="true">{option.label}</span>
                <span className="sr-only">{option.name}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
