import { alternateLinks, type Language } from '@vitrina/sdk'
import type { MetaDescriptor } from 'react-router'
import { pathInLanguage, SHOP_LANGUAGES } from './pages'

/** The shop's name in document titles. */
export const SHOP_NAME = 'Vitrina'

/** The `<link rel="alternate">` tags of a page from its path in each language it exists in (the SDK's `alternateLinks`). */
export function alternateMeta(origin: string, paths: Partial<Record<Language, string>>): MetaDescriptor[] {
  return alternateLinks(origin, paths).map((link) => ({ tagName: 'link', rel: 'alternate', hrefLang: link.hreflang, href: link.href }))
}

/**
 * Canonical and alternate-language links of a page of the page table (spec: "alternate and canonical SEO links are
 * generated"): the page in all four languages, whose texts are the shop's own and the backend's chrome (both in
 * every language), and x-default pointing at the Croatian page.
 */
export function languageLinks(origin: string, pathname: string): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: `${origin}${pathname}` },
    ...alternateMeta(origin, Object.fromEntries(SHOP_LANGUAGES.map((language) => [language, pathInLanguage(pathname, language)]))),
  ]
}

/** A page title with the shop's name; a backend SEO title that already ends with it is kept as it is. */
export function documentTitle(title: string | undefined): MetaDescriptor {
  if (!title) return { title: SHOP_NAME }
  return { title: title.endsWith(`| ${SHOP_NAME}`) ? title : `${title} | ${SHOP_NAME}` }
}
