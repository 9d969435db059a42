import { createCartService } from '@vitrina/sdk'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LoginPage } from '../auth/login-page'
import { loginAnswer } from '../../testing/auth.fixture'
import { CART_SESSION, cartOf } from '../../testing/cart.fixture'
import { renderWithShop, type RecordedCall } from '../../testing/shop.fixture'

/** The shopper left a cart of 2 pieces behind: the contract's getAbandoned names it, getCart reads it. */
function abandonedCart(call: RecordedCall): Response | undefined {
  if (call.path === '/api/v2/ecommerce/checkout/cart/getAbandoned')
    return Response.json({ data: { id: CART_SESSION.cartId, protectCode: CART_SESSION.protectCode, session: 'session-5' } })
  if (call.path === '/api/v2/ecommerce/cart/getCart') return Response.json({ data: cartOf(2) })
  return loginAnswer(call)
}

describe('after a login', () => {
  it('resumes the abandoned cart of the shopper (storefront spec §4: login success fetches the abandoned cart)', async () => {
    const { shop, calls } = renderWithShop(<LoginPage />, { path: '/prijava', backend: abandonedCart })

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'kupac@vitrina.test' } })
    fireEvent.change(screen.getByLabelText('Lozinka'), { target: { value: 'Kupac123!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Prijavi se' }))

    await waitFor(() => expect(createCartService(shop).$itemCount.get()).toBe(2))
    expect(createCartService(shop).$session.get()).toEqual(CART_SESSION)
    expect(calls.map((call) => call.path)).toContain('/api/v2/ecommerce/checkout/cart/getAbandoned')
  })
})
