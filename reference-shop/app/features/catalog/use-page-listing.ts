import { createCatalogService } from '@vitrina/sdk'
import { useListing, useStorefront, type UseListingResult } from '@vitrina/react'
import type { ListingOptions } from '@vitrina/sdk'
import { useEffect, useMemo } from 'react'
import { useListingUrl } from './listing-url'

/**
 * The listing of a page, started from the loader's snapshot (no request on hydration) and rebuilt when the
 * loader answers again; its state is written to the URL as the shopper changes it.
 */
export function usePageListing(options: ListingOptions): UseListingResult {
  const shop = useStorefront()
  // Pages memoize the options on the loader's data, which is a new object after every load.
  const listing = useMemo(() => createCatalogService(shop).createListing(options), [shop, options])
  useEffect(() => () => listing.dispose(), [listing])
  useListingUrl(listing)
  return useListing(listing)
}
