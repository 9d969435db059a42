import type { NavigationItem } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { decodeGiftCriteria, decodePriceRange, encodeGiftCriteria, giftCategories, giftFilters, type GiftCategory } from './gift-finder.query'

const CATEGORIES: GiftCategory[] = [
  { id: 1000, slug: 'kolica', title: 'Kolica' },
  { id: 1300, slug: 'igracke', title: 'Igračke' },
]

describe('the gift finder query', () => {
  it('offers the root product categories of the main navigation by their menu names, except the sale category', () => {
    const item = (id: number, title: string, category: NavigationItem['prodcategory'], children: NavigationItem[] = []): NavigationItem => ({
      id,
      title,
      type: category ? 'productCategory' : 'page',
      href: '/',
      prodcategory: category,
      children,
    })
    const menu = [
      item(1, 'Kolica', { id: 1000, name: 'Dječja kolica', slug: 'kolica' }, [item(11, 'Sportska', { id: 1001, name: 'Sportska', slug: 'sportska' })]),
      item(2, 'O nama', null),
      item(3, 'Igračke', { id: 1300, name: 'Igračke', slug: 'igracke' }),
      item(4, 'Akcija', { id: 1900, name: 'Akcija', slug: 'akcija' }),
    ]
    expect(giftCategories(menu)).toEqual(CATEGORIES)
  })

  it('reads the choices from the URL and writes back only what is chosen', () => {
    const criteria = decodeGiftCriteria(new URLSearchParams('kategorija=kolica&cijena=20-50&akcija=1&utm_source=x'), CATEGORIES)
    expect(criteria).toEqual({ category: 'kolica', price: { min: 20, max: 50 }, onSale: true })
    expect(encodeGiftCriteria(criteria)).toBe('?kategorija=kolica&cijena=20-50&akcija=1')
    expect(encodeGiftCriteria({ price: { min: 200 }, onSale: false })).toBe('?cijena=200-')
    expect(encodeGiftCriteria({ onSale: false })).toBe('')
  })

  it('drops a category it does not offer and a budget it cannot read', () => {
    expect(decodeGiftCriteria(new URLSearchParams('kategorija=nema&cijena=50-20&akcija=da'), CATEGORIES)).toEqual({ onSale: false })
    expect(decodeGiftCriteria(new URLSearchParams('kategorija=&cijena='), CATEGORIES)).toEqual({ onSale: false })
  })

  it.each([
    ['-20', { max: 20 }],
    ['200-', { min: 200 }],
    ['9.5-10', { min: 9.5, max: 10 }],
    ['-', undefined],
    ['abc', undefined],
    ['30-20', undefined],
    [null, undefined],
  ])('reads the budget %j', (text, range) => {
    expect(decodePriceRange(text)).toEqual(range)
  })

  it('filters not archived products of the category, in the budget, and only sale items when asked', () => {
    expect(giftFilters({ category: 'igracke', price: { max: 20 }, onSale: true }, CATEGORIES)).toEqual({
      archived: false,
      categories: [1300],
      price: { max: 20 },
      discount: true,
    })
    expect(giftFilters({ onSale: false }, CATEGORIES)).toEqual({ archived: false })
  })
})
