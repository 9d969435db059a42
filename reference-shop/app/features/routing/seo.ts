import type { MetaDescriptor } from 'react-router'
import { pathInLanguage } from './pages'

/** The shop's name in document titles. */
export const SHOP_NAME = 'Vitrina'

/**
 * Canonical and alternate-language links of a page (spec: "alternate and canonical SEO links are
 * generated"): hr, sl, and x-default pointing at the Croatian page.
 */
export function languageLinks(origin: string, pathname: string): MetaDescriptor[] {
  const hr = `${origin}${pathInLanguage(pathname, 'hr')}`
  return [
    { tagName: 'link', rel: 'canonical', href: `${origin}${pathname}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hr', href: hr },
    { tagName: 'link', rel: 'alternate', hrefLang: 'sl', href: `${origin}${pathInLanguage(pathname, 'sl')}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: hr },
  ]
}

/** A page title with the shop's name; a backend SEO title that already ends with it is kept as it is. */
export function documentTitle(title: string | undefined): MetaDescriptor {
  if (!title) return { title: SHOP_NAME }
  return { title: title.endsWith(`| ${SHOP_NAME}`) ? title : `${title} | ${SHOP_NAME}` }
}
