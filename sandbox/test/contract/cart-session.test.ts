import { describe, expect, it } from 'vitest'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { login, withBearer } from './auth.fixture'
import { addSku, CART, cartCall, getCart, invalidInput, newCart } from './cart.fixture'

const sandbox = useSandbox()
const archive = (cartId: number) => json(call(sandbox(), 'POST', `/__sandbox/carts/${cartId}/archive`))
const useSession = (cartId: number) => json(call(sandbox(), 'POST', `/__sandbox/carts/${cartId}/use-session`))
const getAbandoned = (headers: Record<string, string>) => json(call(sandbox(), 'POST', '/api/v2/ecommerce/checkout/cart/getAbandoned', { headers }))

describe('GET api/v2/ecommerce/cart/getNewCartSession', () => {
  it('creates an empty cart and answers its id, protectCode and one-time session', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', `${CART}/getNewCartSession`))
    expect(status).toBe(200)
    expect(body.data).toEqual({
      id: expect.any(Number),
      protectCode: expect.stringMatching(/^[0-9a-f]{32}$/),
      session: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    const other = await newCart(sandbox())
    expect(other.cartId).not.toBe(body.data.id)
    expect(other.protectCode).not.toBe(body.data.protectCode)
  })

  it('answers the new cart through getCart with every field of the cart shape', async () => {
    const key = await newCart(sandbox())
    const zero = { itemsTotal: 0, tax: { itemsTotal: 0, cartTotal: 0 }, coupon: 0, delivery: 0, loyalty: 0, cartTotal: 0, orderTotal: 0 }
    expect(await getCart(sandbox(), key)).toEqual({
      id: key.cartId,
      protectCode: key.protectCode,
      session: key.session,
      items: [],
      itemsQty: 0,
      prices: zero,
      convertedPrices: zero,
      currency: { base: { id: 1, label: 'EUR', symbol: '€', rate: 1 }, converted: { id: 1, label: 'EUR', symbol: '€', rate: 1 } },
      coupon: null,
      couponCode: null,
      memberCard: null,
      digitalOnly: false,
      freeDelivery: { threshold: 67, remaining: 67 },
      deliveryMethodId: null,
      paymentMethodId: null,
      options: {},
      userId: null,
      guestUser: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('makes a logged-in user the owner of the new cart', async () => {
    const { tokens, user } = await login(sandbox())
    const key = await newCart(sandbox(), withBearer(tokens.accessToken))
    expect((await getCart(sandbox(), key)).userId).toBe(user.id)
  })

  it('needs the apiKey like every api call', async () => {
    const { status } = await json(call(sandbox(), 'GET', `${CART}/getNewCartSession`, { headers: {} }))
    expect(status).toBe(401)
  })
})

describe('the protectCode', () => {
  it('answers 404 Cart not found. for a wrong protectCode, the same as for an unknown id', async () => {
    const key = await newCart(sandbox())
    const wrong = await cartCall(sandbox(), 'POST', 'getCart', { cartId: key.cartId, protectCode: '0'.repeat(32) })
    const unknown = await cartCall(sandbox(), 'POST', 'getCart', { cartId: 999999, protectCode: key.protectCode })
    expect(wrong).toEqual({ status: 404, body: { message: 'Cart not found.', statusCode: 404 } })
    expect(unknown).toEqual(wrong)
  })

  it.each([
    ['addItem', 'POST', { productId: 168, qty: 1 }],
    ['updateItem', 'PATCH', { itemId: 1, qty: 2 }],
    ['deleteItem', 'DELETE', { itemId: 1 }],
    ['clearCart', 'POST', {}],
    ['applyCoupon', 'POST', { couponCode: 'DOBRODOSLI10' }],
    ['removeCoupon', 'POST', {}],
    ['applyMemberCard', 'POST', { barcode: '2900000000025' }],
    ['updateGuestUser', 'POST', { email: 'gost@vitrina.test' }],
    ['validateCart', 'POST', {}],
  ])('guards %s too, and changes nothing without it', async (name, method, extra) => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const { status, body } = await cartCall(sandbox(), method, name, { cartId: key.cartId, protectCode: `${key.protectCode.slice(0, -1)}x`, ...extra })
    expect(status).toBe(404)
    expect(body.message).toBe('Cart not found.')
    expect((await getCart(sandbox(), key)).items.map((item: { qty: number }) => item.qty)).toEqual([1])
  })
})

describe('malformed cart calls', () => {
  it.each([
    [{ cartId: 'abc', protectCode: 'x' }, invalidInput('cartId', 'cartId must be a positive integer.')],
    [{ protectCode: 'x' }, invalidInput('cartId', 'cartId must be a positive integer.')],
    [{ cartId: 1 }, invalidInput('protectCode', 'protectCode must be a non-empty string.')],
    [
      { cartId: 1, protectCode: 'x', currencyId: 9 },
      { message: 'Unknown currency.', statusCode: 400 },
    ],
  ])('answers 400 for %j', async (body, answer) => {
    expect(await cartCall(sandbox(), 'POST', 'getCart', body)).toEqual({ status: 400, body: answer })
  })

  it('answers 400 Request body must be JSON. for a body that is not JSON', async () => {
    const { status, body } = await json(
      call(sandbox(), 'POST', `${CART}/getCart`, { raw: '{cartId', headers: { ...SHOP_HEADERS, 'Content-Type': 'application/json' } }),
    )
    expect(status).toBe(400)
    expect(body.message).toBe('Request body must be JSON.')
  })
})

describe('the session lifecycle', () => {
  it('answers 400 Cart is archived. to every call once the cart is archived after its order', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    expect(await archive(key.cartId)).toEqual({ status: 200, body: { data: { id: key.cartId, archived: true } } })
    const archived = { status: 400, body: { message: 'Cart is archived.', statusCode: 400 } }
    expect(await cartCall(sandbox(), 'POST', 'getCart', key)).toEqual(archived)
    expect(await addSku(sandbox(), key, 'IGR-1401-001')).toEqual(archived)
    expect(await cartCall(sandbox(), 'POST', 'validateCart', key)).toEqual(archived)
    expect(await cartCall(sandbox(), 'POST', 'applyCoupon', { ...key, couponCode: 'DOBRODOSLI10' })).toEqual(archived)
  })

  it('answers 409 Session already used. once an order consumed the session, before the cart is archived', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    expect(await useSession(key.cartId)).toEqual({ status: 200, body: { data: { id: key.cartId, sessionUsed: true } } })
    const used = { status: 409, body: { message: 'Session already used.', statusCode: 409 } }
    expect(await cartCall(sandbox(), 'POST', 'getCart', key)).toEqual(used)
    expect(await addSku(sandbox(), key, 'KOL-1002-001')).toEqual(used)
    expect(await cartCall(sandbox(), 'POST', 'clearCart', key)).toEqual(used)
    // Archiving afterwards turns the answer into 400: archived is checked first.
    await archive(key.cartId)
    expect((await cartCall(sandbox(), 'POST', 'getCart', key)).status).toBe(400)
  })

  it('still answers 404 for a wrong protectCode of an archived cart, so the state does not leak', async () => {
    const key = await newCart(sandbox())
    await archive(key.cartId)
    expect((await cartCall(sandbox(), 'POST', 'getCart', { ...key, protectCode: 'f'.repeat(32) })).status).toBe(404)
  })

  it('treats the seeded carts of past orders as archived', async () => {
    const cart = sandbox().db.prepare("SELECT id, protect_code FROM carts WHERE status = 'ordered' LIMIT 1").get() as { id: number; protect_code: string }
    expect((await cartCall(sandbox(), 'POST', 'getCart', { cartId: cart.id, protectCode: cart.protect_code })).body.message).toBe('Cart is archived.')
  })

  it('answers the control endpoints 404 for an unknown cart and 409 for a repeated change', async () => {
    const key = await newCart(sandbox())
    expect((await archive(999999)).status).toBe(404)
    expect((await useSession(999999)).status).toBe(404)
    await useSession(key.cartId)
    expect(await useSession(key.cartId)).toEqual({ status: 409, body: { message: 'Session is already used.', statusCode: 409 } })
    await archive(key.cartId)
    expect(await archive(key.cartId)).toEqual({ status: 409, body: { message: 'Cart is already archived.', statusCode: 409 } })
  })
})

describe('POST api/v2/ecommerce/checkout/cart/getAbandoned', () => {
  it('needs a logged-in user', async () => {
    expect(await getAbandoned(SHOP_HEADERS)).toEqual({ status: 401, body: { message: 'Unauthorized.', statusCode: 401 } })
  })

  it('answers null when the user has no open cart with items', async () => {
    const { tokens } = await login(sandbox())
    await newCart(sandbox(), withBearer(tokens.accessToken))
    expect(await getAbandoned(withBearer(tokens.accessToken))).toEqual({ status: 200, body: { data: null } })
  })

  it('answers the latest open cart the user added to, also one started anonymously', async () => {
    const { tokens } = await login(sandbox())
    const bearer = withBearer(tokens.accessToken)
    const older = await newCart(sandbox(), bearer)
    await addSku(sandbox(), older, 'IGR-1401-001', {}, bearer)
    const anonymous = await newCart(sandbox())
    await addSku(sandbox(), anonymous, 'IGR-1401-001')
    expect((await getAbandoned(bearer)).body.data.id).toBe(older.cartId)
    // Adding with the token makes the user the owner of the anonymous cart, now the latest.
    await addSku(sandbox(), anonymous, 'KOL-1002-001', {}, bearer)
    expect(await getAbandoned(bearer)).toEqual({
      status: 200,
      body: { data: { id: anonymous.cartId, protectCode: anonymous.protectCode, session: anonymous.session } },
    })
  })

  it('skips archived carts and carts whose session was used', async () => {
    const { tokens } = await login(sandbox())
    const bearer = withBearer(tokens.accessToken)
    const first = await newCart(sandbox(), bearer)
    await addSku(sandbox(), first, 'IGR-1401-001', {}, bearer)
    const second = await newCart(sandbox(), bearer)
    await addSku(sandbox(), second, 'IGR-1401-001', {}, bearer)
    await useSession(second.cartId)
    expect((await getAbandoned(bearer)).body.data.id).toBe(first.cartId)
    await archive(first.cartId)
    expect((await getAbandoned(bearer)).body.data).toBeNull()
  })

  it('never answers another user’s cart', async () => {
    const shopper = await login(sandbox())
    const key = await newCart(sandbox(), withBearer(shopper.tokens.accessToken))
    await addSku(sandbox(), key, 'IGR-1401-001', {}, withBearer(shopper.tokens.accessToken))
    const editor = await login(sandbox(), { email: 'urednik@vitrina.test', password: 'Urednik123!' })
    expect((await getAbandoned(withBearer(editor.tokens.accessToken))).body.data).toBeNull()
  })
})
