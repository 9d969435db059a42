import { describe, expect, it } from 'vitest'
import { displayedTags, isPurchasable, productImage } from './catalog.product'

describe('product display rules', () => {
  it('shows only the tags novo, najprodavanije and popust, in any case, including the spec spelling najprodavanie', () => {
    const tags = ['Novo', 'NAJPRODAVANIJE', 'najprodavanie', 'popust', 'ljeto', 'novost', ' popust '].map((name) => ({ name }))
    expect(displayedTags({ tags }).map((tag) => tag.name)).toEqual(['Novo', 'NAJPRODAVANIJE', 'najprodavanie', 'popust', ' popust '])
    expect(displayedTags({})).toEqual([])
  })

  it.each([
    [true, true, true],
    [false, true, false],
    [true, false, false],
    [false, false, false],
  ])('tells isPurchasable %s and available %s apart: purchasable %s', (purchasable, available, expected) => {
    expect(isPurchasable({ isPurchasable: purchasable, available })).toBe(expected)
  })

  it('picks the default image for the card, else the first, else none', () => {
    expect(productImage({ media: [{ id: 1 }, { id: 2, default: true }] })?.id).toBe(2)
    expect(productImage({ media: [{ id: 1, default: false }, { id: 2 }] })?.id).toBe(1)
    expect(productImage({ media: [] })).toBeNull()
  })
})
