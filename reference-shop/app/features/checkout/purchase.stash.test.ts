import { afterEach, describe, expect, it } from 'vitest'
import { cartOf } from '../../testing/cart.fixture'
import { PURCHASE_STASH_KEY, pushToDataLayer, rememberPurchase, takePurchaseEvent } from './purchase.stash'

describe('the purchase event of the thank-you page', () => {
  afterEach(() => {
    window.sessionStorage.clear()
    delete window.dataLayer
  })

  it('is built once from the cart the order was placed with, as the spec lists it', () => {
    const cart = cartOf(2, 'DOBRODOSLI10')
    cart.items[0]!.productData.categories = [{ id: 12, name: 'Kolica' } as never]
    rememberPurchase('2026-000143-ab12cd34', cart)

    expect(takePurchaseEvent('2026-000143-ab12cd34')).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '2026-000143-ab12cd34',
        value: 36,
        tax: 7.2,
        currency: 'EUR',
        coupon: 'DOBRODOSLI10',
        items: [{ name: 'Kvarner Kids Nova sportska kolica', id: '1002', quantity: 2, category: 'Kolica', price: 20 }],
      },
    })
    expect(takePurchaseEvent('2026-000143-ab12cd34')).toBeNull()
  })

  it('is not built for another order or from damaged data', () => {
    rememberPurchase('2026-000143-ab12cd34', cartOf(1))
    expect(takePurchaseEvent('2026-000144-ffffffff')).toBeNull()
    window.sessionStorage.setItem(PURCHASE_STASH_KEY, '{not json')
    expect(takePurchaseEvent('2026-000143-ab12cd34')).toBeNull()
  })

  it('says coupon none without a coupon, and lands in window.dataLayer', () => {
    rememberPurchase('2026-000145-00000000', cartOf(1))
    const event = takePurchaseEvent('2026-000145-00000000')!
    expect(event.ecommerce.coupon).toBe('none')
    window.dataLayer = [{ event: 'gtm.js' }]
    pushToDataLayer(event)
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, event])
  })
})
