// An in-memory cart backend for MSW that answers like docs/contract/cart.md: the session, lines, coupons,
// member cards, guest users and the abandoned cart, with the contract's server texts for its failures.
import { http, HttpResponse } from 'msw'
import { API } from './msw'

const CART = `${API}/api/v2/ecommerce/cart`
const fail = (status: number, message: string) => HttpResponse.json({ message, statusCode: status }, { status })

export interface FakeLine {
  itemId: number
  productId: number
  qty: number
  bundleOptions: unknown
}

export interface FakeCart {
  id: number
  protectCode: string
  lines: FakeLine[]
  coupon: string | null
  memberCard: string | null
  state: 'active' | 'archived' | 'used'
}

/** Coupons the fake knows: a code and the items total it needs. */
const COUPONS: Record<string, number> = { DOBRODOSLI10: 0, POPUST5: 30 }
const MEMBER_CARDS = ['2900000000018', '2900000000025']

export function cartBackend(options: { price?: (productId: number) => number } = {}) {
  const carts = new Map<number, FakeCart>()
  const price = (productId: number) => options.price?.(productId) ?? 10
  let abandoned: { id: number; protectCode: string; session: string } | null = null
  let serial = 0
  let validateMemberCard = true

  function cartJson(cart: FakeCart) {
    const items = cart.lines.map((line) => {
      const finalPrice = price(line.productId)
      const row = finalPrice * line.qty
      return {
        itemId: line.itemId,
        productId: line.productId,
        sku: `SKU-${line.productId}`,
        qty: line.qty,
        bundleOptions: line.bundleOptions,
        productData: { name: `Product ${line.productId}`, media: [], categories: [] },
        prices: { base: { finalPrice, retailPrice: finalPrice, discount: null, row, cartTotal: row } },
      }
    })
    const itemsTotal = items.reduce((sum, item) => sum + item.prices.base.row, 0)
    // A coupon below its minimum is dropped, as the sandbox does on every answer.
    if (cart.coupon && itemsTotal < COUPONS[cart.coupon]!) cart.coupon = null
    return {
      id: cart.id,
      protectCode: cart.protectCode,
      session: `session-${cart.id}`,
      items,
      itemsQty: items.reduce((sum, item) => sum + item.qty, 0),
      prices: { itemsTotal, tax: { itemsTotal: 0, cartTotal: 0 }, coupon: 0, delivery: 0, loyalty: 0, cartTotal: itemsTotal, orderTotal: itemsTotal },
      coupon: cart.coupon ? { code: cart.coupon, amount: 1 } : null,
      couponCode: cart.coupon,
      memberCard: cart.memberCard ? { barcode: cart.memberCard } : null,
      digitalOnly: false,
      guestUser: null,
    }
  }

  /** The cart a body names, or the contract's failure. */
  function open(body: Record<string, unknown>): FakeCart | Response {
    const cart = carts.get(Number(body.cartId))
    if (!cart || cart.protectCode !== body.protectCode) return fail(404, 'Cart not found.')
    if (cart.state === 'archived') return fail(400, 'Cart is archived.')
    if (cart.state === 'used') return fail(409, 'Session already used.')
    return cart
  }

  const answer = (cart: FakeCart) => HttpResponse.json({ data: cartJson(cart) })

  // biome-ignore lint/suspicious/noConfusingVoidType: a route's work answers a Response or nothing (the cart's default answer)
  function route(method: 'post' | 'patch' | 'delete', path: string, work: (cart: FakeCart, body: Record<string, unknown>) => Response | void) {
    return http[method](`${CART}/${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      const cart = open(body)
      if (cart instanceof Response) return cart
      return work(cart, body) ?? answer(cart)
    })
  }

  const handlers = [
    http.get(`${CART}/getNewCartSession`, () => {
      const id = ++serial
      carts.set(id, { id, protectCode: `secret-${id}`, lines: [], coupon: null, memberCard: null, state: 'active' })
      return HttpResponse.json({ data: { id, protectCode: `secret-${id}`, session: `session-${id}` } })
    }),
    route('post', 'getCart', () => undefined),
    route('post', 'validateCart', (cart) => HttpResponse.json({ data: { cart: cartJson(cart), validateMemberCard } })),
    route('post', 'addItem', (cart, body) => {
      const productId = Number(body.productId)
      const qty = Number(body.qty ?? 1)
      const same = cart.lines.find((line) => line.productId === productId && JSON.stringify(line.bundleOptions) === JSON.stringify(body.bundleOptions ?? null))
      if (same) same.qty += qty
      else cart.lines.push({ itemId: ++serial * 100, productId, qty, bundleOptions: body.bundleOptions ?? null })
    }),
    route('patch', 'updateItem', (cart, body) => {
      const line = cart.lines.find((item) => item.itemId === Number(body.itemId))
      if (!line) return fail(404, 'Cart item not found.')
      line.qty = Number(body.qty)
    }),
    route('delete', 'deleteItem', (cart, body) => {
      const before = cart.lines.length
      cart.lines = cart.lines.filter((item) => item.itemId !== Number(body.itemId))
      if (cart.lines.length === before) return fail(404, 'Cart item not found.')
    }),
    route('post', 'clearCart', (cart) => {
      cart.lines = []
    }),
    route('post', 'applyCoupon', (cart, body) => {
      const code = String(body.couponCode).toUpperCase()
      if (!(code in COUPONS)) return fail(404, 'Coupon not found!')
      cart.coupon = code
    }),
    route('post', 'removeCoupon', (cart) => {
      cart.coupon = null
    }),
    route('post', 'applyMemberCard', (cart, body) => {
      if (!MEMBER_CARDS.includes(String(body.barcode))) return fail(400, 'Invalid member card code.')
      cart.memberCard = String(body.barcode)
    }),
    route('post', 'updateGuestUser', (_cart, body) => HttpResponse.json({ data: { id: 900, email: body.email } })),
    http.post(`${API}/api/v2/ecommerce/checkout/cart/getAbandoned`, ({ request }) =>
      request.headers.get('authorization') ? HttpResponse.json({ data: abandoned }) : fail(401, 'Unauthorized.'),
    ),
  ]

  return {
    handlers,
    carts,
    cart: (id: number) => carts.get(id)!,
    /** Puts a cart into a lifecycle state (the sandbox's control endpoints). */
    setState: (id: number, state: FakeCart['state']) => void (carts.get(id)!.state = state),
    setAbandoned: (value: typeof abandoned) => void (abandoned = value),
    setValidateMemberCard: (value: boolean) => void (validateMemberCard = value),
    /** Adds a cart directly, as if made in an earlier visit. */
    seed(lines: Array<Omit<FakeLine, 'bundleOptions'>>, coupon: string | null = null): FakeCart {
      const id = ++serial
      const cart: FakeCart = {
        id,
        protectCode: `secret-${id}`,
        lines: lines.map((line) => ({ ...line, bundleOptions: null })),
        coupon,
        memberCard: null,
        state: 'active',
      }
      carts.set(id, cart)
      return cart
    },
  }
}
