import { http as mock, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER } from '../../test/auth.backend'
import { cartShop, simple } from '../../test/cart.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { sdkMessages } from '../messages/messages.catalog'
import { memoryStorage } from '../storage/storage.memory'
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
    const { cart, events } = await shopWithLine()
    const states: boolean[] = []
    cart.$applyingCoupon.listen((value) => states.push(value))
    const applied = await cart.applyCoupon(' DOBRODOSLI10 ')
    expect(applied.ok && applied.data.couponCode).toBe('DOBRODOSLI10')
    expect(await callsTo('/api/v2/ecommerce/cart/applyCoupon')[0]!.json()).toEqual({ cartId: 1, protectCode: 'secret-1', couponCode: 'DOBRODOSLI10' })
    expect(states).toEqual([true, false])
    expect(events).toEqual([{ type: 'couponApplied', code: 'DOBRODOSLI10' }])
  })

  it("removes the coupon and signals the error 'Coupon not found!' (the spec text in Croatian) for an unknown code", async () => {
    const { cart, events } = await shopWithLine()
    await cart.applyCoupon('DOBRODOSLI10')
    const failed = await cart.applyCoupon('NEPOSTOJI')
    expect(failed.ok ? null : failed.error.code).toBe('COUPON_NOT_FOUND')
    expect(cart.$cart.get()!.coupon).toBeNull()
    expect(events.at(-1)).toEqual({ type: 'couponError', messageKey: 'Coupon not found!' })
    expect(sdkMessages.hr['Coupon not found!']).toBe('Unešeni kupon nije valjan, probajte sa drugim kuponom.')
  })

  it('treats a reply without a coupon as an error', async () => {
    const { cart, events } = await shopWithLine()
    server.use(
      mock.post(`${API}/api/v2/ecommerce/cart/applyCoupon`, async () => {
        const reply = await (
          await fetch(`${API}/api/v2/ecommerce/cart/getCart`, { method: 'POST', body: JSON.stringify({ cartId: 1, protectCode: 'secret-1' }) })
        ).json()
        return HttpResponse.json(reply)
      }),
    )
    const result = await cart.applyCoupon('DOBRODOSLI10')
    expect(result.ok).toBe(false)
    expect(events).toEqual([{ type: 'couponError', messageKey: 'Coupon not found!' }])
  })

  it('needs a non-empty code and sends nothing without one', async () => {
    const { cart, events } = await shopWithLine()
    expect((await cart.applyCoupon('  ')).ok).toBe(false)
    expect(events).toEqual([{ type: 'couponError', messageKey: 'validation.required' }])
    expect(seen).toHaveLength(0)
  })

  it('needs a cart session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { cart } = cartShop()
    expect((await cart.applyCoupon('DOBRODOSLI10')).ok).toBe(false)
    expect(seen).toHaveLength(0)
  })

  it('is removed on request and signalled', async () => {
    const { cart, events } = await shopWithLine()
    await cart.applyCoupon('DOBRODOSLI10')
    const removed = await cart.removeCoupon()
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
    const { cart } = await shopWithLine()
    const result = await cart.applyMemberCard('2900000000018')
    expect(result.ok ? null : result.error.code).toBe('UNAUTHENTICATED')
    expect(seen).toHaveLength(0)
  })

  it('signals an empty barcode', async () => {
    const { cart, events } = await loggedIn()
    expect((await cart.applyMemberCard(' ')).ok).toBe(false)
    expect(events).toEqual([{ type: 'memberCardEmpty' }])
    expect(seen).toHaveLength(0)
  })

  it('is applied, saved on a user without one, the user refetched, and remembered in a cookie', async () => {
    const { cart, storage, noticeKeys } = await loggedIn()
    server.use(mock.patch(`${API}/api/v1/user/web/update`, () => HttpResponse.json({ data: { ok: true } })))
    expect(await cart.applyMemberCard('2900000000018')).toEqual({ ok: true, data: 'applied' })
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
    const { cart, storage } = await loggedIn()
    storage.set('memberCardBarcode', '2900000000018')
    expect(await cart.applyMemberCard('2900000000018')).toEqual({ ok: true, data: 'skipped' })
    expect(seen).toHaveLength(0)
  })

  it('shows the membershipCardBarcodeInvalid error notice when the server refuses it', async () => {
    const { cart, notices, storage } = await loggedIn()
    expect((await cart.applyMemberCard('123')).ok).toBe(false)
    expect(notices.map((notice) => [notice.level, notice.key])).toEqual([['error', 'core.notifications.membershipCardBarcodeInvalid']])
    expect(storage.get('memberCardBarcode')).toBeUndefined()
  })
})

