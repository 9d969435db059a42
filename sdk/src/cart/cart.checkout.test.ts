import { http as mock, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER } from '../../test/auth.backend'
import { authShop } from '../../test/auth.setup'
import { cartBackend } from '../../test/cart.backend'
import { cartShop, simple } from '../../test/cart.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { sdkMessages } from '../messages/messages.catalog'
import { memoryStorage } from '../storage/storage.memory'
import { createCartCheckoutService } from './cart.checkout'
import { createCartService } from './cart.service'

useMswServer()
afterEach(() => {
  vi.restoreAllMocks()
})

const callsTo = (path: string) => seen.filter((request) => pathOf(request) === path)

async function shopWithLine(options: Parameters<typeof cartShop>[0] = {}) {
  const setup = cartShop(options)
  await setup.cart.add(simple(7), 2)
  setup.notices.length = 0
  seen.length = 0
  return setup
}

describe('a coupon', () => {
  it('is applied and signalled, with $applyingCoupon true only while it is pending', async () => {
    const { cartCheckout, events } = await shopWithLine()
    const states: boolean[] = []
    cartCheckout.$applyingCoupon.listen((value) => states.push(value))
    const applied = await cartCheckout.applyCoupon(' DOBRODOSLI10 ')
    expect(applied.ok && applied.data.couponCode).toBe('DOBRODOSLI10')
    expect(await callsTo('/api/v2/ecommerce/cart/applyCoupon')[0]!.json()).toEqual({ cartId: 1, protectCode: 'secret-1', couponCode: 'DOBRODOSLI10' })
    expect(states).toEqual([true, false])
    expect(events).toEqual([{ type: 'couponApplied', code: 'DOBRODOSLI10' }])
  })

  it("removes the coupon and signals the error 'Coupon not found!' (the spec text in Croatian) for an unknown code", async () => {
    const { cart, cartCheckout, events } = await shopWithLine()
    await cartCheckout.applyCoupon('DOBRODOSLI10')
    const failed = await cartCheckout.applyCoupon('NEPOSTOJI')
    expect(failed.ok ? null : failed.error.code).toBe('COUPON_NOT_FOUND')
    expect(cart.$cart.get()!.coupon).toBeNull()
    expect(events.at(-1)).toEqual({ type: 'couponError', messageKey: 'Coupon not found!' })
    expect(sdkMessages.hr['Coupon not found!']).toBe('Unešeni kupon nije valjan, probajte sa drugim kuponom.')
  })

  it('treats a reply without a coupon as an error', async () => {
    const { cartCheckout, events } = await shopWithLine()
    server.use(
      mock.post(`${API}/api/v2/ecommerce/cart/applyCoupon`, async () => {
        const reply = await (
          await fetch(`${API}/api/v2/ecommerce/cart/getCart`, { method: 'POST', body: JSON.stringify({ cartId: 1, protectCode: 'secret-1' }) })
        ).json()
        return HttpResponse.json(reply)
      }),
    )
    const result = await cartCheckout.applyCoupon('DOBRODOSLI10')
    expect(result.ok).toBe(false)
    expect(events).toEqual([{ type: 'couponError', messageKey: 'Coupon not found!' }])
  })

  it('needs a non-empty code and sends nothing without one', async () => {
    const { cartCheckout, events } = await shopWithLine()
    expect((await cartCheckout.applyCoupon('  ')).ok).toBe(false)
    expect(events).toEqual([{ type: 'couponError', messageKey: 'validation.required' }])
    expect(seen).toHaveLength(0)
  })

  it('needs a cart session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { cartCheckout } = cartShop()
    expect((await cartCheckout.applyCoupon('DOBRODOSLI10')).ok).toBe(false)
    expect(seen).toHaveLength(0)
  })

  it('is removed on request and signalled', async () => {
    const { cartCheckout, events } = await shopWithLine()
    await cartCheckout.applyCoupon('DOBRODOSLI10')
    const removed = await cartCheckout.removeCoupon()
    expect(removed.ok && removed.data.coupon).toBeNull()
    expect(events.at(-1)).toEqual({ type: 'couponRemoved', reason: 'removed' })
  })
})

