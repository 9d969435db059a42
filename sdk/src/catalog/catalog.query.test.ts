import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FilterValue, ListingQuery } from './catalog.listing.types'
import { decodeListingQuery, encodeListingQuery, LISTING_QUERY_PARAMS } from './catalog.query'

const base: ListingQuery = { filters: {}, page: 1, featured: false }
const withFilter = (code: string, value: FilterValue): ListingQuery => ({ ...base, filters: { [code]: value } })

describe('the listing URL query', () => {
  it.each<[string, FilterValue, string]>([
    ['boja', { kind: 'options', ids: [7, 3] }, 'boja=3,7'],
    ['eko', { kind: 'yesNo', values: [true] }, 'eko=yes'],
    ['eko', { kind: 'yesNo', values: [false] }, 'eko=no'],
    ['eko', { kind: 'yesNo', values: [false, true] }, 'eko=yes,no'],
    ['price', { kind: 'range', min: 10, max: 49.99 }, 'price=10-49.99'],
    ['tezina', { kind: 'range', min: 5 }, 'tezina=5-'],
    ['tezina', { kind: 'range', max: 5 }, 'tezina=-5'],
    ['dostupno_od', { kind: 'dateRange', from: '2026-06-01' }, 'dostupno_od=2026-06-01_'],
    ['akcija_do', { kind: 'dateRange', from: '2026-06-01T08:00:00Z', to: '2026-12-31' }, 'akcija_do=2026-06-01T08%3A00%3A00Z_2026-12-31'],
  ])('writes a %s filter %j as %s', (code, value, text) => {
    expect(encodeListingQuery(withFilter(code, value))).toBe(text)
  })

  it.each<[string, FilterValue]>([
    ['boja=3,7', { kind: 'options', ids: [3, 7] }],
    ['boja=7,3,7', { kind: 'options', ids: [3, 7] }],
    ['eko=no,yes', { kind: 'yesNo', values: [true, false] }],
    ['price=10.5-20', { kind: 'range', min: 10.5, max: 20 }],
    ['dostupno_od=_2026-07-16', { kind: 'dateRange', to: '2026-07-16' }],
  ])('reads %s', (text, value) => {
    expect(decodeListingQuery(text).filters[text.split('=')[0]!]).toEqual(value)
  })

  it('writes page, featured, sort, limit and search, sorted by name, and leaves defaults out', () => {
    const query: ListingQuery = {
      filters: { materijal: { kind: 'options', ids: [2] }, boja: { kind: 'options', ids: [1] } },
      page: 3,
      featured: true,
      sort: 4,
      limit: 24,
      keywords: 'kolica 3 u 1',
    }
    expect(encodeListingQuery(query)).toBe('boja=1&featured=1&limit=24&materijal=2&page=3&search=kolica%203%20u%201&sort=4')
    expect(encodeListingQuery(base)).toBe('')
  })

  it('ignores unknown and invalid parameters', () => {
    const query = decodeListingQuery('?utm_source=mail&page=abc&sort=9&limit=13&featured=yes&boja=3,x&price=9-2&cijena=&eko=maybe&datum=2026-13-45_')
    expect(query).toEqual(base)
  })

  it('reads page, featured, sort, limit and search', () => {
    expect(decodeListingQuery('page=2&featured=1&sort=5&limit=24&search=bo%C4%8Dica')).toEqual({
      ...base,
      page: 2,
      featured: true,
      sort: 5,
      limit: 24,
      keywords: 'bočica',
    })
  })

  it("reads only the listing's filter codes, each with its type's syntax, when the filters are known", () => {
    const filters = [
      { attributeCode: 'boja', type: 'visualSwatch' },
      { attributeCode: 'tezina', type: 'numberField' },
      { attributeCode: 'eko', type: 'yesNo' },
    ] as const
    const query = decodeListingQuery('boja=3&tezina=5&eko=yes&gclid=123', filters)
    expect(query.filters).toEqual({ boja: { kind: 'options', ids: [3] }, eko: { kind: 'yesNo', values: [true] } })
  })

  const code = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/).filter((name) => !(LISTING_QUERY_PARAMS as readonly string[]).includes(name))
  const bound = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100)
  const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  const isoDate = fc.oneof(
    day.map((date) => date.toISOString().slice(0, 10)),
    day.map((date) => date.toISOString()),
  )
  const ordered = <T>(pair: [T | undefined, T | undefined], key: (value: T) => number): [T | undefined, T | undefined] =>
    pair[0] !== undefined && pair[1] !== undefined && key(pair[0]) > key(pair[1]) ? [pair[1], pair[0]] : pair
  const compact = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
  const filterValue: fc.Arbitrary<FilterValue> = fc.oneof(
    fc
      .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 6 })
      .map((ids): FilterValue => ({ kind: 'options', ids: ids.sort((a, b) => a - b) })),
    fc.constantFrom<FilterValue>({ kind: 'yesNo', values: [true] }, { kind: 'yesNo', values: [false] }, { kind: 'yesNo', values: [true, false] }),
    fc
      .tuple(fc.option(bound, { nil: undefined }), fc.option(bound, { nil: undefined }))
      .filter(([min, max]) => min !== undefined || max !== undefined)
      .map((pair) => ordered(pair, Number))
      .map(([min, max]): FilterValue => compact({ kind: 'range', min, max })),
    fc
      .tuple(fc.option(isoDate, { nil: undefined }), fc.option(isoDate, { nil: undefined }))
      .filter(([from, to]) => from !== undefined || to !== undefined)
      .map((pair) => ordered(pair, Date.parse))
      .map(([from, to]): FilterValue => compact({ kind: 'dateRange', from, to })),
  )
  const validQuery: fc.Arbitrary<ListingQuery> = fc
    .record(
      {
        filters: fc.dictionary(code, filterValue, { maxKeys: 5 }),
        page: fc.integer({ min: 1, max: 10_000 }),
        featured: fc.boolean(),
        sort: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8 as const),
        limit: fc.constantFrom(12, 24 as const),
        keywords: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
      },
      { requiredKeys: ['filters', 'page', 'featured'] },
    )
    .map((query) => query as ListingQuery)

  it('reads back every valid state it writes', () => {
    fc.assert(
      fc.property(validQuery, (query) => {
        expect(decodeListingQuery(encodeListingQuery(query))).toEqual(query)
      }),
      { numRuns: 500 },
    )
  })

  it('writes one canonical text per state: parameters sorted by name, and the same text after a round trip', () => {
    fc.assert(
      fc.property(validQuery, (query) => {
        const text = encodeListingQuery(query)
        const names = text === '' ? [] : text.split('&').map((pair) => pair.split('=')[0]!)
        expect(names).toEqual([...names].sort())
        expect(encodeListingQuery(decodeListingQuery(text))).toBe(text)
        // Reordering the filters does not change the text.
        const reversed = { ...query, filters: Object.fromEntries(Object.entries(query.filters).reverse()) }
        expect(encodeListingQuery(reversed)).toBe(text)
      }),
      { numRuns: 300 },
    )
  })
})
