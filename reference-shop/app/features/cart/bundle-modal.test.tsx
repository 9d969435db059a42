import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { BundleItem } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { cartOf } from '../../testing/cart.fixture'
import { renderWithShop, type RecordedCall } from '../../testing/shop.fixture'
import { BundleModal, variantLabel } from './bundle-modal'

const summary = { retailPrice: 10, finalPrice: 10, isPurchasable: true, available: true, categories: [], tags: [], media: [], sku: 'X' }
const BUNDLE: BundleItem[] = [
  { id: 1, qty: 1, format: 'simple', product: { ...summary, id: 301, name: 'Bočica', slug: 'bocica', format: 'simple' } },
  {
    id: 2,
    qty: 1,
    format: 'configurable',
    product: {
      ...summary,
      id: 210,
      name: 'Bodi',
      slug: 'bodi',
      format: 'configurable',
      associatedProducts: [
        { ...summary, id: 213, name: 'Bodi – Plava, 62', slug: 'bodi-plava-62', format: 'simple', configuration: { boja: 4 } },
        { ...summary, id: 214, name: 'Bodi – Roza, 62', slug: 'bodi-roza-62', format: 'simple', configuration: { boja: 5 } },
        // Sold out (the seed has such variants): listed, but not a choice.
        { ...summary, id: 215, name: 'Bodi – Mint, 62', slug: 'bodi-mint-62', format: 'simple', configuration: { boja: 6 }, available: false },
      ],
    },
  },
]

function backend(call: RecordedCall): Response | undefined {
  if (call.path === '/api/v2/ecommerce/cart/getNewCartSession') return Response.json({ data: { id: 5, protectCode: 'secret', session: 's' } })
  if (call.path === '/api/v2/ecommerce/cart/addItem') return Response.json({ data: cartOf(1) })
  if (call.path === '/api/v1/cms/option/filter')
    return Response.json({
      data: { records: [{ id: 2, key: 'cartAdditionBehaviour', value: '1' }], pagination: { page: 1, perPage: 10, total: 1, lastPage: 1 } },
    })
  return undefined
}

describe('BundleModal', () => {
  it('asks for a variant of every configurable item before adding', async () => {
    let closed = false
    const { calls } = renderWithShop(
      <BundleModal bundle={{ id: 900, format: 'bundle', name: 'Paket za bebe', bundles: BUNDLE }} onClose={() => (closed = true)} />,
      { backend },
    )

    expect(screen.getByRole('heading', { name: 'Prilagodite paket' })).toBeTruthy()
    expect(screen.queryByLabelText('Bočica')).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj u košaricu' })))

    expect(screen.getByRole('alert').textContent).toBe('Odaberite varijantu za svaki proizvod paketa.')
    expect(calls.some((call) => call.path.endsWith('/addItem'))).toBe(false)
    expect(closed).toBe(false)
  })

  it('adds the bundle with the chosen variant and quantity, then closes', async () => {
    let closed = false
    const { calls } = renderWithShop(<BundleModal bundle={{ id: 900, format: 'bundle', bundles: BUNDLE }} onClose={() => (closed = true)} />, { backend })

    fireEvent.change(screen.getByLabelText('Bodi'), { target: { value: '214' } })
    fireEvent.change(screen.getByLabelText('Količina'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj u košaricu' }))

    await waitFor(() => expect(closed).toBe(true))
    const add = calls.find((call) => call.path.endsWith('/addItem'))
    expect(add?.body).toMatchObject({
      productId: 900,
      qty: 2,
      bundleOptions: [
        { id: 301, options: {} },
        { main: { id: 210, format: 'configurable' }, selected: { id: 214 }, options: {} },
      ],
    })
  })

  it("refuses a quantity that is not a positive whole number with 'Unesena količina nije valjana'", async () => {
    renderWithShop(<BundleModal bundle={{ id: 900, format: 'bundle', bundles: BUNDLE }} onClose={() => {}} />, { backend })

    fireEvent.change(screen.getByLabelText('Bodi'), { target: { value: '213' } })
    fireEvent.change(screen.getByLabelText('Količina'), { target: { value: '0' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj u košaricu' })))

    expect(screen.getByRole('alert').textContent).toBe('Unesena količina nije valjana')
  })
})

// Issue 17: on a phone the select showed 'Tratinčica Organic Vrba bodi dugih ru…', cutting off what tells variants apart.
describe('variantLabel', () => {
  it.each([
    ['Bodi', 'Bodi – Plava, 62', 'Plava, 62'],
    ['Tratinčica Organic Vrba bodi dugih rukava', 'Tratinčica Organic Vrba bodi dugih rukava – Plava, 50', 'Plava, 50'],
    ['Bodi', 'Bodi: Roza', 'Roza'],
    ['Bodi', 'Pidžama – Plava', 'Pidžama – Plava'],
    ['Bodi', 'Bodi', 'Bodi'],
  ])('names a variant of %s called %s as %s', (product, variant, label) => {
    expect(variantLabel(product, variant)).toBe(label)
  })

  it('lists the variants by what tells them apart', () => {
    renderWithShop(<BundleModal bundle={{ id: 900, format: 'bundle', bundles: BUNDLE }} onClose={() => {}} />, { backend })
    expect(
      within(screen.getByLabelText('Bodi'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Odaberite varijantu', 'Plava, 62', 'Roza, 62', 'Mint, 62 (nema na zalihi)'])
  })

  it('offers no variant that cannot be bought: a sold-out one is disabled', () => {
    renderWithShop(<BundleModal bundle={{ id: 900, format: 'bundle', bundles: BUNDLE }} onClose={() => {}} />, { backend })
    const options = within(screen.getByLabelText('Bodi')).getAllByRole('option') as HTMLOptionElement[]
    expect(options.filter((option) => option.disabled).map((option) => option.value)).toEqual(['215'])
  })
})
