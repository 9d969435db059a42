import { describe, expect, it } from 'vitest'
import { isSortType, productSortOf, sortOptionsOf } from './catalog.sort'

describe('sort options', () => {
  it.each([
    [1, { param: 'id', order: 'desc' }],
    [2, { param: 'id', order: 'asc' }],
    [3, { param: 'finalPrice', order: 'asc' }],
    [4, { param: 'finalPrice', order: 'desc' }],
    [5, { param: 'name', order: 'asc' }],
    [6, { param: 'name', order: 'desc' }],
    [7, { param: 'categoryPriority', order: 'asc' }],
    [8, { param: 'categoryPriority', order: 'desc' }],
  ] as const)('sends option %i as %j', (sort, wire) => {
    expect(productSortOf(sort)).toEqual(wire)
  })

  it('offers all eight options with newest first as default when nothing restricts them', () => {
    expect(sortOptionsOf()).toEqual({ options: [1, 2, 3, 4, 5, 6, 7, 8], defaultSort: 1 })
    expect(sortOptionsOf({ sortTypes: [], sortDefaultType: null })).toEqual({ options: [1, 2, 3, 4, 5, 6, 7, 8], defaultSort: 1 })
  })

  it("restricts the options to a category's sortTypes, in its order, with its default", () => {
    expect(sortOptionsOf({ sortTypes: [1, 5, 6, 8], sortDefaultType: 8 })).toEqual({ options: [1, 5, 6, 8], defaultSort: 8 })
    expect(sortOptionsOf({ sortTypes: [3, 4, 1, 5], sortDefaultType: 3 })).toEqual({ options: [3, 4, 1, 5], defaultSort: 3 })
  })

  it('ignores unknown sort types and falls back to newest first, else the first offered, for a default it does not offer', () => {
    expect(sortOptionsOf({ sortTypes: [9, 5, 1, 5], sortDefaultType: 4 })).toEqual({ options: [5, 1], defaultSort: 1 })
    expect(sortOptionsOf({ sortTypes: [3, 4], sortDefaultType: 7 })).toEqual({ options: [3, 4], defaultSort: 3 })
  })

  it('tells sort options from other values', () => {
    expect([0, 1, 8, 9, 2.5, '3'].map(isSortType)).toEqual([false, true, true, false, false, false])
  })
})
