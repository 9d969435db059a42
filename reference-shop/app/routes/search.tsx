import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/search'
import { loadSearchPage } from '../features/catalog/catalog.server'
import { isListingOwnWrite } from '../features/catalog/listing-url'
import { SearchPage } from '../features/catalog/search-page'
import { pageTableMeta } from '../features/routing/page-meta'

/** /pretraga?search=&page=: the search results, rendered on the server. */
export function loader(args: Route.LoaderArgs) {
  return loadSearchPage(args)
}

/** Page changes are the listing's own; a new search is a navigation that asks the server. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isListingOwnWrite(currentUrl, nextUrl) ? false : defaultShouldRevalidate
}

export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage keywords={loaderData.keywords} snapshot={loaderData.snapshot} />
}
