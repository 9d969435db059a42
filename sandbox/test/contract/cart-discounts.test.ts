import { beforeEach, describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { manualClock } from './auth.fixture'
import { addSku, type CartKey, cartCall, getCart, invalidInput, newCart } from './cart.fixture'

// 2026-06-15: DOBRODOSLI10 and POPUST5 are valid, ISTEKAO20 expired on 2026-01-31.
const clock = manualClock()
const sandbox = useSandbox({ control: true, clock })
beforeEach(() => clock.reset())

const applyCoupon = (key: CartKey, couponCode: unknown) => cartCall(sandbox(), 'POST', 'applyCoupon', { ...key, couponCode })
const applyCard = (key: CartKey, barcode: unknown) => cartCall(sandbox(), 'POST', 'applyMemberCard', { ...key, barcode })

/** A cart holding two plush teddies: 2 x 25.99 = 51.98 EUR. */
async function teddyCart(qty = 2): Promise<CartKey & { itemId: number }> {
  const key = await newCart(sandbox())
  const { body } = await addSku(sandbox(), key, 'IGR-1401-001', { qty })
  return { ...key, itemId: body.data.items[0].itemId }
}

describe('POST api/v2/ecommerce/cart/applyCoupon', () => {
  it('applies a percent coupon in any case and shows it as a negative amount', async () => {
    const key = await teddyCart()
    const { status, body } = await applyCoupon(key, 'dobrodosli10')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      coupon: { code: 'DOBRODOSLI10', type: 'percent', value: 10, minCartTotal: 0, amount: 5.2 },
      couponCode: 'DOBRODOSLI10',
      prices: { itemsTotal: 51.98, tax: { itemsTotal: 10.4, cartTotal: 9.36 }, coupon: -5.2, loyalty: 0, delivery: 0, cartTotal: 46.78, orderTotal: 46.78 },
    })
    expect(body.data.items[0].prices.base.cartTotal).toBe(46.78)
  })

  it('applies a fixed coupon once the cart reaches its minimum total', async () => {
    const { body } = await applyCoupon(await teddyCart(), 'POPUST5')
    expect(body.data.coupon).toEqual({ code: 'POPUST5', type: 'fixed', value: 5, minCartTotal: 30, amount: 5 })
    expect(body.data.prices).toMatchObject({ coupon: -5, cartTotal: 46.98 })
  })

  it('refuses a coupon whose minimum cart total the cart does not reach, with a clear text', async () => {
    const key = await teddyCart(1)
    expect(await applyCoupon(key, 'POPUST5')).toEqual({
      status: 400,
      body: { message: 'This coupon needs a cart total of at least 30.00 EUR.', statusCode: 400 },
    })
    expect((await getCart(sandbox(), key)).couponCode).toBeNull()
  })

  it.each([
    ['an unknown code', 'NEPOSTOJECI'],
    ['an expired coupon', 'ISTEKAO20'],
    ['a spent coupon', 'ISKORISTEN15'],
  ])('answers 404 Coupon not found! for %s', async (_, code) => {
    const key = await teddyCart()
    expect(await applyCoupon(key, code)).toEqual({ status: 404, body: { message: 'Coupon not found!', statusCode: 404 } })
  })

  it('answers 404 for a coupon that is not valid yet', async () => {
    sandbox().db.prepare("UPDATE coupons SET valid_from = '2026-07-01T00:00:00.000Z' WHERE code = 'DOBRODOSLI10'").run()
    expect((await applyCoupon(await teddyCart(), 'DOBRODOSLI10')).status).toBe(404)
  })

  it.each([undefined, '', '   ', 7])('refuses couponCode %j with 400', async (code) => {
    expect(await applyCoupon(await teddyCart(), code)).toEqual({ status: 400, body: invalidInput('couponCode', 'couponCode must be a non-empty string.') })
  })

  it('replaces the coupon a cart already has', async () => {
    const key = await teddyCart()
    await applyCoupon(key, 'DOBRODOSLI10')
    expect((await applyCoupon(key, 'POPUST5')).body.data.couponCode).toBe('POPUST5')
  })

  it('keeps the applied coupon when applying another one fails', async () => {
    const key = await teddyCart()
    await applyCoupon(key, 'DOBRODOSLI10')
    await applyCoupon(key, 'ISTEKAO20')
    expect((await getCart(sandbox(), key)).couponCode).toBe('DOBRODOSLI10')
  })
})

describe('POST api/v2/ecommerce/cart/removeCoupon', () => {
  it('removes the coupon and its discount', async () => {
    const key = await teddyCart()
    await applyCoupon(key, 'DOBRODOSLI10')
    const { status, body } = await cartCall(sandbox(), 'POST', 'removeCoupon', key)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ coupon: null, couponCode: null, prices: { coupon: 0, cartTotal: 51.98 } })
  })
})

