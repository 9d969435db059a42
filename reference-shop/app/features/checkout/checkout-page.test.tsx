import { createCartService } from '@vitrina/sdk'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cartSnapshot } from '../../testing/cart.fixture'
import { callsTo, renderCheckout, RETURN_URLS, toPayment, toShipping, type } from './checkout.render'
import { CARD, HPF_HTML } from './checkout.testing'
import { PURCHASE_STASH_KEY } from './purchase.stash'
import type { PayPalNamespace } from './paypal.script'

// Each test walks the steps through the real SDK: several calls per step.
vi.setConfig({ testTimeout: 20_000 })

const location = () => screen.getByTestId('location').textContent
const payWith = async (name: string) => {
  fireEvent.click(screen.getByLabelText(name))
  await waitFor(() => expect((screen.getByLabelText(name) as HTMLInputElement).checked).toBe(true))
}
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Potvrdi narudžbu' }))
const CONSENTS = [
  { id: 1, uniqueNumber: '1001', displayName: 'Prihvaćam uvjete kupnje', required: true },
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka', required: true },
  { id: 3, uniqueNumber: '1003', displayName: 'Želim primati newsletter', required: false },
]

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  window.sessionStorage.clear()
  delete window.paypal
  document.body.replaceChildren()
})

describe('the shipping step', () => {
  it('lists the delivery methods with their price including VAT, with a decimal comma', async () => {
    await renderCheckout()
    await toShipping()
    // Spec §9: 3.99 net at 25 % is 4.99.
    expect(screen.getByLabelText(/Dostava kurirom/).closest('div')?.textContent).toContain('4,99 €')
    expect(screen.getByLabelText(/Preuzimanje u poslovnici/).closest('div')?.textContent).toContain('Besplatno')
  })

  it('asks for a method before going on', async () => {
    const view = await renderCheckout()
    await toShipping()
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }))
    await screen.findByText('Odaberite način dostave prije nastavka.')
    expect(callsTo(view, '/api/v2/ecommerce/delivery/saveDeliveryMethod')).toEqual([])
  })

  it('shows the pickup branches with address and hours, and requires one', async () => {
    const view = await renderCheckout()
    await toShipping()
    fireEvent.click(screen.getByLabelText(/Preuzimanje u poslovnici/))
    const branches = screen.getByRole('group', { name: 'Odaberite poslovnicu za preuzimanje' })
    const zagreb = within(branches).getByLabelText('Vitrina Zagreb').closest('div')!
    expect(zagreb.textContent).toContain('Ilica 45, 10000 Zagreb')
    expect(zagreb.textContent).toContain('Ponedjeljak – Petak08:00–20:00')
    expect(zagreb.textContent).toContain('Subota08:00–14:00')

    fireEvent.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }))
    await screen.findByText('Odaberite poslovnicu za preuzimanje prije nastavka.')
    expect(callsTo(view, '/api/v2/ecommerce/delivery/saveDeliveryMethod')).toEqual([])

    fireEvent.click(within(branches).getByLabelText('Vitrina Split'))
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }))
    await screen.findByRole('button', { name: 'Potvrdi narudžbu' })
    expect(callsTo(view, '/api/v2/ecommerce/delivery/saveDeliveryMethod')[0]?.body).toMatchObject({ deliveryMethodId: 2, branchId: 12 })
    expect(screen.getByRole('region', { name: '2. Način dostave' }).textContent).toContain('Preuzimanje u poslovnici: Vitrina Split')
  })

  it('empties the list when the server refuses it and offers to try again', async () => {
    await renderCheckout({ deliveryFailure: { status: 500, message: 'Internal error.' } })
    fillAndSubmitAddress()
    await screen.findByText('Trenutačno nema dostupnih načina dostave.')
    expect(screen.getByRole('button', { name: 'Pokušaj ponovno' })).toBeTruthy()
  })

  it('goes back to the address with everything typed still there', async () => {
    await renderCheckout()
    await toShipping()
    fireEvent.click(screen.getByRole('button', { name: 'Promijeni: Adresa dostave' }))
    expect((screen.getByLabelText('Ulica') as HTMLInputElement).value).toBe('Ilica')
    expect(screen.queryByRole('button', { name: 'Nastavi na plaćanje' })).toBeNull()
  })

  it('scrolls the step that opened into view 144 px below the top, once its 500 ms have passed', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    await renderCheckout()
    vi.spyOn(screen.getByRole('region', { name: '2. Način dostave' }), 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fillAndSubmitAddress()
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Nastavi na plaćanje' })).toBeTruthy())
    expect(scrollTo).not.toHaveBeenCalled()

    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 600 + window.scrollY - 144, behavior: 'smooth' })
  })
})

