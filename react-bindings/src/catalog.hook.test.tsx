import { act, renderHook } from '@testing-library/react'
import { createCatalogService } from '@vitrina/sdk'
import type { ListingSnapshot, ProductSummary } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useCatalog, useListing } from './catalog.hook'

const product = (id: number, name: string): ProductSummary => ({
  id,
  name,
  slug: `p-${id}`,
  sku: `SKU-${id}`,
  format: 'simple',
  isPurchasable: true,
  available: true,
  retailPrice: 10,
  finalPrice: 10,
  categories: [{ id: 1000 }],
  tags: [],
  media: [],
})

const snapshot: ListingSnapshot = {
  query: { filters: {}, page: 2, featured: false },
  products: [product(1, 'Kolica A'), product(2, 'Kolica B')],
  filters: [{ attributeCode: 'boja', label: 'Boja', type: 'dropdown', attributeID: 1, values: [{ id: 3, valueLabel: 'Siva', totalProducts: 2 }] }],
  total: 14,
  totalPages: 2,
}

describe('useListing', () => {
  it('shows a server-rendered listing from its snapshot without asking the backend', () => {
    const { shop, wrapper, backend } = testStorefront()
    const listing = createCatalogService(shop).createListing({ category: { id: 1000, slug: 'kolica' }, snapshot })
    const { result } = renderHook(() => useListing(listing), { wrapper })
    expect(result.current.products.map((item) => item.name)).toEqual(['Kolica A', 'Kolica B'])
    expect(result.current).toMatchObject({ page: 2, totalPages: 2, total: 14, sort: 1, pageSize: 12, filterCount: 0, search: 'page=2' })
    expect(backend.calls).toEqual([])
    listing.dispose()
  })

  it('re-renders with the chosen filter and the new URL query when an option is ticked', () => {
    const { shop, wrapper } = testStorefront()
    const listing = createCatalogService(shop).createListing({ category: { id: 1000, slug: 'kolica' }, snapshot })
    const { result } = renderHook(() => useListing(listing), { wrapper })
    act(() => result.current.toggleOption('boja', 3))
    expect(result.current.selected).toEqual({ boja: { kind: 'options', ids: [3] } })
    expect(result.current.filterCount).toBe(1)
    expect(result.current.search).toBe('boja=3')
    listing.dispose()
  })
})

describe('useCatalog', () => {
  it('hands through the instance’s one catalogue service', () => {
    const { wrapper, shop } = testStorefront()
    const { result, rerender } = renderHook(() => useCatalog(), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(first).toBe(createCatalogService(shop))
  })

  it('lists products by ids cut down to the selected fields', async () => {
    const bodies: unknown[] = []
    const filter = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      bodies.push(await request.json())
      return Response.json({
        data: {
          records: [
            { id: 12, name: 'Kolica A' },
            { id: 14, name: 'Kolica B' },
          ],
          pagination: { page: 1, perPage: 10, total: 2, lastPage: 1 },
        },
      })
    }) as typeof fetch
    const { wrapper } = testStorefront({ backend: { fetch: filter, calls: [], setMaintenanceMode: () => {} } })
    const { result } = renderHook(() => useCatalog(), { wrapper })
    const names = await result.current.filterProducts({ ids: [12, 14], select: ['name'] })
    expect(bodies).toEqual([{ ids: [12, 14], select: ['name'] }])
    expect(names.ok && names.data.records.map((product) => product.name)).toEqual(['Kolica A', 'Kolica B'])
  })
})
