import { describe, expect, it } from 'vitest'
import { call, useSandbox } from '../sandbox.fixture'
import { addSku, cartCall, getCart, newCart } from './cart.fixture'
import { createOrder, ecommerce, guestCart, methodId, orderRow, readyCart, shopper } from './checkout.fixture'

// A fixed clock: order numbers run per year (2026-000143 follows the seeded 2026-000142).
const sandbox = useSandbox({ control: true, clock: { now: () => Date.UTC(2026, 5, 15, 10, 0, 0) } })

describe('POST api/v2/ecommerce/order/create, cash on delivery', () => {
  it('creates the next order number, answers orderSlug and archives the cart', async () => {
    const { headers, userId } = await shopper(sandbox())
    const key = await readyCart(sandbox(), headers)
    const before = await getCart(sandbox(), key)
    const { status, body } = await createOrder(sandbox(), key, headers, { userId, orderMessage: 'Molim zvati prije dostave.' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ orderSlug: expect.stringMatching(/^2026-000143-[0-9a-f]{8}$/), orderId: expect.any(Number), paymentType: null })

    const order = orderRow(sandbox(), body.data.orderId)
    expect(order).toMatchObject({
      number: '2026-000143',
      slug: body.data.orderSlug,
      user_id: userId,
      cart_id: key.cartId,
      status: 'confirmed',
      payment_status: 'notPaid',
      payment_type: null,
      final_amount: before.prices.orderTotal,
      delivery_amount: before.prices.delivery,
      order_message: 'Molim zvati prije dostave.',
    })
    const items = sandbox().db.prepare('SELECT sku, qty, final_price FROM document_items WHERE document_id = ?').all(body.data.orderId)
    expect(items).toEqual([{ sku: 'IGR-1401-001', qty: 1, final_price: before.items[0].prices.base.finalPrice }])
    const details = JSON.parse(order.extended_details)
    expect(details).toMatchObject({
      finalAmount: before.prices.orderTotal,
      issuedFrom: { displayName: 'Ana Horvat', email: 'kupac@vitrina.test', address: { display2: 'Put Firula 12, 21000 Split' } },
      priceElements: [{ displayName: 'Dostava kurirskom službom', finalAmount: before.prices.delivery }, expect.anything()],
    })
    expect(details.items[0]).toMatchObject({ sku: 'IGR-1401-001', finalNetPrice: expect.any(Number) })
    expect(JSON.parse(order.item_images)[0]).toMatchObject({ id: before.items[0].productId, media: expect.objectContaining({ path: expect.any(String) }) })

    const cart = await cartCall(sandbox(), 'POST', 'getCart', key)
    expect(cart.status).toBe(400)
    expect(cart.body.message).toBe('Cart is archived.')
  })

  it('keeps the pickup branch on the order', async () => {
    const { headers } = await shopper(sandbox())
    const key = await readyCart(sandbox(), headers, { delivery: 'pickup' })
    const { body } = await createOrder(sandbox(), key, headers)
    expect(orderRow(sandbox(), body.data.orderId)).toMatchObject({ delivery_branch_id: 1, delivery_amount: 0 })
  })

  it('creates exactly one cash order from twenty parallel submits; the others find the cart archived', async () => {
    const { headers } = await shopper(sandbox())
    const key = await readyCart(sandbox(), headers)
    const answers = await Promise.all(Array.from({ length: 20 }, () => createOrder(sandbox(), key, headers)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    // A cash order archives its cart at once, and 'Cart is archived.' is checked before the session.
    expect(answers.filter((a) => a.status === 400 && a.body.message === 'Cart is archived.')).toHaveLength(19)
    const count = sandbox().db.prepare('SELECT count(*) AS n FROM documents WHERE cart_id = ?').get(key.cartId) as { n: number }
    expect(count.n).toBe(1)
  })

  it('answers 409 Session already used. to a second order of a card cart waiting for its payment', async () => {
    const { headers } = await shopper(sandbox())
    const key = await readyCart(sandbox(), headers, { payment: 'card' })
    expect((await createOrder(sandbox(), key, headers)).status).toBe(200)
    const again = await createOrder(sandbox(), key, headers)
    expect(again).toEqual({ status: 409, body: { message: 'Session already used.', statusCode: 409 } })
  })

  it('answers 20 parallel card submits with one order and nineteen 409s', async () => {
    const { headers } = await shopper(sandbox())
    const key = await readyCart(sandbox(), headers, { payment: 'card' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => createOrder(sandbox(), key, headers)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
  })

  it('needs a non-empty cart with a delivery and a payment method', async () => {
    const { headers } = await shopper(sandbox())
    const empty = await newCart(sandbox(), headers)
    expect((await createOrder(sandbox(), empty, headers)).body.message).toBe('Cart is empty.')

    const key = await newCart(sandbox(), headers)
    await addSku(sandbox(), key, 'IGR-1401-001', {}, headers)
    const noDelivery = await createOrder(sandbox(), key, headers)
    expect(noDelivery).toEqual({ status: 400, body: { message: 'Shipping method undefined.', statusCode: 400 } })
    await ecommerce(sandbox(), 'PUT', 'delivery/saveDeliveryMethod', { ...key, deliveryMethodId: methodId(sandbox(), 'delivery_methods', 'courier') }, headers)
    const noPayment = await createOrder(sandbox(), key, headers)
    expect(noPayment).toEqual({ status: 400, body: { message: 'Payment method undefined.', statusCode: 400 } })
    // A failed create leaves the session usable.
    expect((await cartCall(sandbox(), 'POST', 'getCart', key)).status).toBe(200)
  })

  it.each([
    ['successURL', 'javascript:alert(1)'],
    ['successURL', 'https://evil.example/naplata/uspjesna'],
    ['failureURL', 'https://evil.example/checkout/failure'],
    ['successURL', 'http://localhost.evil.example:3000/naplata/uspjesna'],
    ['successURL', 'http://localhost:3000@evil.example/'],
    ['successURL', 'http://user:secret@localhost:3000/naplata/uspjesna'],
    ['failureURL', '//evil.example/checkout/failure'],
    ['failureURL', '/\\evil.example/checkout/failure'],
    ['successURL', 'naplata/uspjesna'],
  ])('answers 400 for a %s that is neither a path nor on an allowed origin (%s), and changes nothing', async (path, url) => {
    const { headers } = await shopper(sandbox())
    const key = await readyCart(sandbox(), headers)
    const message = `${path} must be a path of the shop (/…) or an http(s) URL on one of the shop's allowed origins.`
    // The request's own Origin does not make its origin allowed: any page can send one.
    const { status, body } = await createOrder(sandbox(), key, { ...headers, Origin: 'https://evil.example' }, { [path]: url })
    expect({ status, body }).toEqual({ status: 400, body: { message, statusCode: 400, errors: [{ path, message }] } })
    expect((await cartCall(sandbox(), 'POST', 'getCart', key)).status).toBe(200)
  })

  it('keeps a return URL on the site, a configured origin or the allowed Origin, and resolves a path against the shop', async () => {
    const { headers } = await shopper(sandbox())
    const cases = [
      [{}, { successURL: 'http://localhost:3000/sl/naplata/uspjesna', failureURL: 'http://localhost:3000/checkout/failure' }],
      [{ Origin: 'http://127.0.0.1:5173' }, { successURL: 'http://127.0.0.1:5173/sl/naplata/uspjesna', failureURL: 'http://127.0.0.1:5173/checkout/failure' }],
      // A disallowed Origin is ignored: a path resolves against the site's url.
      [{ Origin: 'https://evil.example' }, { successURL: 'http://localhost:3000/sl/naplata/uspjesna', failureURL: 'http://localhost:3000/checkout/failure' }],
    ] as const
    for (const [extra, expected] of cases) {
      const key = await readyCart(sandbox(), headers)
      const { status, body } = await createOrder(sandbox(), key, { ...headers, ...extra }, { successURL: '/sl/naplata/uspjesna', failureURL: undefined })
      expect(status).toBe(200)
      expect(orderRow(sandbox(), body.data.orderId)).toMatchObject({ success_url: expected.successURL, failure_url: expected.failureURL })
    }
    const key = await readyCart(sandbox(), headers)
    const absolute = await createOrder(sandbox(), key, headers, { successURL: 'http://localhost:4173/naplata/uspjesna?x=1' })
    expect(absolute.status).toBe(200)
    expect(orderRow(sandbox(), absolute.body.data.orderId).success_url).toBe('http://localhost:4173/naplata/uspjesna?x=1')
  })
})

describe('guest checkout', () => {
  it('answers 403 Guest checkout is disabled. by default', async () => {
    const key = await guestCart(sandbox())
    const { status, body } = await createOrder(sandbox(), key)
    expect(status).toBe(403)
    expect(body).toEqual({ message: 'Guest checkout is disabled.', statusCode: 403 })
    expect((await cartCall(sandbox(), 'POST', 'getCart', key)).status).toBe(200)
  })

  it('places a guest’s order when the site allows guest checkout', async () => {
    await call(sandbox(), 'PATCH', '/__sandbox/options', { body: { guestCheckout: true } })
    const key = await guestCart(sandbox())
    const { status, body } = await createOrder(sandbox(), key)
    expect(status).toBe(200)
    const order = orderRow(sandbox(), body.data.orderId)
    const guest = sandbox().db.prepare('SELECT email, is_guest FROM users WHERE id = ?').get(order.user_id)
    expect(guest).toEqual({ email: 'gost@primjer.hr', is_guest: 1 })
  })

  it('places a guest order under a registered account’s e-mail without touching the account or its order history', async () => {
    await call(sandbox(), 'PATCH', '/__sandbox/options', { body: { guestCheckout: true } })
    const account = sandbox().db.prepare("SELECT id FROM users WHERE email = 'kupac@vitrina.test'").get() as { id: number }
    const ordersOf = () => (sandbox().db.prepare("SELECT count(*) AS n FROM documents WHERE type = 'order' AND user_id = ?").get(account.id) as { n: number }).n
    const before = ordersOf()
    const key = await newCart(sandbox())
    const guest = await cartCall(sandbox(), 'POST', 'updateGuestUser', { ...key, email: 'kupac@vitrina.test' })
    expect(guest.status).toBe(200)
    await addSku(sandbox(), key, 'IGR-1401-001')
    await ecommerce(sandbox(), 'PUT', 'delivery/saveDeliveryMethod', { ...key, deliveryMethodId: methodId(sandbox(), 'delivery_methods', 'courier') })
    await ecommerce(sandbox(), 'PUT', 'payment/savePaymentMethod', { ...key, paymentMethodId: methodId(sandbox(), 'payment_methods', 'cash') })
    const { status, body } = await createOrder(sandbox(), key)
    expect(status).toBe(200)
    const order = orderRow(sandbox(), body.data.orderId)
    expect(order.user_id).toBe(guest.body.data.id)
    expect(JSON.parse(order.extended_details).issuedFrom.email).toBe('kupac@vitrina.test')
    expect(ordersOf()).toBe(before)
  })

  it('needs a guest user on the cart even when guests may order', async () => {
    await call(sandbox(), 'PATCH', '/__sandbox/options', { body: { guestCheckout: true } })
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const { status, body } = await createOrder(sandbox(), key)
    expect(status).toBe(400)
    expect(body.message).toBe('No active user')
  })
})