describe('a member card', () => {
  async function loggedIn() {
    const setup = await shopWithLine()
    await setup.shop.auth.login(SHOPPER)
    setup.notices.length = 0
    seen.length = 0
    return setup
  }

  it('is refused without a logged-in user and nothing is sent', async () => {
    const { cartCheckout } = await shopWithLine()
    const result = await cartCheckout.applyMemberCard('2900000000018')
    expect(result.ok ? null : result.error.code).toBe('UNAUTHENTICATED')
    expect(seen).toHaveLength(0)
  })

  it('signals an empty barcode', async () => {
    const { cartCheckout, events } = await loggedIn()
    expect((await cartCheckout.applyMemberCard(' ')).ok).toBe(false)
    expect(events).toEqual([{ type: 'memberCardEmpty' }])
    expect(seen).toHaveLength(0)
  })

  it('is applied, saved on a user without one, the user refetched, and remembered in a cookie', async () => {
    const { cartCheckout, storage, noticeKeys } = await loggedIn()
    server.use(mock.patch(`${API}/api/v1/user/web/update`, () => HttpResponse.json({ data: { ok: true } })))
    expect(await cartCheckout.applyMemberCard('2900000000018')).toEqual({ ok: true, data: 'applied' })
    expect(seen.map((request) => `${request.method} ${pathOf(request)}`)).toEqual([
      'POST /api/v2/ecommerce/cart/applyMemberCard',
      'PATCH /api/v1/user/web/update',
      'GET /api/v1/user/web/profile',
    ])
    expect(await callsTo('/api/v1/user/web/update')[0]!.json()).toEqual({ email: SHOPPER.username, memberCardBarcode: '2900000000018' })
    expect(storage.get('memberCardBarcode')).toBe('2900000000018')
    expect(noticeKeys()).toEqual(['core.notifications.memberCardApplied'])
  })

  it('is skipped when it equals the stored cookie', async () => {
    const { cartCheckout, storage } = await loggedIn()
    storage.set('memberCardBarcode', '2900000000018')
    expect(await cartCheckout.applyMemberCard('2900000000018')).toEqual({ ok: true, data: 'skipped' })
    expect(seen).toHaveLength(0)
  })

  it('shows the membershipCardBarcodeInvalid error notice when the server refuses it', async () => {
    const { cartCheckout, notices, storage } = await loggedIn()
    expect((await cartCheckout.applyMemberCard('123')).ok).toBe(false)
    expect(notices.map((notice) => [notice.level, notice.key])).toEqual([['error', 'core.notifications.membershipCardBarcodeInvalid']])
    expect(storage.get('memberCardBarcode')).toBeUndefined()
  })
})

describe('the guest user', () => {
  it('is updated on the cart and its e-mail kept in the guestUser cookie', async () => {
    const { cartCheckout, storage } = await shopWithLine()
    const result = await cartCheckout.updateGuestUser({ email: 'gost@vitrina.test' })
    expect(result).toEqual({ ok: true, data: { id: 900, email: 'gost@vitrina.test' } })
    expect(await callsTo('/api/v2/ecommerce/cart/updateGuestUser')[0]!.json()).toEqual({ cartId: 1, protectCode: 'secret-1', email: 'gost@vitrina.test' })
    expect([storage.get('guestUser'), cartCheckout.$guestEmail.get()]).toEqual(['gost@vitrina.test', 'gost@vitrina.test'])
  })
})

