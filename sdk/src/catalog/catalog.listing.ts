import { atom, computed } from 'nanostores'
import type { Clock } from '../clock/clock.types'
import type { SdkError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import { emptyPage } from '../paging/paging.empty'
import type { Result } from '../result/result.types'
import { countFilters, listingWireFilters } from './catalog.filters'
import type { FilterValue, Listing, ListingFilters, ListingOptions, ListingQuery, ListingScope, PageSize } from './catalog.listing.types'
import { encodeListingQuery } from './catalog.query'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, productSortOf, sortOptionsOf } from './catalog.sort'
import type { CatalogService } from './catalog.types'

/** Spec §4: filter changes "refetch after 500 ms debounce". */
export const FILTER_DEBOUNCE_MS = 500

/** What a listing needs from its instance. */
export interface ListingDeps {
  catalog: Pick<CatalogService, 'filterProducts' | 'getLayeredNavigation'>
  clock: Clock
  /** Reports a failed load (the instance turns it into an error notice). */
  onError(error: SdkError): void
}

const isEmpty = (value: FilterValue): boolean =>
  value.kind === 'options'
    ? value.ids.length === 0
    : value.kind === 'yesNo'
      ? value.values.length === 0
      : value.kind === 'range'
        ? value.min === undefined && value.max === undefined
        : !value.from && !value.to

