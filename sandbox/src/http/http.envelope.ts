/** Paging numbers of a list answer. */
export interface Pagination {
  page: number
  perPage: number
  total: number
  lastPage: number
}

/** A page of a list, as the `data` of a list answer. */
export interface Page<T> {
  records: T[]
  pagination: Pagination
}

/** A page as the filter calls answer it: the page plus `totalPages` and `totalRecords` (the spec's paging fields). */
export function withTotals<T>(page: Page<T>): Page<T> & { totalPages: number; totalRecords: number } {
  return { ...page, totalPages: page.pagination.lastPage, totalRecords: page.pagination.total }
}

/** Cuts `items` into the page asked for (page numbers start at 1; lastPage is at least 1). */
export function paginate<T>(items: readonly T[], page = 1, perPage = 10): Page<T> {
  const size = Math.max(1, Math.floor(perPage))
  const current = Math.max(1, Math.floor(page))
  const start = (current - 1) * size
  return {
    records: items.slice(start, start + size),
    pagination: { page: current, perPage: size, total: items.length, lastPage: Math.max(1, Math.ceil(items.length / size)) },
  }
}

/** Reads a positive integer query parameter, with a default and an upper bound. */
export function positiveInt(value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback
}
