import { createCartService, createCheckoutService } from '@vitrina/sdk'
import { screen, waitFor } from '@testing-library/react'
import { useNotices } from '@vitrina/react'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { CheckoutFailurePage } from './checkout-failure-page'
import { CART_COOKIES } from './checkout.testing'

/** Rendered before the page, so it listens before the page's effect runs. */
function NoticeLog({ into }: { into: string[] }) {
  useNotices((notice) => into.push(`${notice.level}:${notice.key}`))
  return null
}

function renderFailure(path: string) {
  const notices: string[] = []
  const view = renderWithShop(
    <>
      <NoticeLog into={notices} />
      <CheckoutFailurePage />
    </>,
    { path, cookies: CART_COOKIES },
  )
  return { ...view, notices }
}

describe('the checkout failure page', () => {
  it('is titled with the failure and goes to the cart, keeping the cart session, with the title as a notice once', async () => {
    const { shop, storage, notices } = renderFailure('/checkout/failure')

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Plaćanje nije uspjelo')
    await waitFor(() => expect(notices).toEqual(['error:core.notifications.checkoutFailureTitle']))
    expect(screen.getByTestId('location').textContent).toBe('/kosarica')
    expect(createCartService(shop).$session.get()).toEqual({ cartId: '5', protectCode: 'secret' })
    expect(storage.get('cartId')).toBe('5')
    expect(createCheckoutService(shop).$state.get().state).toBe('failed')
  })

  it('goes to the cart of the path’s language', async () => {
    renderFailure('/sl/checkout/failure')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sl/kosarica'))
  })
})
