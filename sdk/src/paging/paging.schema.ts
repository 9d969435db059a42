import * as v from 'valibot'
import type { Paged } from './paging.types'

const count = v.optional(v.number())
const numbers = { page: count, perPage: count, limit: count, total: count, lastPage: count, totalPages: count, totalRecords: count }

/**
 * Parses a list payload into {@link Paged}: `{ records, pagination: { page, perPage, total, lastPage } }`, or
 * with `totalPages`/`totalRecords` (or `lastPage`/`total`) beside the records, as the spec allows both.
 */
export function pagedSchema<T>(record: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, Paged<T>> {
  return v.pipe(
    v.object({ records: v.array(record), pagination: v.optional(v.object(numbers)), ...numbers }),
    v.transform(({ records, pagination: nested = {}, ...top }): Paged<T> => {
      const perPage = nested.perPage ?? nested.limit ?? top.perPage ?? top.limit ?? Math.max(1, records.length)
      const total = top.totalRecords ?? nested.total ?? top.total ?? records.length
      const totalPages = top.totalPages ?? nested.lastPage ?? top.lastPage ?? Math.ceil(total / perPage)
      // An empty list has one empty page.
      return { records, page: nested.page ?? top.page ?? 1, perPage, total, totalPages: Math.max(1, totalPages) }
    }),
  )
}
