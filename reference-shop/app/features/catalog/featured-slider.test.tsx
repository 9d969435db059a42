import { screen } from '@testing-library/react'
import type { ProductSummary } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { useCarouselEnvironment } from './carousel.test-env'
import { FeaturedSlider } from './featured-slider'

const product = (id: number): ProductSummary => ({
  id,
  name: `Proizvod ${id}`,
  slug: `proizvod-${id}`,
  sku: `P-${id}`,
  format: 'simple',
  isPurchasable: true,
  available: true,
  retailPrice: 10,
  finalPrice: 10,
  categories: [{ id: 1000 }],
  tags: [],
  media: [],
})

useCarouselEnvironment()

describe('FeaturedSlider', () => {
  it("lists the featured products and links 'Pogledaj ponudu' to the category with featured=1", () => {
    renderWithShop(<FeaturedSlider products={[product(1), product(2)]} offerHref="/shop/kolica?featured=1" />)
    expect(screen.getByRole('heading', { name: 'Najpopularniji proizvodi u kategoriji' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pogledaj ponudu' }).getAttribute('href')).toBe('/shop/kolica?featured=1')
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('shows nothing when the category has no featured products', () => {
    renderWithShop(<FeaturedSlider products={[]} offerHref="/shop/kolica?featured=1" />)
    expect(screen.queryByRole('heading', { name: 'Najpopularniji proizvodi u kategoriji' })).toBeNull()
  })
})
