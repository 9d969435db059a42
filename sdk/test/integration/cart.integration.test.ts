import { createCartCheckoutService, createCartService, createCatalogService } from '../../src/index'
// The SDK's cart against the real sandbox (docs/contract/cart.md), in process: every call the cart service
// builds is one the sandbox takes, and its session rules hold against the sandbox's answers.
import { DEMO_ACCOUNTS } from '@vitrina/sandbox'
import { describe, expect, it } from 'vitest'
import type { CartEvent } from '../../src/cart/cart.types'
import type { Product, ProductSummary } from '../../src/catalog/catalog.types'
import type { Storefront } from '../../src/storefront/storefront.types'
import { callSandbox, storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

const open = (options: Parameters<ReturnType<typeof storefronts>['open']>[0] = {}) => storefronts(sandbox(), clock).open(options)

async function productBySku(shop: Storefront, sku: string): Promise<Product> {
  const found = await createCatalogService(shop).filterProducts({ keywords: sku })
  if (!found.ok) throw found.error
  const summary = found.data.records.find((product: ProductSummary) => product.sku === sku)
  if (!summary) throw new Error(`No product ${sku} in the seed`)
  const product = await createCatalogService(shop).getWebProduct(summary.id)
  if (!product.ok) throw product.error
  return product.data
}

describe('the cart against the sandbox', () => {
  it('adds a simple product, changes its quantity and removes it', async () => {
    const { shop, storage, noticeKeys } = open()
    const bottle = await productBySku(shop, 'HRA-1201-002')
    expect(bottle.format).toBe('simple')
    const added = await createCartService(shop).add(bottle, 2)
    if (!added.ok) throw 'error' in added ? added.error : new Error(added.reason)
    expect(added.cart.items.map((item) => [item.productId, item.qty])).toEqual([[bottle.id, 2]])
    expect([storage.get('cartId'), storage.get('protectCode')]).toEqual([String(added.cart.id), added.cart.protectCode])
    expect(noticeKeys()).toContain('core.notifications.addedToCart')

    const itemId = added.cart.items[0]!.itemId
    const changed = await createCartService(shop).updateQuantity(itemId, 5)
    expect(changed.ok && changed.data.items[0]!.qty).toBe(5)
    expect(createCartService(shop).$itemCount.get()).toBe(5)

    const removed = await createCartService(shop).remove(itemId)
    expect(removed.ok && removed.data.items).toEqual([])
  })

  it('adds a bundle with a configurable item through the customisation payload', async () => {
    const { shop } = open()
    const bundle = await productBySku(shop, 'PAK-001')
    expect(await createCartService(shop).add(bundle)).toEqual({ ok: false, reason: 'needsConfiguration' })
    const selections = (bundle.bundles ?? [])
      .filter((item) => item.product.format === 'configurable')
      .map((item) => {
        const variant = item.product.associatedProducts?.find((candidate) => candidate.isPurchasable && candidate.available)
        if (!variant) throw new Error(`No sellable variant of ${item.product.sku}`)
        return { productId: item.product.id, variant: { id: variant.id, format: variant.format } }
      })
    expect(selections.length).toBeGreaterThan(0)
    const added = await createCartService(shop).addBundle({ ...bundle, bundles: bundle.bundles ?? [] }, selections)
    if (!added.ok) throw 'error' in added ? added.error : new Error(added.reason)
    expect(added.cart.items.map((item) => [item.productId, item.qty])).toEqual([[bundle.id, 1]])
    expect(added.cart.items[0]!.bundleOptions).toHaveLength(bundle.bundles!.length)
  })

  it('applies and removes the coupon DOBRODOSLI10', async () => {
    const { shop } = open()
    await createCartService(shop).add(await productBySku(shop, 'HRA-1201-002'), 2)
    const applied = await createCartCheckoutService(shop).applyCoupon('DOBRODOSLI10')
    if (!applied.ok) throw applied.error
    expect(applied.data.couponCode).toBe('DOBRODOSLI10')
    expect(applied.data.prices.coupon).toBeLessThan(0)
    const unknown = await createCartCheckoutService(shop).applyCoupon('NEMA-TAKVOG')
    expect(unknown.ok ? null : unknown.error.messageKey).toBe('Coupon not found!')
    await createCartCheckoutService(shop).applyCoupon('DOBRODOSLI10')
    const removed = await createCartCheckoutService(shop).removeCoupon()
    expect(removed.ok && [removed.data.coupon, removed.data.prices.coupon]).toEqual([null, 0])
  })

  it('clears the session when the protectCode was tampered with', async () => {
    const { shop, storage } = open()
    await createCartService(shop).add(await productBySku(shop, 'HRA-1201-002'))
    storage.set('protectCode', 'tampered')
    const next = open({ storage })
    expect(createCartService(next.shop).$session.get()?.protectCode).toBe('tampered')
    const loaded = await createCartService(next.shop).load()
    expect(loaded.ok ? null : loaded.error.status).toBe(404)
    expect([createCartService(next.shop).$session.get(), storage.get('cartId'), storage.get('protectCode')]).toEqual([null, undefined, undefined])
  })

  it('clears the session and sends the shop home when the cart was archived', async () => {
    const { shop, noticeKeys } = open()
    const bottle = await productBySku(shop, 'HRA-1201-002')
    const added = await createCartService(shop).add(bottle)
    if (!added.ok) throw new Error('add failed')
    expect((await callSandbox(sandbox(), 'POST', `/__sandbox/carts/${added.cart.id}/archive`)).status).toBe(200)
    const events: CartEvent[] = []
    createCartService(shop).listen((event) => events.push(event))
    expect(await createCartService(shop).add(bottle)).toMatchObject({ ok: false, error: { code: 'CART_ARCHIVED' } })
    expect(createCartService(shop).$session.get()).toBeNull()
    expect(events).toEqual([{ type: 'redirectHome', reason: 'cartArchived' }])
    expect(noticeKeys().at(-1)).toBe('core.notifications.cartUpdateError')
  })

  it('finds no change in a cart the sandbox agrees with, and a change after a price change', async () => {
    const { shop, noticeKeys } = open()
    const bottle = await productBySku(shop, 'HRA-1201-002')
    await createCartService(shop).add(bottle)
    expect(await createCartCheckoutService(shop).checkForChanges()).toEqual({ ok: true, data: { changed: false, memberCardInvalid: false } })
    const patched = await sandbox().app.fetch(
      new Request(`http://sandbox.test/__sandbox/products/${bottle.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ finalPrice: 9.99 }),
      }),
    )
    expect(patched.status).toBe(200)
    expect(await createCartCheckoutService(shop).checkForChanges()).toEqual({ ok: true, data: { changed: true, memberCardInvalid: false } })
    expect(noticeKeys().at(-1)).toBe('core.notifications.cartUpdated')
  })

  it('applies a member card for a logged-in shopper and refuses a blocked one', async () => {
    const { shop, storage, noticeKeys } = open()
    const login = await shop.auth.login({ username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password })
    if (!login.ok) throw login.error
    await createCartService(shop).add(await productBySku(shop, 'HRA-1201-002'))
    expect(await createCartCheckoutService(shop).applyMemberCard('2900000000025')).toEqual({ ok: true, data: 'applied' })
    expect(createCartService(shop).$cart.get()!.prices.loyalty).toBeLessThan(0)
    expect(storage.get('memberCardBarcode')).toBe('2900000000025')
    expect((await createCartCheckoutService(shop).applyMemberCard('2900000000049')).ok).toBe(false)
    expect(noticeKeys().slice(-2)).toEqual(['core.notifications.memberCardApplied', 'core.notifications.membershipCardBarcodeInvalid'])
  })

  it('attaches a guest user to the cart by e-mail', async () => {
    const { shop, storage } = open()
    await createCartService(shop).add(await productBySku(shop, 'HRA-1201-002'))
    const guest = await createCartCheckoutService(shop).updateGuestUser({ email: 'gost@vitrina.test' })
    expect(guest.ok && guest.data.email).toBe('gost@vitrina.test')
    expect(storage.get('guestUser')).toBe('gost@vitrina.test')
    const loaded = await createCartService(shop).load()
    expect(loaded.ok && loaded.data?.guestUser?.email).toBe('gost@vitrina.test')
  })

  it('resumes the cart a shopper filled while logged in on another device', async () => {
    const credentials = { username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password }
    const first = open()
    await first.shop.auth.login(credentials)
    const added = await createCartService(first.shop).add(await productBySku(first.shop, 'HRA-1201-002'), 3)
    if (!added.ok) throw new Error('add failed')
    const second = open()
    await second.shop.auth.login(credentials)
    const resumed = await createCartCheckoutService(second.shop).fetchAbandoned()
    expect(resumed.ok && resumed.data?.cartId).toBe(added.cart.id)
    expect(createCartService(second.shop).$itemCount.get()).toBe(3)
  })
})
