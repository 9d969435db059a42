import { useLanguage } from '@vitrina/react'
import { pagePath, type PageId } from './pages'

/** Builds localized paths in the page's language: `pathTo('cart')` is '/kosarica' in hr and '/sl/kosarica' in sl. */
export function usePagePath(): (page: PageId, params?: Record<string, string | undefined>) => string {
  const { language } = useLanguage()
  return (page, params) => pagePath(page, language, params)
}