describe('a coupon that stops applying', () => {
  it('is dropped from the reply when a quantity change takes the cart below its minimum, and stays dropped', async () => {
    const key = await teddyCart()
    await applyCoupon(key, 'POPUST5')
    const lowered = await cartCall(sandbox(), 'PATCH', 'updateItem', { ...key, qty: 1 })
    expect(lowered.body.data).toMatchObject({ coupon: null, couponCode: null, prices: { coupon: 0, cartTotal: 25.99 } })
    const raised = await cartCall(sandbox(), 'PATCH', 'updateItem', { ...key, qty: 3 })
    expect(raised.body.data.couponCode).toBeNull()
  })

  it('is dropped when a line is removed', async () => {
    const key = await teddyCart(1)
    const second = (await addSku(sandbox(), key, 'IGR-1401-002')).body.data.items[1].itemId
    await applyCoupon(key, 'POPUST5')
    const { body } = await cartCall(sandbox(), 'DELETE', 'deleteItem', { ...key, itemId: second })
    expect(body.data.coupon).toBeNull()
  })

  it('is dropped on the next read once it has expired', async () => {
    const key = await teddyCart()
    await applyCoupon(key, 'DOBRODOSLI10')
    sandbox().db.prepare("UPDATE coupons SET valid_to = '2026-06-15T09:00:00.000Z' WHERE code = 'DOBRODOSLI10'").run()
    expect((await getCart(sandbox(), key)).coupon).toBeNull()
  })
})

describe('POST api/v2/ecommerce/cart/applyMemberCard', () => {
  it('applies a valid card: its percent comes off what remains after the coupon, as loyalty', async () => {
    const key = await teddyCart()
    await applyCoupon(key, 'DOBRODOSLI10')
    const { status, body } = await applyCard(key, '2900000000025')
    expect(status).toBe(200)
    expect(body.data.memberCard).toEqual({ barcode: '2900000000025', discountPercent: 10, amount: 4.68 })
    expect(body.data.prices).toMatchObject({ itemsTotal: 51.98, coupon: -5.2, loyalty: -4.68, cartTotal: 42.1, orderTotal: 42.1 })
  })

  it.each([
    ['a blocked card', '2900000000049', 'Member card is blocked.'],
    ['an expired card', '2900000000056', 'Member card has expired.'],
    ['an unknown code', '2900000000070', 'Invalid member card code.'],
    ['a code that is no barcode at all', 'abc', 'Invalid member card code.'],
  ])('refuses %s with 400', async (_, barcode, message) => {
    const key = await teddyCart()
    expect(await applyCard(key, barcode)).toEqual({ status: 400, body: { message, statusCode: 400 } })
    expect((await getCart(sandbox(), key)).memberCard).toBeNull()
  })

  it('refuses a missing barcode with 400', async () => {
    expect(await applyCard(await teddyCart(), '')).toEqual({ status: 400, body: invalidInput('barcode', 'barcode must be a non-empty string.') })
  })
})

describe('POST api/v2/ecommerce/cart/validateCart and the member card', () => {
  it('answers the cart with validateMemberCard true while the card is valid', async () => {
    const key = await teddyCart()
    await applyCard(key, '2900000000018')
    const { status, body } = await cartCall(sandbox(), 'POST', 'validateCart', { ...key, currencyId: 1 })
    expect(status).toBe(200)
    expect(body.data.validateMemberCard).toBe(true)
    expect(body.data.cart).toMatchObject({ id: key.cartId, memberCard: { barcode: '2900000000018', discountPercent: 5 } })
  })

  it('answers validateMemberCard false once, and drops the card, when it was blocked after being applied', async () => {
    const key = await teddyCart()
    await applyCard(key, '2900000000025')
    sandbox().db.prepare("UPDATE member_cards SET status = 'blocked' WHERE barcode = '2900000000025'").run()
    expect((await getCart(sandbox(), key)).prices.loyalty).toBe(0)
    const first = await cartCall(sandbox(), 'POST', 'validateCart', key)
    expect(first.body.data).toMatchObject({ validateMemberCard: false, cart: { memberCard: null, prices: { loyalty: 0, cartTotal: 51.98 } } })
    expect((await cartCall(sandbox(), 'POST', 'validateCart', key)).body.data.validateMemberCard).toBe(true)
  })

  it('answers validateMemberCard false when the card expired since', async () => {
    const key = await teddyCart()
    await applyCard(key, '2900000000032')
    clock.advance(5 * 366 * 24 * 3600)
    expect((await cartCall(sandbox(), 'POST', 'validateCart', key)).body.data.validateMemberCard).toBe(false)
  })
})
