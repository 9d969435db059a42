import { http as mock, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartShop } from '../../test/cart.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { memoryStorage } from '../storage/storage.memory'

useMswServer()
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const updates = () => seen.filter((request) => pathOf(request) === '/api/v2/ecommerce/cart/updateItem')
const updateBodies = () => Promise.all(updates().map((request) => request.clone().json() as Promise<{ itemId: number; qty: number }>))

/** A shop whose restored session names a cart with two lines (ids 100 and 200). */
async function shopWithCart(coupon: string | null = null, qty = 1) {
  const setup = cartShop({ storage: memoryStorage({ cartId: '1', protectCode: 'secret-1' }) })
  setup.backend.seed(
    [
      { itemId: 100, productId: 7, qty },
      { itemId: 200, productId: 8, qty: 1 },
    ],
    coupon,
  )
  await setup.cart.load()
  seen.length = 0
  return setup
}

/** A cart answer in which line 100 has `qty`. */
const answerWith = (qty: number) => ({
  id: 1,
  protectCode: 'secret-1',
  session: 's',
  items: [
    {
      itemId: 100,
      productId: 7,
      sku: 'A',
      qty,
      productData: { name: 'A', media: [], categories: [] },
      prices: { base: { finalPrice: 10, retailPrice: 10, row: 10 * qty, cartTotal: 10 * qty } },
    },
  ],
  prices: { itemsTotal: 10 * qty, cartTotal: 10 * qty },
  coupon: null,
  couponCode: null,
  digitalOnly: false,
})

describe('a cart quantity edit', () => {
  it('waits 500 ms before sending', async () => {
    const { cart } = await shopWithCart()
    void cart.updateQuantity(100, 3)
    await vi.advanceTimersByTimeAsync(499)
    expect(updates()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(await updateBodies()).toEqual([{ cartId: '1', protectCode: 'secret-1', itemId: 100, qty: 3 }])
  })

  it('sends one request with the last quantity for ten quick edits, and every caller gets its outcome', async () => {
    const { cart, backend } = await shopWithCart()
    const outcomes = Array.from({ length: 10 }, (_, i) => cart.updateQuantity(100, String(i + 2)))
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(100)
    await vi.advanceTimersByTimeAsync(500)
    const results = await Promise.all(outcomes)
    expect((await updateBodies()).map((body) => body.qty)).toEqual([11])
    expect(results.every((result) => result.ok && result.data.items[0]!.qty === 11)).toBe(true)
    expect(backend.cart(1).lines[0]!.qty).toBe(11)
    expect(cart.$itemCount.get()).toBe(12)
  })

  it('edits different lines independently', async () => {
    const { cart } = await shopWithCart()
    void cart.updateQuantity(100, 2)
    void cart.updateQuantity(200, 4)
    await vi.advanceTimersByTimeAsync(500)
    expect((await updateBodies()).map((body) => [body.itemId, body.qty])).toEqual([
      [100, 2],
      [200, 4],
    ])
  })

  it('aborts the request of an older edit that is still under way', async () => {
    const { cart } = await shopWithCart()
    const signals: AbortSignal[] = []
    server.use(
      mock.patch(`${API}/api/v2/ecommerce/cart/updateItem`, async ({ request }) => {
        const { qty } = (await request.clone().json()) as { qty: number }
        signals.push(request.signal)
        if (qty === 2) await new Promise(() => {})
        return HttpResponse.json({ data: answerWith(qty) })
      }),
    )
    const first = cart.updateQuantity(100, 2)
    await vi.advanceTimersByTimeAsync(500)
    const second = cart.updateQuantity(100, 5)
    await vi.advanceTimersByTimeAsync(500)
    expect(signals[0]?.aborted).toBe(true)
    const [a, b] = await Promise.all([first, second])
    expect([a.ok && a.data.items[0]!.qty, b.ok && b.data.items[0]!.qty]).toEqual([5, 5])
    expect(cart.$cart.get()!.items[0]!.qty).toBe(5)
  })

  it('never lets a stale reply overwrite a newer one', async () => {
    const { cart } = await shopWithCart()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      mock.patch(`${API}/api/v2/ecommerce/cart/updateItem`, async ({ request }) => {
        const { itemId, qty } = (await request.clone().json()) as { itemId: number; qty: number }
        // The older call's reply (line 100) comes back after the newer one (line 200).
        if (itemId === 100) await held
        return HttpResponse.json({ data: answerWith(itemId === 100 ? qty : 9) })
      }),
    )
    const older = cart.updateQuantity(100, 3)
    await vi.advanceTimersByTimeAsync(100)
    const newer = cart.updateQuantity(200, 4)
    await vi.advanceTimersByTimeAsync(500)
    await newer
    expect(cart.$cart.get()!.items[0]!.qty).toBe(9)
    release()
    await older
    expect(cart.$cart.get()!.items[0]!.qty).toBe(9)
  })

  it.each([0, 10000, 'abc', 2.5])('refuses %j with the invalidQuantity notice and sends nothing', async (qty) => {
    const { cart, noticeKeys } = await shopWithCart()
    const result = await cart.updateQuantity(100, qty)
    await vi.advanceTimersByTimeAsync(1000)
    expect(result.ok).toBe(false)
    expect(noticeKeys()).toEqual(['validation.invalidQuantity'])
    expect(updates()).toHaveLength(0)
  })

  it('removes the coupon when the reply says it no longer applies', async () => {
    const { cart, events } = await shopWithCart('POPUST5', 4)
    expect(cart.$cart.get()!.couponCode).toBe('POPUST5')
    const result = cart.updateQuantity(100, 1)
    await vi.advanceTimersByTimeAsync(500)
    await result
    expect([cart.$cart.get()!.coupon, cart.$cart.get()!.couponCode]).toEqual([null, null])
    expect(events).toEqual([{ type: 'couponRemoved', reason: 'noLongerApplies' }])
  })

  it('cancels a pending edit when the session is cleared', async () => {
    const { cart, shop } = await shopWithCart()
    const pending = cart.updateQuantity(100, 3)
    await shop.setLanguage('sl')
    await vi.advanceTimersByTimeAsync(1000)
    expect((await pending).ok).toBe(false)
    expect(updates()).toHaveLength(0)
  })

  it('drops a pending edit of a line that is removed meanwhile', async () => {
    const { cart, backend } = await shopWithCart()
    const pending = cart.updateQuantity(100, 7)
    await cart.remove(100)
    await vi.advanceTimersByTimeAsync(1000)
    const result = await pending
    expect(result.ok ? null : result.error.code).toBe('ABORTED')
    expect(updates()).toHaveLength(0)
    expect(backend.cart(1).lines.map((line) => line.itemId)).toEqual([200])
  })

  it('shows the server text of a failed edit as an error notice', async () => {
    const { cart, notices } = await shopWithCart()
    const result = cart.updateQuantity(999, 2)
    await vi.advanceTimersByTimeAsync(500)
    expect((await result).ok).toBe(false)
    expect(notices.map((notice) => notice.level)).toEqual(['error'])
    expect(cart.$session.get()).not.toBeNull()
  })
})
