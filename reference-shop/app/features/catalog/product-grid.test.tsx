import type { ProductSummary } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { ProductGrid } from './product-grid'

function products(count: number): ProductSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 600 + index,
    name: `Kolica ${index + 1}`,
    slug: `kolica-${index + 1}`,
    sku: `KOL-${index + 1}`,
    format: 'simple',
    isPurchasable: true,
    available: true,
    retailPrice: 100,
    finalPrice: 100,
    categories: [{ id: 1000 }],
    tags: [],
    media: [{ id: 200 + index, slug: `kolica-${index + 1}`, default: true }],
  }))
}

function loadingOf(img: HTMLImageElement): string {
  return img.getAttribute('fetchpriority') === 'high' ? 'priority' : (img.getAttribute('loading') ?? 'eager')
}

describe('ProductGrid', () => {
  it("fetches a listing's first image first, its first screen at once and the rest as they scroll into view", () => {
    const { container } = renderWithShop(<ProductGrid products={products(6)} aboveFold />)
    const images = [...container.querySelectorAll('img')]
    expect(images.map(loadingOf)).toEqual(['priority', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
    expect(images.every((img) => img.getAttribute('sizes') === '(min-width: 1280px) 292px, (min-width: 640px) 30vw, 45vw')).toBe(true)
  })

  it('loads every image of a grid further down the page lazily', () => {
    const { container } = renderWithShop(<ProductGrid products={products(3)} />)
    expect([...container.querySelectorAll('img')].map(loadingOf)).toEqual(['lazy', 'lazy', 'lazy'])
  })
})
