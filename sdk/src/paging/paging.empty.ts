import type { Paged } from './paging.types'

/** An empty first page, for a list call that needs no request. */
export function emptyPage<T>(perPage = 10): Paged<T> {
  return { records: [], page: 1, perPage, total: 0, totalPages: 1 }
}
