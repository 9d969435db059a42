import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartOf } from '../../testing/cart.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { CheckoutSummary } from '../checkout/checkout-summary'
import { CartSummary } from './cart-summary'

/** The delivery row's value, as the shopper reads it beside 'Dostava'. */
const deliveryValue = () => within(screen.getByText('Dostava').parentElement!).getByRole('definition').textContent

// Issue 17: before a delivery method is chosen, the summaries showed 'Dostava 0,00 €' beside the note saying how much
// is still missing for free delivery.
describe.each([
  ['the cart', CartSummary],
  ['the checkout', CheckoutSummary],
])('the delivery row of %s’s summary', (_name, Summary) => {
  it('says the price depends on the delivery method until one is chosen', () => {
    renderWithShop(<Summary cart={{ ...cartOf(1), deliveryMethodId: null }} />)
    expect(deliveryValue()).toBe('Ovisi o načinu dostave')
  })

  it('shows the price of the chosen method', () => {
    const cart = cartOf(1)
    renderWithShop(<Summary cart={{ ...cart, deliveryMethodId: 2, prices: { ...cart.prices, delivery: 4.5 } }} />)
    expect(deliveryValue()).toMatch(/^4,50\s€$/)
  })

  it('shows a free delivery for a cart of e-products only, which is sent by link', () => {
    renderWithShop(<Summary cart={{ ...cartOf(1), digitalOnly: true, deliveryMethodId: null }} />)
    expect(deliveryValue()).toMatch(/^0,00\s€$/)
  })
})
