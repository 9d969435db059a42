import { describe, expect, it } from 'vitest'
import { PAGE_WINDOW, pageNumbers } from './paging.window'

describe('the pager window', () => {
  it.each([
    [1, 20, [1, 2, 3, 4, 5]],
    [3, 20, [1, 2, 3, 4, 5]],
    [7, 20, [5, 6, 7, 8, 9]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])('shows page %i of %i as %j in category and search lists', (page, total, numbers) => {
    expect(pageNumbers(page, total)).toEqual(numbers)
  })

  it('shows nine numbers in generic paging', () => {
    expect(pageNumbers(10, 30, PAGE_WINDOW.generic)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(pageNumbers(2, 30, PAGE_WINDOW.generic)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})
