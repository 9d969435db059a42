import { LISTING_QUERY_PARAMS, type Listing } from '@vitrina/sdk'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'

// The last query this tab wrote for a listing. Browser-only state: shouldRevalidate runs only in the browser.
let written: string | null = null

/**
 * The URL query for a listing's state: the listing's parameters plus any foreign ones the URL had (`utm_*`),
 * which the listing ignores but a shared link should keep.
 */
export function listingUrlSearch(current: string, listingSearch: string, filterCodes: readonly string[]): string {
  const params = new URLSearchParams(current)
  for (const key of [...params.keys()]) {
    if ((LISTING_QUERY_PARAMS as readonly string[]).includes(key) || filterCodes.includes(key)) params.delete(key)
  }
  const foreign = params.toString()
  const joined = [listingSearch, foreign].filter(Boolean).join('&')
  return joined ? `?${joined}` : ''
}

/**
 * Writes the listing's state to the URL (history replace, no reload) whenever the shopper changes it: filters,
 * sort, page size or page. The route's shouldRevalidate ({@link isListingOwnWrite}) keeps the loader from
 * fetching again what the listing has already loaded.
 */
export function useListingUrl(listing: Listing): void {
  const navigate = useNavigate()
  const { pathname } = useLocation()

  useEffect(
    () =>
      listing.$search.listen((listingSearch) => {
        const codes = listing.$filters.get().map((filter) => filter.attributeCode)
        const next = listingUrlSearch(window.location.search, listingSearch, codes)
        if (next === window.location.search) return
        written = next
        void navigate({ pathname, search: next }, { replace: true, preventScrollReset: true })
      }),
    [listing, navigate, pathname],
  )
}

/** True for the navigation a listing made itself by writing its state to the URL: the listing has the data. */
export function isListingOwnWrite(currentUrl: URL, nextUrl: URL): boolean {
  return currentUrl.pathname === nextUrl.pathname && written !== null && nextUrl.search === written
}
