import { describe, expect, it } from 'vitest'
import { listingUrlSearch } from './listing-url'

describe('listingUrlSearch', () => {
  it("replaces the listing's own parameters and keeps foreign ones such as utm_*", () => {
    expect(listingUrlSearch('?utm_source=news&materijal=26&page=3', 'materijal=32&sort=3', ['materijal', 'price'])).toBe('?materijal=32&sort=3&utm_source=news')
  })

  it('drops a filter that is no longer chosen', () => {
    expect(listingUrlSearch('?materijal=32&price=20-3000', 'price=20-3000', ['materijal', 'price'])).toBe('?price=20-3000')
  })

  it('gives an empty query when nothing is chosen and nothing foreign is there', () => {
    expect(listingUrlSearch('?page=2', '', [])).toBe('')
  })
})
