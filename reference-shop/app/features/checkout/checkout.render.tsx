import { createCartService } from '@vitrina/sdk'
// Rendering the checkout page in component tests: the fixture's cart, the checkout backend, and the steps a
// shopper goes through, by label and role.
import { act, configure, fireEvent, screen, within } from '@testing-library/react'
import { cartSnapshot } from '../../testing/cart.fixture'
import { renderWithShop, type ShopRender, type TestBackend } from '../../testing/shop.fixture'
import { CheckoutPage } from './checkout-page'
import type { CheckoutConsentOption } from './checkout.form'
import { CART_COOKIES, checkoutBackend, type CheckoutBackendOptions } from './checkout.testing'

// A step waits for a few calls through the real SDK; on a busy machine that takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 })

export const RETURN_URLS = { successURL: 'http://shop.test/naplata/uspjesna', failureURL: 'http://shop.test/checkout/failure' }

export interface RenderCheckoutOptions extends CheckoutBackendOptions {
  cookies?: Record<string, string>
  consents?: CheckoutConsentOption[] | null
  /** Answers before the checkout backend, for a call a test wants to change. */
  override?: TestBackend
}

/** The checkout page of a shopper with one line in the cart, the allowed countries loaded. */
export async function renderCheckout(options: RenderCheckoutOptions = {}): Promise<ShopRender> {
  const backend = checkoutBackend(options)
  const view = renderWithShop(<CheckoutPage returnUrls={RETURN_URLS} consents={options.consents} />, {
    path: '/naplata',
    cookies: { ...CART_COOKIES, ...options.cookies },
    backend: async (call) => (await options.override?.(call)) ?? backend(call),
  })
  act(() => createCartService(view.shop).hydrate(cartSnapshot(1)))
  await screen.findByRole('option', { name: 'Hrvatska' })
  return view
}

/** Types into the field with this label, inside `scope` when given (the billing address repeats the labels). */
export function type(label: string, value: string, scope: HTMLElement = document.body): void {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })
}

/** The delivery address of a guest, valid by the spec's rules. */
export function fillDeliveryAddress(): void {
  type('Ime', 'Ana')
  type('Prezime', 'Horvat')
  type('E-mail', 'ana@example.hr')
  type('Telefon', '+385 91 234 5678')
  type('Ulica', 'Ilica')
  type('Kućni broj', '10')
  type('Poštanski broj', '10000')
  type('Grad', 'Zagreb')
}

/** Submits the address step and waits for the shipping step. */
export async function toShipping(): Promise<void> {
  fillDeliveryAddress()
  fireEvent.click(screen.getByRole('button', { name: 'Nastavi na dostavu' }))
  await screen.findByRole('button', { name: 'Nastavi na plaćanje' })
}

/** Chooses the courier and waits for the payment step. */
export async function toPayment(): Promise<void> {
  await toShipping()
  fireEvent.click(screen.getByLabelText(/Dostava kurirom/))
  fireEvent.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }))
  await screen.findByRole('button', { name: 'Potvrdi narudžbu' })
}

/** The calls to one path. */
export function callsTo(view: ShopRender, path: string) {
  return view.calls.filter((call) => call.path === path)
}
