import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop, type TestBackend } from '../../testing/shop.fixture'
import { OrderHistoryTab } from './order-history-tab'
import { accountBackend, accountState, wireOrder, wireProduct, type AccountBackendState } from './profile-backend.test-env'

/** Nine orders, newest first (ids 9 to 1): order 8 has 4 lines, order 2 has 6, order 5 one, the rest two. */
function nineOrders() {
  const lines: Record<number, number> = { 8: 4, 5: 1, 2: 6 }
  return [9, 8, 7, 6, 5, 4, 3, 2, 1].map((id) => wireOrder(id, lines[id] ?? 2))
}

function renderHistory(state: AccountBackendState, options: { orderId?: string; backend?: TestBackend } = {}) {
  const onShowOrder = vi.fn()
  const rendered = renderWithShop(<OrderHistoryTab orderId={options.orderId ?? null} onShowOrder={onShowOrder} />, {
    path: '/profil?tab=order_history',
    cookies: sessionCookies(SHOPPER),
    backend: options.backend ?? accountBackend(state),
  })
  return { ...rendered, onShowOrder }
}

const rows = () => screen.queryAllByRole('article')
const row = (number: string) => screen.getByRole('article', { name: `Narudžba ${number}` })
/** The value shown beside a label (a row's or the totals' `dt`). */
// biome-ignore lint/suspicious/noShadowRestrictedNames: the value shown beside a label, as the tests read it
const valueOf = (label: string, container: HTMLElement = document.body) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

afterEach(() => {
  vi.restoreAllMocks()
})

describe('OrderHistoryTab: the list', () => {
  it('shows the first five orders with number, amount, date, payment status, up to three pictures and +N', async () => {
    renderHistory(accountState({ orders: nineOrders() }))
    expect(screen.getByText('Učitavam...')).toBeTruthy()
    await screen.findByRole('article', { name: 'Narudžba 2026-000009' })
    expect(rows().map((article) => article.getAttribute('aria-label'))).toEqual([
      'Narudžba 2026-000009',
      'Narudžba 2026-000008',
      'Narudžba 2026-000007',
      'Narudžba 2026-000006',
      'Narudžba 2026-000005',
    ])

    const first = row('2026-000009')
    expect([valueOf('Broj narudžbe', first), valueOf('Iznos', first), valueOf('Datum narudžbe', first), valueOf('Status plaćanja', first)]).toEqual([
      '2026-000009',
      '20,00 €',
      '20.05.2026.',
      'Plaćeno',
    ])
    const pictures = (number: string) => within(within(row(number)).getByRole('list', { name: 'Proizvodi narudžbe' })).getAllByRole('listitem')
    expect(pictures('2026-000008').map((item) => item.textContent)).toEqual(['', '', '', '+1'])
    expect(within(row('2026-000008')).getAllByRole('img')).toHaveLength(3)
    expect(pictures('2026-000009')).toHaveLength(2)
    expect(pictures('2026-000005')).toHaveLength(1)
  })

  it("appends page 2 with 'Učitaj više' ('Učitavam...' meanwhile) and hides the button on the last page", async () => {
    const state = accountState({ orders: nineOrders() })
    const backend = accountBackend(state)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const { calls } = renderHistory(state, {
      backend: (call) => ((call.body as { page?: number } | undefined)?.page === 2 ? held.then(() => backend(call)) : backend(call)),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Učitaj više' }))
    const button = await screen.findByRole('button', { name: 'Učitavam...' })
    expect((button as HTMLButtonElement).disabled).toBe(true)

    release()
    await waitFor(() => expect(rows()).toHaveLength(9))
    expect(screen.queryByRole('button', { name: /Učitaj više|Učitavam/ })).toBeNull()
    expect(calls.filter((call) => call.path === '/api/v1/document/filter/web').map((call) => call.body)).toEqual([
      { filters: [{ key: 'store', value: 1 }], limit: 5, page: 1 },
      { filters: [{ key: 'store', value: 1 }], limit: 5, page: 2 },
    ])
    expect(pictures6()).toEqual(['', '', '', '+3'])
  })

  it("says 'Nemate narudžbi.' with the way home when there are no orders, and offers no 'Učitaj više'", async () => {
    renderHistory(accountState())
    expect(await screen.findByText('Nemate narudžbi.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Povratak na početnu' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('button', { name: 'Učitaj više' })).toBeNull()
  })

  it('says the orders could not be loaded and loads them again on retry', async () => {
    const state = accountState({ orders: nineOrders() })
    const backend = accountBackend(state)
    let failing = true
    renderHistory(state, {
      backend: (call) =>
        failing && call.path === '/api/v1/document/filter/web' ? Response.json({ message: 'Server error', statusCode: 500 }, { status: 500 }) : backend(call),
    })
    expect(await screen.findByText('Narudžbe nije moguće učitati.')).toBeTruthy()
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }))
    await waitFor(() => expect(rows()).toHaveLength(5))
  })

  it("hands the order to the page when 'Pogledaj' is pressed", async () => {
    const { onShowOrder } = renderHistory(accountState({ orders: nineOrders() }))
    fireEvent.click(await screen.findByRole('button', { name: 'Pogledaj narudžbu 2026-000007' }))
    expect(onShowOrder).toHaveBeenCalledWith(7)
  })
})

