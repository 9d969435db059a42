import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ProductSummary } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { GiftFinderPage } from './gift-finder-page'
import type { GiftFinderPageData } from './gift-finder.server'

const product = (id: number): ProductSummary => ({
  id,
  name: `Poklon ${id}`,
  slug: `poklon-${id}`,
  sku: `P-${id}`,
  format: 'simple',
  isPurchasable: true,
  available: true,
  retailPrice: 10,
  finalPrice: 10,
  categories: [{ id: 1300 }],
  tags: [],
  media: [],
})
const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index)

const page = (overrides: Partial<GiftFinderPageData> = {}): GiftFinderPageData => ({
  categories: [
    { id: 1000, slug: 'kolica', title: 'Kolica' },
    { id: 1300, slug: 'igracke', title: 'Igračke' },
  ],
  criteria: { onSale: false },
  filters: { archived: false },
  results: { records: ids(1, 12).map(product), page: 1, perPage: 12, total: 14, totalPages: 2 },
  ...overrides,
})

const results = () => screen.getByRole('region', { name: 'Prijedlozi poklona' })

describe('GiftFinderPage', () => {
  it('writes the chosen category, budget and sale-only choice to the URL', () => {
    renderWithShop(<GiftFinderPage {...page()} />, { path: '/pronadi-poklon', dataRoute: { data: {} } })
    expect(screen.getByRole('heading', { level: 1, name: 'Pronađi poklon' })).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Za koga ili što tražite?'), { target: { value: 'igracke' } })
    fireEvent.change(screen.getByLabelText('Budžet'), { target: { value: '20-50' } })
    fireEvent.click(screen.getByLabelText('Samo proizvodi na akciji'))
    fireEvent.click(screen.getByRole('button', { name: 'Prikaži poklone' }))

    return waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pronadi-poklon?kategorija=igracke&cijena=20-50&akcija=1'))
  })

  it('offers the root categories and the budgets in euros, showing the choices of the URL', () => {
    renderWithShop(<GiftFinderPage {...page({ criteria: { category: 'kolica', price: { min: 25, max: 35 }, onSale: true } })} />, {
      path: '/pronadi-poklon',
      dataRoute: { data: {} },
    })
    const category = screen.getByLabelText('Za koga ili što tražite?') as HTMLSelectElement
    expect([...category.options].map((option) => option.text)).toEqual(['Sve kategorije', 'Kolica', 'Igračke'])
    expect(category.value).toBe('kolica')
    const budget = screen.getByLabelText('Budžet') as HTMLSelectElement
    expect([...budget.options].map((option) => option.text)).toEqual([
      'Bilo koji iznos',
      'Do 20,00 €',
      '20,00 € – 50,00 €',
      '50,00 € – 100,00 €',
      '100,00 € – 200,00 €',
      'Više od 200,00 €',
      '25,00 € – 35,00 €',
    ])
    expect(budget.value).toBe('25-35')
    expect((screen.getByLabelText('Samo proizvodi na akciji') as HTMLInputElement).checked).toBe(true)
  })

  it("appends the next page of the same filter with 'Učitaj više' and hides it after the last page", async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { calls } = renderWithShop(<GiftFinderPage {...page({ filters: { archived: false, categories: [1300], discount: true } })} />, {
      path: '/pronadi-poklon?kategorija=igracke&akcija=1',
      dataRoute: { data: {} },
      backend: async (call) => {
        if (call.path !== '/api/v1/product/web/filter') return undefined
        await gate
        return Response.json({
          data: { records: ids(13, 2).map(product), pagination: { page: 2, perPage: 12, total: 14, lastPage: 2 }, totalPages: 2, totalRecords: 14 },
        })
      },
    })
    expect(within(results()).getByText('Pronađeno proizvoda: 14')).toBeTruthy()
    expect(within(results()).getAllByRole('article')).toHaveLength(12)

    fireEvent.click(screen.getByRole('button', { name: 'Učitaj više' }))
    await screen.findByRole('button', { name: 'Učitavam...' })
    await act(async () => release())

    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(14))
    expect(screen.queryByRole('button', { name: /Učitaj više|Učitavam/ })).toBeNull()
    expect(calls[0]?.body).toMatchObject({ filters: { archived: false, categories: [1300], discount: true }, page: 2, limit: 12 })
  })

  it('says so when loading more fails, and keeps the button to try again', async () => {
    renderWithShop(<GiftFinderPage {...page()} />, {
      path: '/pronadi-poklon',
      dataRoute: { data: {} },
      backend: (call) => (call.path === '/api/v1/product/web/filter' ? Response.json({ message: 'Boom', statusCode: 500 }, { status: 500 }) : undefined),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Učitaj više' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Učitavanje nije uspjelo. Pokušajte ponovno.')
    expect(within(results()).getAllByRole('article')).toHaveLength(12)
    expect(screen.getByRole('button', { name: 'Učitaj više' })).toBeTruthy()
  })

  it('says when no gift matches the choices', () => {
    renderWithShop(<GiftFinderPage {...page({ results: { records: [], page: 1, perPage: 12, total: 0, totalPages: 0 } })} />, {
      path: '/pronadi-poklon',
      dataRoute: { data: {} },
    })
    expect(screen.getByText('Nema poklona za odabrane uvjete. Pokušajte s drugim budžetom ili kategorijom.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Učitaj više' })).toBeNull()
  })
})
