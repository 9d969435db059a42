// Isolated (vitest.isolated.config.ts): the cart checkout side's module is mocked to fail to load, which must not reach
// other files.
import { createCartService, MESSAGE_KEYS } from '@vitrina/sdk'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cartSnapshot, couponBackend } from '../../testing/cart.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { CouponForm } from './coupon-form'

vi.mock('./cart-checkout.service', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('CouponForm without the cart checkout side', () => {
  it("shows 'something went wrong', sends nothing and lets the shopper try again when the side cannot load", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { shop, calls } = renderWithShop(<CouponForm />, { path: '/kosarica', backend: couponBackend(2) })
    act(() => createCartService(shop).hydrate(cartSnapshot(2)))
    const notices: string[] = []
    shop.notices.listen((notice) => notices.push(notice.key))

    fireEvent.change(screen.getByLabelText('Kod kupona'), { target: { value: 'DOBRODOSLI10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))

    await waitFor(() => expect(notices).toEqual([MESSAGE_KEYS.somethingWentWrong]))
    expect(await screen.findByRole('button', { name: 'Primijeni' })).toHaveProperty('disabled', false)
    expect(calls.filter((call) => call.path.endsWith('/applyCoupon'))).toEqual([])
    expect(warn).toHaveBeenCalledWith('The cart checkout side could not be loaded', expect.any(Error))
    warn.mockRestore()
  })
})
