import { createCartService, createCheckoutService } from '@vitrina/sdk'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cartOf } from '../../testing/cart.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { CheckoutSuccessPage } from './checkout-success-page'
import { CART_COOKIES } from './checkout.testing'
import { rememberPurchase } from './purchase.stash'

const SLUG = '2026-000143-ab12cd34'

describe('the thank-you page', () => {
  afterEach(() => {
    window.sessionStorage.clear()
    delete window.dataLayer
  })

  it('shows the order number from orderSlug, thanks and a link home', () => {
    renderWithShop(<CheckoutSuccessPage />, { path: `/naplata/uspjesna?orderSlug=${SLUG}` })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hvala na narudžbi!')
    expect(screen.getByText(SLUG).closest('p')?.textContent).toBe(`Broj narudžbe: ${SLUG}`)
    expect(screen.getByRole('link', { name: 'Povratak na početnu' }).getAttribute('href')).toBe('/')
  })

  it('pushes the purchase event of the order placed in this tab once, and forgets the paid cart’s session', async () => {
    rememberPurchase(SLUG, cartOf(1))
    const { shop, storage, unmount } = renderWithShop(<CheckoutSuccessPage />, { path: `/naplata/uspjesna?orderSlug=${SLUG}`, cookies: CART_COOKIES })

    await waitFor(() => expect(window.dataLayer).toHaveLength(1))
    expect(window.dataLayer![0]).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: SLUG, value: 20, currency: 'EUR', coupon: 'none' } })
    expect(createCartService(shop).$session.get()).toBeNull()
    expect([storage.get('cartId'), storage.get('protectCode')]).toEqual([undefined, undefined])
    expect(createCheckoutService(shop).$state.get()).toMatchObject({ state: 'completed', completion: { orderSlug: SLUG } })

    unmount()
    renderWithShop(<CheckoutSuccessPage />, { path: `/naplata/uspjesna?orderSlug=${SLUG}` })
    expect(window.dataLayer).toHaveLength(1)
  })

  it('leaves the cart alone without an order slug', () => {
    const { shop } = renderWithShop(<CheckoutSuccessPage />, { path: '/naplata/uspjesna', cookies: CART_COOKIES })
    expect(createCartService(shop).$session.get()).toEqual({ cartId: '5', protectCode: 'secret' })
    expect(screen.queryByText(/Broj narudžbe/)).toBeNull()
  })
})
