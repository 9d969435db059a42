import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { i18nFor } from './i18n.setup'
import { splitLanguage } from '../routing/pages'

/** Lingui for the root error page, which renders without the root loader's data: the language comes from the URL. */
export function StandaloneI18n({ children }: { children: ReactNode }) {
  const { language } = splitLanguage(useLocation().pathname)
  return <I18nProvider i18n={i18nFor(language)}>{children}</I18nProvider>
}