function fillAndSubmitAddress() {
  for (const [label, value] of [
    ['Ime', 'Ana'],
    ['Prezime', 'Horvat'],
    ['E-mail', 'ana@example.hr'],
    ['Telefon', '091 234 5678'],
    ['Ulica', 'Ilica'],
    ['Kućni broj', '10'],
    ['Poštanski broj', '10000'],
    ['Grad', 'Zagreb'],
  ] as const)
    type(label, value)
  fireEvent.click(screen.getByRole('button', { name: 'Nastavi na dostavu' }))
}

describe('the payment step and the order', () => {
  it('asks for a payment method before the order', async () => {
    const view = await renderCheckout()
    await toPayment()
    placeOrder()
    await screen.findByText('Odaberite način plaćanja prije nastavka.')
    expect(callsTo(view, '/api/v2/ecommerce/order/create')).toEqual([])
  })

  it('places a cash order with the messages and return URLs, and opens the thank-you page', async () => {
    const view = await renderCheckout()
    type('Napomena uz narudžbu', 'Molim nazvati prije dostave.')
    fireEvent.click(screen.getByLabelText('Narudžba je poklon'))
    type('Za', 'Marko')
    type('Poruka uz poklon', 'Sretan rođendan!')
    await toPayment()
    // The summary follows the saved delivery.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Vaša narudžba' }).textContent).toContain('24,99 €'))
    await payWith('Plaćanje pouzećem')
    placeOrder()

    await waitFor(() => expect(location()).toBe('/naplata/uspjesna?orderSlug=2026-000143-ab12cd34'))
    expect(callsTo(view, '/api/v2/ecommerce/order/create').map((call) => call.body)).toEqual([
      {
        userId: 9,
        cartId: 5,
        protectCode: 'secret',
        orderMessage: 'Molim nazvati prije dostave.',
        giftMessage: 'Sretan rođendan!',
        to: 'Marko',
        ...RETURN_URLS,
      },
    ])
    expect(createCartService(view.shop).$session.get()).toBeNull()
    const stashed = JSON.parse(window.sessionStorage.getItem(PURCHASE_STASH_KEY) ?? 'null') as { orderSlug: string; cart: { prices: { orderTotal: number } } }
    expect([stashed.orderSlug, stashed.cart.prices.orderTotal]).toEqual(['2026-000143-ab12cd34', 24.99])
  })

  it('sends one order for a double click and keeps the button disabled while it is placed', async () => {
    let release = () => {}
    const view = await renderCheckout({ orderGate: new Promise<void>((resolve) => (release = resolve)) })
    await toPayment()
    await payWith('Plaćanje pouzećem')
    const button = screen.getByRole('button', { name: 'Potvrdi narudžbu' }) as HTMLButtonElement
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe('Šaljem narudžbu…'))
    expect(button.disabled).toBe(true)
    fireEvent.click(button)
    release()
    await waitFor(() => expect(location()).toMatch(/^\/naplata\/uspjesna/))
    expect(callsTo(view, '/api/v2/ecommerce/order/create')).toHaveLength(1)
  })

  it('stops the order when a price changed meanwhile, says the cart was updated and shows the new price', async () => {
    const view = await renderCheckout({ serverPrice: 25 })
    await toPayment()
    await payWith('Plaćanje pouzećem')
    placeOrder()

    const notice = await screen.findByText('Košarica je u međuvremenu ažurirana, provjerite cijene.')
    expect(notice.getAttribute('role')).toBe('status')
    expect(callsTo(view, '/api/v2/ecommerce/order/create')).toEqual([])
    expect(location()).toBe('/naplata')
    expect(screen.getByRole('region', { name: 'Vaša narudžba' }).textContent).toContain('25,00 €')
    expect((screen.getByRole('button', { name: 'Potvrdi narudžbu' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('alerts when the member card is no longer valid and places no order', async () => {
    const view = await renderCheckout({ memberCardValid: false })
    await toPayment()
    await payWith('Plaćanje pouzećem')
    placeOrder()
    expect((await screen.findByRole('alert')).textContent).toBe('Članska kartica više nije valjana.')
    expect(callsTo(view, '/api/v2/ecommerce/order/create')).toEqual([])
  })

  it('appends the payment provider’s form and submits it for a card, keeping the cart session', async () => {
    const submitted: HTMLFormElement[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this)
    })
    const view = await renderCheckout()
    await toPayment()
    await payWith(CARD.name)
    placeOrder()

    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(submitted[0]!.action).toBe('http://sandbox.test/__payments/hpf/143')
    expect(document.body.contains(submitted[0]!)).toBe(true)
    expect(HPF_HTML).toContain(submitted[0]!.id)
    expect(createCartService(view.shop).$session.get()).not.toBeNull()
    expect(screen.getByText('Preusmjeravamo vas na stranicu za plaćanje…')).toBeTruthy()
    expect(JSON.parse(window.sessionStorage.getItem(PURCHASE_STASH_KEY)!).orderSlug).toBe('2026-000143-ab12cd34')
  })

  it('skips the payment step when the only method is the hosted card form, and goes to the provider', async () => {
    const submitted: HTMLFormElement[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this)
    })
    const view = await renderCheckout({ payment: [CARD] })
    await toShipping()
    fireEvent.click(screen.getByLabelText(/Dostava kurirom/))
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }))

    await waitFor(() => expect(submitted.map((form) => form.action)).toEqual(['http://sandbox.test/__payments/hpf/143']))
    expect(callsTo(view, '/api/v2/ecommerce/payment/savePaymentMethod')[0]?.body).toMatchObject({ paymentMethodId: CARD.id })
    expect(screen.queryByRole('button', { name: 'Potvrdi narudžbu' })).toBeNull()
  })

  it('renders the PayPal buttons, completes the approved payment and opens the returned page', async () => {
    let options: Parameters<PayPalNamespace['Buttons']>[0] | undefined
    const render = vi.fn()
    window.paypal = {
      Buttons: (given) => {
        options = given
        return { render }
      },
    }
    const view = await renderCheckout()
    await toPayment()
    await payWith('PayPal')
    placeOrder()

    await screen.findByText('Dovršite plaćanje putem PayPala.')
    await waitFor(() => expect(render).toHaveBeenCalledTimes(1))
    expect(await options!.createOrder()).toBe('PAYID-SANDBOX-143')
    await act(() =>
      options!.onApprove({ orderID: 'PAYID-SANDBOX-143' }, { order: { capture: async () => ({ id: 'PAYID-SANDBOX-143', status: 'COMPLETED' }) } }),
    )

    await waitFor(() => expect(location()).toBe('/naplata/uspjesna?orderSlug=2026-000143-ab12cd34'))
    expect(callsTo(view, '/api/v2/ecommerce/order/pgSuccess/143')[0]?.body).toEqual({
      details: { id: 'PAYID-SANDBOX-143', status: 'COMPLETED' },
      internalRedirect: true,
    })
    expect(createCartService(view.shop).$session.get()).toBeNull()
  })

  it('cancels the order after a cancel at PayPal: back at choosing how to pay, the cart kept, a notice says so', async () => {
    let options: Parameters<PayPalNamespace['Buttons']>[0] | undefined
    window.paypal = { Buttons: (given) => ((options = given), { render: () => {} }) }
    const view = await renderCheckout()
    await toPayment()
    await payWith('PayPal')
    placeOrder()
    await waitFor(() => expect(options).toBeDefined())
    const notices: string[] = []
    view.shop.notices.listen((notice) => notices.push(notice.key))
    await act(async () => options!.onCancel?.({ orderID: 'PAYID-SANDBOX-143' }))

    await waitFor(() => expect(callsTo(view, '/api/v2/ecommerce/order/pgCancel/143')).toHaveLength(1))
    await screen.findByRole('button', { name: 'Potvrdi narudžbu' })
    expect(screen.queryByText('Dovršite plaćanje putem PayPala.')).toBeNull()
    expect(notices).toEqual(['core.notifications.checkoutFailureTitle'])
    expect(createCartService(view.shop).$session.get()).not.toBeNull()
    expect(location()).toBe('/naplata')
  })

  it('logs the ticked consents with the shopper’s e-mail once the order is created, then opens the thank-you page', async () => {
    const view = await renderCheckout({ consents: CONSENTS })
    fireEvent.click(screen.getByLabelText('Prihvaćam uvjete kupnje *'))
    fireEvent.click(screen.getByLabelText('Privola za obradu osobnih podataka *'))
    fireEvent.click(screen.getByLabelText('Želim primati newsletter'))
    await toPayment()
    await payWith('Plaćanje pouzećem')
    expect(callsTo(view, '/api/v1/privacy/web/consent/log/create')).toEqual([])
    placeOrder()

    await waitFor(() => expect(location()).toBe('/naplata/uspjesna?orderSlug=2026-000143-ab12cd34'))
    const paths = view.calls.map((call) => call.path)
    expect(paths.indexOf('/api/v1/privacy/web/consent/log/create')).toBeGreaterThan(paths.indexOf('/api/v2/ecommerce/order/create'))
    expect(callsTo(view, '/api/v1/privacy/web/consent/log/create').map((call) => call.body)).toEqual([
      {
        status: 'accepted',
        statusTimestamp: expect.any(String),
        sourceType: 'cmsSite',
        consents: [1, 2, 3],
        user: { userType: 'webUser', email: 'ana@example.hr' },
      },
    ])
  })

  it('logs the consents before it leaves for the card payment page', async () => {
    const submitted: string[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(view.calls.some((call) => call.path === '/api/v1/privacy/web/consent/log/create') ? 'after the log' : 'before the log')
    })
    const view = await renderCheckout({ consents: CONSENTS.slice(0, 2) })
    fireEvent.click(screen.getByLabelText('Prihvaćam uvjete kupnje *'))
    fireEvent.click(screen.getByLabelText('Privola za obradu osobnih podataka *'))
    await toPayment()
    await payWith(CARD.name)
    placeOrder()
    await waitFor(() => expect(submitted).toEqual(['after the log']))
  })

  it('still completes the order when the consent log fails, saying so', async () => {
    const view = await renderCheckout({ consents: CONSENTS.slice(0, 1), consentLogFailure: true })
    const notices: string[] = []
    view.shop.notices.listen((notice) => notices.push(notice.key))
    fireEvent.click(screen.getByLabelText('Prihvaćam uvjete kupnje *'))
    await toPayment()
    await payWith('Plaćanje pouzećem')
    placeOrder()
    await waitFor(() => expect(location()).toBe('/naplata/uspjesna?orderSlug=2026-000143-ab12cd34'))
    expect(notices).toEqual(['core.notifications.consentLogFailed'])
  })

  it('logs a PayPal order’s consents once, when the order is created, not again when the payment completes', async () => {
    let options: Parameters<PayPalNamespace['Buttons']>[0] | undefined
    window.paypal = { Buttons: (given) => ((options = given), { render: () => {} }) }
    const view = await renderCheckout({ consents: CONSENTS.slice(0, 1) })
    fireEvent.click(screen.getByLabelText('Prihvaćam uvjete kupnje *'))
    await toPayment()
    await payWith('PayPal')
    placeOrder()
    await waitFor(() => expect(options).toBeDefined())
    expect(callsTo(view, '/api/v1/privacy/web/consent/log/create')).toHaveLength(1)

    await act(() =>
      options!.onApprove({ orderID: 'PAYID-SANDBOX-143' }, { order: { capture: async () => ({ id: 'PAYID-SANDBOX-143', status: 'COMPLETED' }) } }),
    )
    await waitFor(() => expect(location()).toBe('/naplata/uspjesna?orderSlug=2026-000143-ab12cd34'))
    expect(callsTo(view, '/api/v1/privacy/web/consent/log/create')).toHaveLength(1)
  })

  it('logs nothing when the shopper ticked no consent', async () => {
    const view = await renderCheckout({ consents: CONSENTS.slice(2) })
    await toPayment()
    await payWith('Plaćanje pouzećem')
    placeOrder()
    await waitFor(() => expect(location()).toMatch(/^\/naplata\/uspjesna/))
    expect(callsTo(view, '/api/v1/privacy/web/consent/log/create')).toEqual([])
  })

  it('goes back from payment to shipping and to the address', async () => {
    await renderCheckout()
    await toPayment()
    fireEvent.click(screen.getByRole('button', { name: 'Promijeni: Način dostave' }))
    expect(screen.getByRole('button', { name: 'Nastavi na plaćanje' })).toBeTruthy()
    await toPaymentAgain()
    fireEvent.click(screen.getByRole('button', { name: 'Promijeni: Adresa dostave' }))
    expect(screen.getByRole('button', { name: 'Nastavi na dostavu' })).toBeTruthy()
  })
})

async function toPaymentAgain() {
  fireEvent.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }))
  await screen.findByRole('button', { name: 'Potvrdi narudžbu' })
}

describe('an empty cart', () => {
  it('sends the shopper to the cart page', async () => {
    const view = await renderCheckout()
    act(() => createCartService(view.shop).hydrate(cartSnapshot(0)))
    await waitFor(() => expect(location()).toBe('/kosarica'))
  })
})
