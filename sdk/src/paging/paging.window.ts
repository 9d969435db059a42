/** Spec §9: "page-number window 9 in generic paging, 5 in category and search lists". */
export const PAGE_WINDOW = {
  /** The window of generic paging (any list but the category and search listings): 9 page numbers. */
  generic: 9,
  /** The window of the category and search listings: 5 page numbers (`pageNumbers`' default). */
  list: 5,
} as const

/**
 * The page numbers a pager shows: at most `size` consecutive pages around the current one, kept inside
 * 1..totalPages (the first and last arrows go beyond it).
 *
 * @example
 * ```ts
 * import { pageNumbers } from '@vitrina/sdk'
 *
 * pageNumbers(7, 20) // [5, 6, 7, 8, 9]
 * pageNumbers(1, 3) // [1, 2, 3]
 * ```
 */
export function pageNumbers(page: number, totalPages: number, size: number = PAGE_WINDOW.list): number[] {
  const count = Math.max(0, Math.min(size, totalPages))
  const first = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), totalPages - count + 1)
  return Array.from({ length: count }, (_, index) => first + index)
}
