import { useLingui } from '@lingui/react/macro'
import { useLanguage } from '@vitrina/react'
import { Link, useLocation } from 'react-router'
import { pathInLanguage, type ShopLanguage } from '../routing/pages'

/** The languages the switch offers (spec: locales hr and sl; en and de exist as routes but are not advertised). */
const SWITCHABLE: ReadonlyArray<{ language: ShopLanguage; label: string; name: string }> = [
  { language: 'hr', label: 'HR', name: 'Hrvatski' },
  { language: 'sl', label: 'SL', name: 'Slovenščina' },
]

/** Plain locale switching: the same path under the other prefix, loaded as a new document in that language. */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { language } = useLanguage()
  const { pathname, search } = useLocation()
  return (
    <nav aria-label={t`Jezik`}>
      <ul className="flex items-center gap-1 rounded-full bg-white/10 p-1">
        {SWITCHABLE.map((option) => {
          const current = option.language === language
          return (
            <li key={option.language}>
              <Link
                to={`${pathInLanguage(pathname, option.language)}${search}`}
                reloadDocument
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
