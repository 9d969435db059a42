import { createCartService } from '@vitrina/sdk'
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartSnapshot, couponBackend } from '../../testing/cart.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { CouponForm } from './coupon-form'

function applyCode(code: string) {
  fireEvent.change(screen.getByLabelText('Kod kupona'), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Primijeni' }))
}

describe('CouponForm', () => {
  it("reads 'Dodajem...' and is disabled while the coupon is applied, then shows the code and the negative amount", async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { shop } = renderWithShop(<CouponForm />, { path: '/kosarica', backend: couponBackend(2, gate) })
    act(() => createCartService(shop).hydrate(cartSnapshot(2)))

    applyCode('DOBRODOSLI10')

    const busy = await screen.findByRole('button', { name: 'Dodajem...' })
    expect(busy).toHaveProperty('disabled', true)
    await act(async () => release())
    await screen.findByText('DOBRODOSLI10')
    expect(screen.getByText('-4,00 €')).toBeTruthy()
  })

  it('says that the coupon is not valid when the server does not know it', async () => {
    const { shop } = renderWithShop(<CouponForm />, { path: '/kosarica', backend: couponBackend(2) })
    act(() => createCartService(shop).hydrate(cartSnapshot(2)))

    applyCode('NEPOSTOJI')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Unešeni kupon nije valjan, probajte sa drugim kuponom.')
    expect(screen.getByRole('button', { name: 'Primijeni' })).toHaveProperty('disabled', false)
  })

  it('removes an applied coupon and clears the field', async () => {
    const { shop, calls } = renderWithShop(<CouponForm />, { path: '/kosarica', backend: couponBackend(2) })
    act(() => createCartService(shop).hydrate(cartSnapshot(2, 'DOBRODOSLI10')))

    fireEvent.click(screen.getByRole('button', { name: 'Ukloni kupon' }))

    const field = await screen.findByLabelText('Kod kupona')
    expect(field).toHaveProperty('value', '')
    expect(calls.map((call) => call.path)).toContain('/api/v2/ecommerce/cart/removeCoupon')
  })
})
