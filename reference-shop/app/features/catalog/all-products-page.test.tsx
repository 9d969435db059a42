import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { productSortOf, type ListingSnapshot, type ProductSummary } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { CategoryPage } from './category-page'

const product = (id: number): ProductSummary => ({
  id,
  name: `Proizvod ${id}`,
  slug: `proizvod-${id}`,
  sku: `P-${id}`,
  format: 'simple',
  isPurchasable: true,
  available: true,
  retailPrice: 10 + id,
  finalPrice: 10 + id,
  categories: [{ id: 1000 }],
  tags: [],
  media: [],
})
const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index)

function productsPage(products: ProductSummary[], page: number, lastPage: number, total = 30) {
  return Response.json({ data: { records: products, pagination: { page, perPage: 12, total, lastPage }, totalPages: lastPage, totalRecords: total } })
}

const firstPage: ListingSnapshot = {
  query: { filters: {}, page: 1, featured: false },
  products: ids(1, 12).map(product),
  filters: [],
  total: 30,
  totalPages: 3,
}

const cardNames = () =>
  within(screen.getByRole('region', { name: /Proizvoda/ }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

describe("'Svi proizvodi' (/shop without a slug)", () => {
  it("appends the next page with 'Učitaj više', shows 'Učitavam...' meanwhile and writes the page to the URL", async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { calls } = renderWithShop(<CategoryPage category={null} snapshot={firstPage} />, {
      path: '/shop',
      backend: async (call) => {
        if (call.path !== '/api/v1/product/web/filter') return undefined
        await gate
        return productsPage(ids(13, 12).map(product), 2, 3)
      },
    })
    // The page's code loads on demand (a category's first load does not carry it).
    expect(await screen.findByRole('heading', { level: 1, name: 'Svi proizvodi' })).toBeTruthy()
    expect(screen.getByText('Proizvoda: 30')).toBeTruthy()
    expect(cardNames()).toHaveLength(12)
    // A list that loads more has no pages and no page size to choose.
    expect(screen.queryByLabelText('Prikaži')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Stranice' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Učitaj više' }))
    await screen.findByRole('button', { name: 'Učitavam...' })
    await act(async () => release())

    await waitFor(() => expect(cardNames()).toHaveLength(24))
    expect(cardNames()[12]).toBe('Proizvod 13')
    expect(calls.find((call) => call.path === '/api/v1/product/web/filter')?.body).toMatchObject({ page: 2, limit: 12, filters: { archived: false } })
    // The URL follows in an effect of the listing's change, which may commit after the cards: the router's navigation is
    // a transition, which React renders after the 24 cards, and on a busy machine (npm test's parallel files on two
    // cores) that took more than the default second once.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/shop?page=2'), { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'Učitaj više' })).toBeTruthy()
  })

  it('sorts from the first page again, writing the sort to the URL', async () => {
    const cheapest = ids(1, 12).reverse().map(product)
    const { calls } = renderWithShop(<CategoryPage category={null} snapshot={firstPage} />, {
      path: '/shop',
      backend: (call) => (call.path === '/api/v1/product/web/filter' ? productsPage(cheapest, 1, 3) : undefined),
    })

    fireEvent.change(await screen.findByLabelText('Sortiraj'), { target: { value: '3' } })

    await waitFor(() => expect(cardNames()[0]).toBe('Proizvod 12'))
    expect(calls[0]?.body).toMatchObject({ page: 1, sort: productSortOf(3) })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/shop?sort=3'), { timeout: 5000 })
    expect((screen.getByLabelText('Sortiraj') as HTMLSelectElement).value).toBe('3')
  })

  it("hides 'Učitaj više' once the last page is shown", () => {
    renderWithShop(<CategoryPage category={null} snapshot={{ ...firstPage, query: { ...firstPage.query, page: 3 }, totalPages: 3 }} />, {
      path: '/shop?page=3',
    })
    expect(screen.queryByRole('button', { name: 'Učitaj više' })).toBeNull()
  })
})