export function createListing(deps: ListingDeps, options: ListingOptions): Listing {
  const scope: ListingScope = 'category' in options ? { category: options.category } : 'keywords' in options ? { keywords: options.keywords } : { all: true }
  const { options: sortOptions, defaultSort } = sortOptionsOf('category' in scope ? scope.category : undefined)
  const defaultSize = options.pageSize ?? DEFAULT_PAGE_SIZE
  const { snapshot } = options
  const start: Partial<ListingQuery> = snapshot?.query ?? options.query ?? {}
  const keywords = start.keywords ?? ('keywords' in scope ? scope.keywords : undefined)

  const $query = atom<ListingQuery>({
    filters: start.filters ?? {},
    page: start.page ?? 1,
    featured: start.featured ?? false,
    // A sort the category does not offer, or the default itself, is left out (so the URL stays clean).
    ...(start.sort !== undefined && start.sort !== defaultSort && sortOptions.includes(start.sort) ? { sort: start.sort } : {}),
    ...(start.limit !== undefined && start.limit !== defaultSize && PAGE_SIZES.includes(start.limit) ? { limit: start.limit } : {}),
    ...(keywords ? { keywords } : {}),
  })
  const $products = atom(snapshot?.products ?? [])
  const $filters = atom(snapshot?.filters ?? [])
  const $total = atom(snapshot?.total ?? 0)
  const $totalPages = atom(snapshot?.totalPages ?? 0)
  const $loading = atom(false)
  const $error = atom<SdkError | null>(null)
  const $selected = computed($query, (query) => query.filters)

  let seq = 0
  let timer: unknown
  let controller: AbortController | undefined
  let needFilters = !snapshot
  let disposed = false
  let last: Promise<Result<void>> = Promise.resolve(ok(undefined))
  let settlePending: ((outcome: Promise<Result<void>>) => void) | undefined

  async function fetchPage(id: number, append: boolean): Promise<Result<void>> {
    const query = $query.get()
    const withFilters = needFilters
    controller = new AbortController()
    const call = { signal: controller.signal }
    const keywords = query.keywords?.trim()
    const limit = query.limit ?? defaultSize
    const filters = listingWireFilters(scope, query)
    // A search page without search words shows nothing, rather than every product.
    const blank = 'keywords' in scope && !keywords
    const [products, layered] = await Promise.all([
      blank
        ? ok(emptyPage<never>(limit))
        : deps.catalog.filterProducts({ keywords, filters, page: query.page, limit, sort: productSortOf(query.sort ?? defaultSort) }, call),
      !withFilters ? undefined : blank ? ok([]) : deps.catalog.getLayeredNavigation({ keywords, filters }, call),
    ])
    if (disposed) return ok(undefined)
    // A newer change was made meanwhile: this answer must not overwrite it; the caller gets the newer outcome.
    if (id !== seq) return last
    $loading.set(false)
    if (!products.ok) {
      // A failed load more keeps the page it had, so trying again asks for the same page.
      if (append) update({ page: query.page - 1 })
      return failed(products.error)
    }
    if (layered?.ok === false) return failed(layered.error)
    $error.set(null)
    if (layered) {
      $filters.set(layered.data)
      needFilters = false
    }
    const page = products.data
    // Spec §4: "A page value outside 1..totalPages is ignored": a stale page from the URL falls back to page 1.
    if (!append && query.page > page.totalPages) {
      update({ page: 1 })
      schedule(0)
      return last
    }
    $products.set(append ? [...$products.get(), ...page.records] : page.records)
    $total.set(page.total)
    $totalPages.set(page.totalPages)
    return ok(undefined)
  }

  function failed(error: SdkError): Result<void> {
    $error.set(error)
    deps.onError(error)
    return fail(error)
  }

  /** Cancels the pending or running load and starts a new one after `delay` ms. */
  function schedule(delay: number, append = false): void {
    if (disposed) return
    deps.clock.clearTimeout(timer)
    controller?.abort()
    const id = ++seq
    $loading.set(true)
    let resolve!: (outcome: Promise<Result<void>>) => void
    const outcome = new Promise<Result<void>>((done) => (resolve = done))
    // A load still waiting for its delay will never run: whoever awaits it gets this one's outcome.
    settlePending?.(outcome)
    settlePending = resolve
    last = outcome
    const run = () => resolve(fetchPage(id, append))
    if (delay > 0) timer = deps.clock.setTimeout(run, delay)
    else run()
  }

  function update(change: Partial<ListingQuery>): void {
    const next = { ...$query.get(), ...change }
    for (const key of ['sort', 'limit', 'keywords'] as const) if (next[key] === undefined) delete next[key]
    $query.set(next)
  }

  function changeFilters(filters: ListingFilters): void {
    update({ filters, page: 1 })
    needFilters = true
    schedule(FILTER_DEBOUNCE_MS)
  }

  function setFilter(code: string, value: FilterValue | null): void {
    const filters: ListingFilters = { ...$query.get().filters }
    if (value === null || isEmpty(value)) delete filters[code]
    else filters[code] = value
    changeFilters(filters)
  }

  function setPage(page: number): boolean {
    if (!Number.isInteger(page) || page < 1 || page > $totalPages.get()) return false
    update({ page })
    schedule(0)
    return true
  }

  return {
    $products,
    $filters,
    $query,
    $selected,
    $filterCount: computed($selected, countFilters),
    $total,
    $page: computed($query, (query) => query.page),
    $totalPages,
    $sort: computed($query, (query) => query.sort ?? defaultSort),
    $sortOptions: atom(sortOptions),
    $pageSize: computed($query, (query) => query.limit ?? defaultSize),
    $loading,
    $error,
    $search: computed($query, encodeListingQuery),

    load() {
      needFilters = true
      schedule(0)
      return last
    },
    settled: () => last,
    setFilter,

    toggleOption(code, value) {
      const current = $query.get().filters[code]
      if (typeof value === 'number') {
        const ids = current?.kind === 'options' ? current.ids : []
        setFilter(code, { kind: 'options', ids: ids.includes(value) ? ids.filter((id) => id !== value) : [...ids, value].sort((a, b) => a - b) })
      } else {
        const values = current?.kind === 'yesNo' ? current.values : []
        const chosen = values.includes(value) ? values.filter((flag) => flag !== value) : [...values, value]
        setFilter(code, { kind: 'yesNo', values: [true, false].filter((flag) => chosen.includes(flag)) })
      }
    },

    clearFilters: () => changeFilters({}),

    setSort(sort) {
      if (!sortOptions.includes(sort)) return false
      update({ sort: sort === defaultSort ? undefined : sort, page: 1 })
      schedule(0)
      return true
    },

    setPageSize(size: PageSize) {
      if (!PAGE_SIZES.includes(size)) return false
      update({ limit: size === defaultSize ? undefined : size, page: 1 })
      schedule(0)
      return true
    },

    setPage,
    next: () => setPage($query.get().page + 1),
    previous: () => setPage($query.get().page - 1),

    loadMore() {
      const { page } = $query.get()
      // While loading, the list is about to change under the appended page (a filter change, another page).
      if ($loading.get() || page >= $totalPages.get()) return false
      update({ page: page + 1 })
      schedule(0, true)
      return true
    },

    setKeywords(keywords) {
      update({ keywords: keywords || undefined, page: 1 })
      needFilters = true
      schedule(0)
    },

    setFeatured(featured) {
      update({ featured, page: 1 })
      needFilters = true
      schedule(0)
    },

    dehydrate: () => ({ query: $query.get(), products: $products.get(), filters: $filters.get(), total: $total.get(), totalPages: $totalPages.get() }),

    dispose() {
      disposed = true
      deps.clock.clearTimeout(timer)
      controller?.abort()
      $loading.set(false)
      settlePending?.(Promise.resolve(ok(undefined)))
    },
  }
}
