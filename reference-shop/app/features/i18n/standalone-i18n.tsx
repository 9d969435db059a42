import { I18nProvider } from '@lingui/react'
import { useMemo, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { loadedCatalog } from './catalogs'
import { createI18n } from './i18n.setup'
import { splitLanguage } from '../routing/pages'

/** Lingui for the root error page, which renders without the root loader's data: the language comes from the URL. */
export function StandaloneI18n({ children }: { children: ReactNode }) {
  const { language } = splitLanguage(useLocation().pathname)
  const i18n = useMemo(() => createI18n(language, loadedCatalog(language)), [language])
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
