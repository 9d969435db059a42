import type { MetaDescriptor } from 'react-router'
import { pathInLanguage } from './pages'

/** The shop's name in document titles. */
export const SHOP_NAME = 'Vitrina'

/**
 * Canonical and alternate-language links of a page of the page table (spec: "alternate and canonical SEO links are
 * generated"): the page in all four languages, whose texts are the shop's own and the backend's chrome (both in
 * every language), and x-default pointing at the Croatian page.
 */
export function languageLinks(origin: string, pathname: string): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: `${origin}${pathname}` },
    ...(['hr', 'sl', 'en', 'de', 'x-default'] as const).map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: `${origin}${pathInLanguage(pathname, language === 'x-default' ? 'hr' : language)}`,
    })),
  ]
}

/** A page title with the shop's name; a backend SEO title that already ends with it is kept as it is. */
export function documentTitle(title: string | undefined): MetaDescriptor {
  if (!title) return { title: SHOP_NAME }
  return { title: title.endsWith(`| ${SHOP_NAME}`) ? title : `${title} | ${SHOP_NAME}` }
}