describe('the abandoned cart', () => {
  it('is not asked for without a logged-in user', async () => {
    const { cartCheckout } = cartShop()
    expect(await cartCheckout.fetchAbandoned()).toEqual({ ok: true, data: null })
    expect(seen).toHaveLength(0)
  })

  it('keeps a cart the shopper filled before logging in', async () => {
    const { shop, backend } = await shopWithLine()
    const old = backend.seed([{ itemId: 500, productId: 9, qty: 2 }])
    backend.setAbandoned({ id: old.id, protectCode: old.protectCode, session: 's' })
    await shop.auth.login(SHOPPER)
    await createCartCheckoutService(shop).fetchAbandoned()
    expect(createCartService(shop).$session.get()).toEqual({ cartId: 1, protectCode: 'secret-1' })
  })

  it('is resumed after login when the shopper has no cart of their own', async () => {
    const { shop, backend } = cartShop()
    const old = backend.seed([{ itemId: 500, productId: 9, qty: 2 }])
    backend.setAbandoned({ id: old.id, protectCode: old.protectCode, session: 's' })
    await shop.auth.login(SHOPPER)
    expect(await createCartCheckoutService(shop).fetchAbandoned()).toEqual({ ok: true, data: { cartId: old.id, protectCode: old.protectCode } })
    expect(createCartService(shop).$session.get()).toEqual({ cartId: old.id, protectCode: old.protectCode })
    expect(createCartService(shop).$itemCount.get()).toBe(2)
  })

  it("is in the instance's snapshot when the checkout side was the first of the cart's services made (a server's login)", async () => {
    const { shop } = authShop()
    const backend = cartBackend()
    server.use(...backend.handlers)
    const old = backend.seed([{ itemId: 500, productId: 9, qty: 2 }])
    backend.setAbandoned({ id: old.id, protectCode: old.protectCode, session: 's' })
    await shop.auth.login(SHOPPER)
    await createCartCheckoutService(shop).fetchAbandoned()
    expect(shop.dehydrate().cart).toMatchObject({ session: { cartId: old.id, protectCode: old.protectCode }, cart: { items: [{ qty: 2 }] } })
  })

  it('only logs a failed fetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { shop, noticeKeys } = cartShop()
    server.use(mock.post(`${API}/api/v2/ecommerce/checkout/cart/getAbandoned`, () => HttpResponse.json({ message: 'Boom', statusCode: 500 }, { status: 500 })))
    await shop.auth.login(SHOPPER)
    const fetched = await createCartCheckoutService(shop).fetchAbandoned()
    expect(fetched.ok).toBe(false)
    expect(noticeKeys()).toEqual(['core.login.success'])
    expect(warn).toHaveBeenCalledWith('Fetching the abandoned cart failed', expect.objectContaining({ status: 500 }))
    expect(createCartService(shop).$session.get()).toBeNull()
  })
})

describe('the checkout cart change check', () => {
  it('finds no change when the server agrees with the local cart', async () => {
    const { cartCheckout, notices } = await shopWithLine()
    expect(await cartCheckout.checkForChanges()).toEqual({ ok: true, data: { changed: false, memberCardInvalid: false } })
    expect(notices).toEqual([])
  })

  it('replaces the local cart and shows cartUpdated for 12 s when a price changed meanwhile', async () => {
    let price = 10
    const { cart, cartCheckout, notices } = await shopWithLine({ price: () => price })
    price = 12
    expect(await cartCheckout.checkForChanges()).toEqual({ ok: true, data: { changed: true, memberCardInvalid: false } })
    expect(cart.$cart.get()!.items[0]!.prices.base.finalPrice).toBe(12)
    expect(notices.map((notice) => [notice.level, notice.key, notice.durationMs])).toEqual([['info', 'core.notifications.cartUpdated', 12000]])
  })

  it('signals member-card-not-valid with an alert and replaces the cart when the member card is no longer valid', async () => {
    const { cartCheckout, backend, events, notices } = await shopWithLine()
    backend.setValidateMemberCard(false)
    const checked = await cartCheckout.checkForChanges()
    expect(checked.ok && checked.data.memberCardInvalid).toBe(true)
    expect(events).toEqual([{ type: 'memberCardNotValid' }])
    expect(notices.map((notice) => notice.key)).toEqual(['core.notifications.memberCardNotValid'])
  })

  it('fails when the validation itself fails', async () => {
    const { cartCheckout } = await shopWithLine()
    server.use(mock.post(`${API}/api/v2/ecommerce/cart/validateCart`, () => HttpResponse.error()))
    const checked = await cartCheckout.checkForChanges()
    expect(checked.ok ? null : checked.error.code).toBe('NETWORK_ERROR')
  })

  it('clears a restored session the server does not know when checking', async () => {
    const { cart, cartCheckout } = cartShop({ storage: memoryStorage({ cartId: '77', protectCode: 'x' }) })
    const checked = await cartCheckout.checkForChanges()
    expect(checked.ok).toBe(false)
    expect(cart.$session.get()).toBeNull()
  })
})
