import { createCatalogService } from '@vitrina/sdk'
import { useStorefront } from '@vitrina/react'
import type { Paged, ProductFilters, ProductSummary } from '@vitrina/sdk'
import { useState } from 'react'
import { GIFT_PAGE_SIZE, GIFT_SORT } from './gift-finder.query'

export interface GiftResults {
  products: ProductSummary[]
  total: number
  hasMore: boolean
  loading: boolean
  /** The last 'Učitaj više' failed; the button asks for the same page again. */
  failed: boolean
  loadMore: () => Promise<void>
}

/** The gift finder's results: the server's first page, then 'Učitaj više' appends the next page of the same filter. */
export function useGiftResults(first: Paged<ProductSummary>, filters: ProductFilters): GiftResults {
  const shop = useStorefront()
  const [shown, setShown] = useState({ products: first.records, page: first.page, totalPages: first.totalPages, total: first.total })
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  async function loadMore() {
    if (loading) return
    setLoading(true)
    setFailed(false)
    const next = await createCatalogService(shop).filterProducts({ filters, page: shown.page + 1, limit: GIFT_PAGE_SIZE, sort: GIFT_SORT })
    setLoading(false)
    if (!next.ok) {
      setFailed(true)
      return
    }
    const { records, page, totalPages, total } = next.data
    setShown((current) => ({ products: [...current.products, ...records], page, totalPages, total }))
  }

  return { products: shown.products, total: shown.total, hasMore: shown.page < shown.totalPages, loading, failed, loadMore }
}
