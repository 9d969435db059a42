import type { ReadableAtom } from 'nanostores'
import { describe, expectTypeOf, it } from 'vitest'
import type { Result } from '../result/result.types'
import type { FilterValue, Listing, ListingOptions, SortType } from './catalog.listing.types'
import type { PriceView } from './catalog.price'
import type { Paged } from '../paging/paging.types'
import type { CatalogService, Category, Product, ProductSelection, ProductSummary } from './catalog.types'

describe('the catalogue types', () => {
  it('returns Results from catalogue reads', () => {
    expectTypeOf<CatalogService['getProduct']>().returns.toEqualTypeOf<Promise<Result<Product>>>()
    expectTypeOf<CatalogService['getCategory']>().returns.toEqualTypeOf<Promise<Result<Category>>>()
  })

  it('types a list cut down by select as id plus the selected fields, and a list without select as whole records', () => {
    const catalog = {} as CatalogService
    const selected = catalog.filterProducts({ ids: [1, 2], select: ['name', 'finalPrice'] })
    expectTypeOf(selected).toEqualTypeOf<Promise<Result<Paged<ProductSelection<'name' | 'finalPrice'>>>>>()
    expectTypeOf<ProductSelection<'name'>>().not.toHaveProperty('sku')
    expectTypeOf(catalog.filterProducts({ ids: [1] })).toEqualTypeOf<Promise<Result<Paged<ProductSummary>>>>()
  })

  it('exposes listing stores read-only', () => {
    expectTypeOf<Listing['$products']>().toEqualTypeOf<ReadableAtom<ProductSummary[]>>()
    expectTypeOf<Listing['$sort']>().toEqualTypeOf<ReadableAtom<SortType>>()
    expectTypeOf<Listing['$products']>().not.toHaveProperty('set')
  })

  it('needs a category, keywords or all to create a listing', () => {
    expectTypeOf<{ pageSize: 12 }>().not.toMatchTypeOf<ListingOptions>()
    expectTypeOf<{ all: true; pageSize: 24 }>().toMatchTypeOf<ListingOptions>()
    expectTypeOf<{ category: Category }>().toMatchTypeOf<ListingOptions>()
    expectTypeOf<{ all: true; pageSize: 36 }>().not.toMatchTypeOf<ListingOptions>()
  })

  it('tells filter values and price views apart by kind', () => {
    expectTypeOf<Extract<FilterValue, { kind: 'range' }>>().toEqualTypeOf<{ kind: 'range'; min?: number; max?: number }>()
    expectTypeOf<Extract<PriceView, { kind: 'onRequest' }>>().toEqualTypeOf<{ kind: 'onRequest' }>()
  })
})
