import { cleanup, screen, within } from '@testing-library/react'
import type { Post, ProductSummary } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { useCarouselEnvironment } from '../catalog/carousel.test-env'
import { HomePage } from './home-page'

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
const post = (id: number): Post => ({
  id,
  title: `Objava ${id}`,
  slug: `objava-${id}`,
  excerpt: `Sažetak ${id}`,
  media: null,
  terms: { categories: [], tags: [] },
})

useCarouselEnvironment()

describe('HomePage', () => {
  it('shows the featured and sale products in sliders that link to their whole lists', async () => {
    renderWithShop(<HomePage featured={[product(1), product(2)]} onSale={[product(3)]} news={[]} newsletterConsents={[]} />, { path: '/sl/', dataRoute: {} })
    // The sliders' code loads after the page's own (below the fold).
    const featured = within(await screen.findByRole('region', { name: 'Izdvojeno iz ponude' }))
    expect(featured.getAllByRole('article')).toHaveLength(2)
    expect(featured.getByRole('link', { name: 'Svi proizvodi' }).getAttribute('href')).toBe('/sl/shop')
    const sale = within(screen.getByRole('region', { name: 'Na akciji' }))
    expect(sale.getByRole('link', { name: 'Proizvod 3' })).toBeTruthy()
    expect(sale.getByRole('link', { name: 'Pogledaj sve akcije' }).getAttribute('href')).toBe('/sl/shop/akcija')
  })

  it('shows the latest news with a link to the news list', async () => {
    renderWithShop(<HomePage featured={[]} onSale={[]} news={[post(1), post(2), post(3)]} newsletterConsents={[]} />, { dataRoute: {} })
    const news = within(await screen.findByRole('region', { name: 'Novosti' }))
    expect(news.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Objava 1', 'Objava 2', 'Objava 3'])
    expect(news.getByRole('link', { name: 'Sve novosti' }).getAttribute('href')).toBe('/objave')
  })

  it('ends with the newsletter sign-up and its consents, the required ones starred', async () => {
    renderWithShop(
      <HomePage featured={[]} onSale={[]} news={[]} newsletterConsents={[{ id: 2, uniqueNumber: '1002', displayName: 'Privola', required: true }]} />,
      { dataRoute: {} },
    )
    const newsletter = within(await screen.findByRole('region', { name: 'Newsletter' }))
    expect(newsletter.getByRole('textbox', { name: 'E-mail adresa' })).toBeTruthy()
    expect(newsletter.getByRole('checkbox', { name: 'Privola *' })).toBeTruthy()
    expect(newsletter.getByRole('button', { name: 'Prijavi se' })).toBeTruthy()
  })

  it('leaves out a slider and the news block when they have nothing to show', async () => {
    renderWithShop(<HomePage featured={[product(1)]} onSale={[]} news={[]} newsletterConsents={[]} />, { dataRoute: {} })
    // Asked once the lazily loaded part is on screen, so that an absence is not only its code still loading.
    await screen.findByRole('region', { name: 'Izdvojeno iz ponude' })
    expect(screen.queryByRole('region', { name: 'Na akciji' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Novosti' })).toBeNull()
    cleanup()
    renderWithShop(<HomePage featured={[]} onSale={[product(3)]} news={[]} newsletterConsents={[]} />, { dataRoute: {} })
    await screen.findByRole('region', { name: 'Na akciji' })
    expect(screen.queryByRole('region', { name: 'Izdvojeno iz ponude' })).toBeNull()
  })
})
