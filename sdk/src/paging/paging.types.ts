/** One page of a list with its paging numbers (from `pagination` or `totalPages`/`totalRecords`). */
export interface Paged<T> {
  /** The page's records. */
  records: T[]
  /** The page number, from 1. */
  page: number
  /** The page size. */
  perPage: number
  /** How many records the whole list has. */
  total: number
  /** How many pages the list has (at least 1). */
  totalPages: number
}
