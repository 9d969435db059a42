import { http as mock, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER } from '../../test/auth.backend'
import { simple, cartShop } from '../../test/cart.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { isCartSessionError } from '../errors/errors.guards'
import { memoryStorage } from '../storage/storage.memory'
import { createStorefront } from '../storefront/storefront.create'
import { createCartService } from './cart.service'

useMswServer()
afterEach(() => {
  vi.restoreAllMocks()
})

const cartCalls = () => seen.map(pathOf).filter((path) => path.startsWith('/api/v2/ecommerce/'))

describe('the cart session lifecycle', () => {
  it('has no session and sends nothing before the first add', async () => {
    const { cart, storage } = cartShop()
    expect(cart.$session.get()).toBeNull()
    expect(await cart.load()).toEqual({ ok: true, data: null })
    expect(cartCalls()).toEqual([])
    expect(storage.get('cartId')).toBeUndefined()
  })

  it('creates a session on the first add, keeps it in one-year cookies and repeats nothing else', async () => {
    const storage = memoryStorage()
    const set = vi.spyOn(storage, 'set')
    const { cart } = cartShop({ storage })
    const added = await cart.add(simple(7), 2)
    expect(added.ok).toBe(true)
    expect(cart.$session.get()).toEqual({ cartId: 1, protectCode: 'secret-1' })
    expect(set).toHaveBeenCalledWith('cartId', '1', { maxAgeSeconds: 31536000 })
    expect(set).toHaveBeenCalledWith('protectCode', 'secret-1', { maxAgeSeconds: 31536000 })
    expect(cartCalls()).toEqual(['/api/v2/ecommerce/cart/getNewCartSession', '/api/v2/ecommerce/cart/addItem'])
    expect(cart.$itemCount.get()).toBe(2)
  })

  it('shares one new session between two adds made at once', async () => {
    const { cart, backend } = cartShop()
    await Promise.all([cart.add(simple(7)), cart.add(simple(8))])
    expect(cartCalls().filter((path) => path.endsWith('getNewCartSession'))).toHaveLength(1)
    expect(
      backend
        .cart(1)
        .lines.map((line) => line.productId)
        .sort(),
    ).toEqual([7, 8])
  })

  it('restores the session from its cookies and fetches the cart with it', async () => {
    const { cart, backend } = cartShop({ storage: memoryStorage({ cartId: '1', protectCode: 'secret-1' }) })
    backend.seed([{ itemId: 100, productId: 7, qty: 3 }])
    expect(cart.$session.get()).toEqual({ cartId: '1', protectCode: 'secret-1' })
    const loaded = await cart.load()
    expect(loaded.ok && loaded.data?.items.map((item) => item.qty)).toEqual([3])
    expect(cart.$itemCount.get()).toBe(3)
  })

  it.each([
    [400, 'Cart is archived.'],
    [409, 'Session already used.'],
    [404, 'Cart not found.'],
  ])('clears the session and its cookies when the cart fetch answers %i', async (status, message) => {
    const { cart, storage, notices } = cartShop({ storage: memoryStorage({ cartId: '5', protectCode: 'x' }) })
    server.use(mock.post(`${API}/api/v2/ecommerce/cart/getCart`, () => HttpResponse.json({ message, statusCode: status }, { status })))
    const loaded = await cart.load()
    expect(loaded.ok).toBe(false)
    expect([cart.$session.get(), storage.get('cartId'), storage.get('protectCode')]).toEqual([null, undefined, undefined])
    expect(notices).toEqual([])
  })

  it('keeps the session when the cart fetch fails on the network', async () => {
    const { cart } = cartShop({ storage: memoryStorage({ cartId: '5', protectCode: 'x' }) })
    server.use(mock.post(`${API}/api/v2/ecommerce/cart/getCart`, () => HttpResponse.error()))
    await cart.load()
    expect(cart.$session.get()).toEqual({ cartId: '5', protectCode: 'x' })
  })

  it('clears the session with an alert and sends the shop home when a cart call says the cart is archived', async () => {
    const { cart, backend, events, noticeKeys } = cartShop()
    await cart.add(simple(7))
    backend.setState(1, 'archived')
    const second = await cart.add(simple(8))
    expect(second).toMatchObject({ ok: false, reason: 'failed', error: { code: 'CART_ARCHIVED' } })
    expect(cart.$session.get()).toBeNull()
    expect(cart.$cart.get()).toBeNull()
    expect(noticeKeys()).toEqual(['core.notifications.addedToCart', 'core.notifications.cartUpdateError'])
    expect(events).toEqual([{ type: 'redirectHome', reason: 'cartArchived' }])
  })

  it('clears the session and sends the shop home without a toast when the session was already used', async () => {
    const { cart, backend, events, noticeKeys } = cartShop()
    await cart.add(simple(7))
    backend.setState(1, 'used')
    await cart.add(simple(8))
    expect(cart.$session.get()).toBeNull()
    expect(noticeKeys()).toEqual(['core.notifications.addedToCart'])
    expect(events).toEqual([{ type: 'redirectHome', reason: 'sessionUsed' }])
  })

  it('creates a new session and repeats the add when the stored session is unknown to the server', async () => {
    const { cart, backend } = cartShop({ storage: memoryStorage({ cartId: '42', protectCode: 'stale' }) })
    const added = await cart.add(simple(7))
    expect(added.ok).toBe(true)
    expect(cartCalls()).toEqual(['/api/v2/ecommerce/cart/addItem', '/api/v2/ecommerce/cart/getNewCartSession', '/api/v2/ecommerce/cart/addItem'])
    expect(cart.$session.get()).toEqual({ cartId: 1, protectCode: 'secret-1' })
    expect(backend.cart(1).lines).toHaveLength(1)
  })

  it('clears the session on logout', async () => {
    const { shop, cart, storage } = cartShop()
    await shop.auth.login(SHOPPER)
    await cart.add(simple(7))
    await shop.auth.logout()
    expect([cart.$session.get(), cart.$cart.get(), storage.get('cartId')]).toEqual([null, null, undefined])
  })

  it('clears the session on a language switch', async () => {
    const { shop, cart, storage } = cartShop()
    await cart.add(simple(7))
    await shop.setLanguage('sl')
    expect([cart.$session.get(), cart.$itemCount.get(), storage.get('protectCode')]).toEqual([null, 0, undefined])
  })

  it("throws 'Session doesn't exist' for a cart update without a session", async () => {
    const { cart } = cartShop()
    expect(() => cart.updateQuantity(1, 2)).toThrow("Session doesn't exist")
    await expect(cart.remove(1)).rejects.toSatisfy((error) => isCartSessionError(error) && error.message === "Session doesn't exist")
  })

  it('does nothing when clearing a missing or empty cart', async () => {
    const { cart } = cartShop()
    expect(await cart.clear()).toEqual({ ok: true, data: null })
    await cart.add(simple(7))
    await cart.remove(cart.$cart.get()!.items[0]!.itemId)
    seen.length = 0
    expect((await cart.clear()).ok).toBe(true)
    expect(cartCalls()).toEqual([])
  })

  it("logs 'Cart session not initialised!' and stops a checkout action without a session", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { cartCheckout } = cartShop()
    const checked = await cartCheckout.checkForChanges()
    expect(checked.ok).toBe(false)
    expect(warn).toHaveBeenCalledWith('Cart session not initialised!', '')
    expect(cartCalls()).toEqual([])
  })

  it('hands the session and cart to the browser in the snapshot, so the header count needs no fetch', async () => {
    const { shop } = cartShop()
    await createCartService(shop).add(simple(7), 4)
    const snapshot = JSON.parse(JSON.stringify(shop.dehydrate()))
    seen.length = 0
    const browser = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1 })
    browser.hydrate(snapshot)
    expect([createCartService(browser).$itemCount.get(), createCartService(browser).$session.get()]).toEqual([4, { cartId: 1, protectCode: 'secret-1' }])
    expect(seen).toHaveLength(0)
  })

  it('hydrates a snapshot made before the cart existed', () => {
    const browser = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1 })
    const { cart: _omitted, ...old } = browser.dehydrate()
    browser.hydrate(old)
    expect(createCartService(browser).$cart.get()).toBeNull()
  })
})