function pictures6(): string[] {
  return within(within(row('2026-000002')).getByRole('list', { name: 'Proizvodi narudžbe' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
}

describe('OrderHistoryTab: the detail view', () => {
  it('shows the order: number and date, delivery address, methods, the articles with links, and the totals', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const detail = wireOrder(3, 2, {
      deliveryMethod: { id: 1, name: 'Dostava kurirom', price: 4.99 },
      paymentMethod: { id: 2, name: 'Kartično plaćanje' },
      extendedDetails: {
        finalAmount: 24.99,
        issuedFrom: { displayName: 'Ana Horvat', email: 'kupac@vitrina.test', address: { display2: 'Put Firula 12, 21000 Split' } },
        priceElements: [
          { displayName: 'Dostava kurirom', finalAmount: 4.99 },
          { displayName: 'Kartično plaćanje', finalAmount: 0 },
        ],
      },
    })
    detail.items[1]!.qty = 2
    const state = accountState({ orders: nineOrders(), details: { '3': detail }, products: [wireProduct(100, 'Set za kupanje'), null] })
    renderHistory(state, { orderId: '3' })

    expect(await screen.findByRole('heading', { name: 'Narudžba 2026-000003' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Povratak/ }).getAttribute('href')).toBe('/profil?tab=order_history')
    expect(screen.getByText(/Datum narudžbe: 20\.05\.2026\./)).toBeTruthy()
    expect(
      ['Ana Horvat', 'kupac@vitrina.test', 'Put Firula 12, 21000 Split', 'Dostava kurirom', 'Kartično plaćanje'].every((text) => screen.queryByText(text)),
    ).toBe(true)
    expect(screen.getByRole('heading', { name: 'Ukupno artikala: 3' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Artikl 1' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Artikl 1' }).getAttribute('href')).toBe('/product/set-za-kupanje')
    // The second line's product could not be fetched: its name stays, without a link.
    expect(screen.getByText('Artikl 2').closest('a')).toBeNull()
    expect(['Osnovica s PDV-om', 'Ukupno PDV', 'Dostava', 'Ukupno'].map((label) => valueOf(label))).toEqual(['20,00 €', '4,00 €', '4,99 €', '24,99 €'])
  })

  it("shows the spec's fallbacks for a missing contact, methods and amounts, and 'Nema statusa' for an unknown status", async () => {
    const bare = wireOrder(5, 1, {
      paymentStatus: 'lost',
      paymentType: null,
      baseAmount: null,
      taxAmount: null,
      finalAmount: null,
      deliveryAmount: null,
      extendedDetails: null,
      deliveryMethod: null,
      paymentMethod: null,
    })
    renderHistory(accountState({ details: { '5': bare }, products: [wireProduct(100, 'Set za kupanje')] }), { orderId: '5' })

    expect(await screen.findByRole('heading', { name: 'Narudžba 2026-000005' })).toBeTruthy()
    for (const text of ['Nema kontakt imena', 'Nema kontakt e-mail', 'Nema kontakt adrese', 'Metoda dostave nije dostupna', 'Metoda plaćanja nedostupna']) {
      expect(screen.getByText(text)).toBeTruthy()
    }
    expect(screen.getByText(/Nema statusa/)).toBeTruthy()
    expect(['Osnovica s PDV-om', 'Ukupno PDV', 'Dostava', 'Ukupno'].map((label) => valueOf(label))).toEqual(['0 EUR', '0 EUR', '0 EUR', '0 EUR'])
  })

  it('says an order that cannot be loaded could not be loaded, with the way back to the list', async () => {
    renderHistory(accountState({ orders: nineOrders() }), { orderId: '404' })
    expect(await screen.findByText('Narudžbu nije moguće učitati.')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Povratak/ }).getAttribute('href')).toBe('/profil?tab=order_history')
    expect(rows()).toEqual([])
  })
})
