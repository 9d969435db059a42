import type { MessageDescriptor } from '@lingui/core'
import type { NavigationItem, StorefrontSnapshot } from '@vitrina/sdk'
import { isRouteErrorResponse, type Location, type MetaDescriptor } from 'react-router'
import { i18nFor } from '../i18n/i18n.setup'
import { descriptionMeta, ERROR_DESCRIPTION, NOT_FOUND_DESCRIPTION } from './page-descriptions'
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

/**
 * The description of the page in its language, from the language layout's loader (page-descriptions.server.ts), which
 * runs on the server for every page and every navigation; '' when there is none (that loader failed).
 */
export function languageDescription(matches: MetaArgs['matches']): string {
  const data = matches.find((match) => match?.id === 'language' || match?.id.startsWith('language/'))?.data as { description?: string } | null | undefined
  return data?.description ?? ''
}

/** The origin the root loader saw (absolute canonical URLs need it). */
function originOf(matches: MetaArgs['matches']): string {
  return rootData(matches)?.origin ?? ''
}

/** The server-loaded main navigation, for titles that come from the menu (meta runs outside the React tree). */
export function mainNavigationOf(matches: MetaArgs['matches']): NavigationItem[] {
  return rootData(matches)?.snapshot?.site?.navigation.main ?? []
}

/** A message in the page's language, for `meta` functions (they run outside the React tree). */
export function translateForPath(pathname: string, message: MessageDescriptor): string {
  const { language } = splitLanguage(pathname)
  return i18nFor(language)._(message)
}

/**
 * Title, description, canonical and alternate links for a route's `meta` export; the title is translated into the
 * page's language. Without a description of its own a page gets its page's ({@link languageDescription}).
 */
export function pageMeta({ location, matches }: MetaArgs, title?: MessageDescriptor | string, description?: string): MetaDescriptor[] {
  const text = typeof title === 'object' ? translateForPath(location.pathname, title) : title
  return [documentTitle(text), ...descriptionMeta(description || languageDescription(matches)), ...languageLinks(originOf(matches), location.pathname)]
}

/** The description tag in the page's language: a backend text as it is, a shop text translated. */
function pageDescriptionMeta(pathname: string, description: MessageDescriptor | string): MetaDescriptor[] {
  return descriptionMeta(typeof description === 'object' ? translateForPath(pathname, description) : description)
}

/** Meta of a page of the page table: its title (found by the route id) and description plus canonical and alternate links. */
export function pageTableMeta(args: MetaArgs): MetaDescriptor[] {
  const page = pageOfRouteId(args.matches.at(-1)?.id ?? '')
  const { pathname, search } = args.location
  return pageMeta(args, page ? pageTitle(page, { pathname, search, mainNavigation: mainNavigationOf(args.matches) }) : undefined)
}

/** Meta of an error page: a title, a description (by default the 404's or the error's, from the route's error) and no indexing. */
export function errorMeta(
  { location, error }: Pick<MetaArgs, 'location'> & { error?: unknown },
  title: MessageDescriptor,
  description: MessageDescriptor | string = isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND_DESCRIPTION : ERROR_DESCRIPTION,
): MetaDescriptor[] {
  return [
    documentTitle(translateForPath(location.pathname, title)),
    ...pageDescriptionMeta(location.pathname, description),
    { name: 'robots', content: 'noindex' },
  ]
}
