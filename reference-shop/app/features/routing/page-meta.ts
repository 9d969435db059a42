import type { MessageDescriptor } from '@lingui/core'
import type { NavigationItem, StorefrontSnapshot } from '@vitrina/sdk'
import type { Location, MetaDescriptor } from 'react-router'
import { createI18n } from '../i18n/i18n.setup'
import { loadedCatalog } from '../i18n/catalogs'
import { pageTitle } from './page-titles'
import { pageOfRouteId, splitLanguage } from './pages'
import { documentTitle, languageLinks } from './seo'

interface MetaArgs {
  location: Location
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}

type RootMetaData = { origin?: string; snapshot?: StorefrontSnapshot }

function rootData(matches: MetaArgs['matches']): RootMetaData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootMetaData | undefined
}

/** The origin the root loader saw (absolute canonical URLs need it). */
function originOf(matches: MetaArgs['matches']): string {
  return rootData(matches)?.origin ?? ''
}

/** The server-loaded main navigation, for titles that come from the menu (meta runs outside the React tree). */
export function mainNavigationOf(matches: MetaArgs['matches']): NavigationItem[] {
  return rootData(matches)?.snapshot?.site.navigation.main ?? []
}

/** A message in the page's language, for `meta` functions (they run outside the React tree). */
export function translateForPath(pathname: string, message: MessageDescriptor): string {
  const { language } = splitLanguage(pathname)
  return createI18n(language, loadedCatalog(language))._(message)
}

/** Title plus canonical and alternate links for a route's `meta` export; the title is translated into the page's language. */
export function pageMeta({ location, matches }: MetaArgs, title?: MessageDescriptor | string): MetaDescriptor[] {
  const text = typeof title === 'object' ? translateForPath(location.pathname, title) : title
  return [documentTitle(text), ...languageLinks(originOf(matches), location.pathname)]
}

/** Meta of a page of the page table: its title (found by the route id) plus canonical and alternate links. */
export function pageTableMeta(args: MetaArgs): MetaDescriptor[] {
  const page = pageOfRouteId(args.matches.at(-1)?.id ?? '')
  const { pathname, search } = args.location
  return pageMeta(args, page ? pageTitle(page, { pathname, search, mainNavigation: mainNavigationOf(args.matches) }) : undefined)
}

/** Meta of an error page: a title and no indexing. */
export function errorMeta({ location }: Pick<MetaArgs, 'location'>, title: MessageDescriptor): MetaDescriptor[] {
  return [documentTitle(translateForPath(location.pathname, title)), { name: 'robots', content: 'noindex' }]
}
