import { invalid, optionalId, type Paging, readPaging } from '../http/http.input'

/** What `POST document/filter/web` asks for. */
export interface OrderFilter {
  /** Only orders of this store; all the user's orders when absent. */
  storeId?: number
  paging: Paging
}

/** The filter keys the order history knows; spec §7 sends `filters: [{ key: 'store', value }]`. */
const FILTER_KEYS = ['store'] as const

/** Spec §9: "Order history page size 5". */
const DEFAULT_LIMIT = 5
const MAX_LIMIT = 100

/** Reads `{ filters?: [{ key, value }], limit?, page? }`; 400 for a malformed filter or an unknown key. */
export function readOrderFilter(body: Record<string, unknown>): OrderFilter {
  const paging = readPaging(body, { defaultLimit: DEFAULT_LIMIT, maxLimit: MAX_LIMIT })
  const filters = body.filters ?? []
  if (!Array.isArray(filters)) invalid('filters', 'filters must be a list of { key, value }.')
  let storeId: number | undefined
  filters.forEach((filter: unknown, i) => {
    const path = `filters[${i}]`
    if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) invalid(path, `${path} must be an object { key, value }.`)
    const { key, value } = filter as { key?: unknown; value?: unknown }
    if (!(FILTER_KEYS as readonly unknown[]).includes(key)) invalid(`${path}.key`, `Unknown filter key: ${String(key)}.`)
    storeId = optionalId(value, `${path}.value`) ?? invalid(`${path}.value`, `${path}.value must be a positive integer.`)
  })
  return storeId === undefined ? { paging } : { storeId, paging }
}