describe('the guest user', () => {
  it('is updated on the cart and its e-mail kept in the guestUser cookie', async () => {
    const { cart, storage } = await shopWithLine()
    const result = await cart.updateGuestUser({ email: 'gost@vitrina.test' })
    expect(result).toEqual({ ok: true, data: { id: 900, email: 'gost@vitrina.test' } })
    expect(await callsTo('/api/v2/ecommerce/cart/updateGuestUser')[0]!.json()).toEqual({ cartId: 1, protectCode: 'secret-1', email: 'gost@vitrina.test' })
    expect([storage.get('guestUser'), cart.$guestEmail.get()]).toEqual(['gost@vitrina.test', 'gost@vitrina.test'])
  })
})

describe('the abandoned cart', () => {
  it('is not asked for without a logged-in user', async () => {
    const { cart } = cartShop()
    expect(await cart.fetchAbandoned()).toEqual({ ok: true, data: null })
    expect(seen).toHaveLength(0)
  })

  it('keeps a cart the shopper filled before logging in', async () => {
    const { shop, backend } = await shopWithLine()
    const old = backend.seed([{ itemId: 500, productId: 9, qty: 2 }])
    backend.setAbandoned({ id: old.id, protectCode: old.protectCode, session: 's' })
    await shop.auth.login(SHOPPER)
    await createCartService(shop).fetchAbandoned()
    expect(createCartService(shop).$session.get()).toEqual({ cartId: 1, protectCode: 'secret-1' })
  })

  it('is resumed after login when the shopper has no cart of their own', async () => {
    const { shop, backend } = cartShop()
    const old = backend.seed([{ itemId: 500, productId: 9, qty: 2 }])
    backend.setAbandoned({ id: old.id, protectCode: old.protectCode, session: 's' })
    await shop.auth.login(SHOPPER)
    expect(await createCartService(shop).fetchAbandoned()).toEqual({ ok: true, data: { cartId: old.id, protectCode: old.protectCode } })
    expect(createCartService(shop).$session.get()).toEqual({ cartId: old.id, protectCode: old.protectCode })
    expect(createCartService(shop).$itemCount.get()).toBe(2)
  })

  it('only logs a failed fetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { shop, noticeKeys } = cartShop()
    server.use(mock.post(`${API}/api/v2/ecommerce/checkout/cart/getAbandoned`, () => HttpResponse.json({ message: 'Boom', statusCode: 500 }, { status: 500 })))
    await shop.auth.login(SHOPPER)
    const fetched = await createCartService(shop).fetchAbandoned()
    expect(fetched.ok).toBe(false)
    expect(noticeKeys()).toEqual(['core.login.success'])
    expect(warn).toHaveBeenCalledWith('Fetching the abandoned cart failed', expect.objectContaining({ status: 500 }))
    expect(createCartService(shop).$session.get()).toBeNull()
  })
})

describe('the checkout cart change check', () => {
  it('finds no change when the server agrees with the local cart', async () => {
    const { cart, notices } = await shopWithLine()
    expect(await cart.checkForChanges()).toEqual({ ok: true, data: { changed: false, memberCardInvalid: false } })
    expect(notices).toEqual([])
  })

  it('replaces the local cart and shows cartUpdated for 12 s when a price changed meanwhile', async () => {
    let price = 10
    const { cart, notices } = await shopWithLine({ price: () => price })
    price = 12
    expect(await cart.checkForChanges()).toEqual({ ok: true, data: { changed: true, memberCardInvalid: false } })
    expect(cart.$cart.get()!.items[0]!.prices.base.finalPrice).toBe(12)
    expect(notices.map((notice) => [notice.level, notice.key, notice.durationMs])).toEqual([['info', 'core.notifications.cartUpdated', 12000]])
  })

  it('signals member-card-not-valid with an alert and replaces the cart when the member card is no longer valid', async () => {
    const { cart, backend, events, notices } = await shopWithLine()
    backend.setValidateMemberCard(false)
    const checked = await cart.checkForChanges()
    expect(checked.ok && checked.data.memberCardInvalid).toBe(true)
    expect(events).toEqual([{ type: 'memberCardNotValid' }])
    expect(notices.map((notice) => notice.key)).toEqual(['core.notifications.memberCardNotValid'])
  })

  it('fails when the validation itself fails', async () => {
    const { cart } = await shopWithLine()
    server.use(mock.post(`${API}/api/v2/ecommerce/cart/validateCart`, () => HttpResponse.error()))
    const checked = await cart.checkForChanges()
    expect(checked.ok ? null : checked.error.code).toBe('NETWORK_ERROR')
  })

  it('clears a restored session the server does not know when checking', async () => {
    const { cart } = cartShop({ storage: memoryStorage({ cartId: '77', protectCode: 'x' }) })
    const checked = await cart.checkForChanges()
    expect(checked.ok).toBe(false)
    expect(cart.$session.get()).toBeNull()
  })
})
