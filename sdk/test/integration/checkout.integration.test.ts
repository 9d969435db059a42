import { createCartService, createCatalogService, createCheckoutService } from '../../src/index'
// The SDK's checkout against the real sandbox (docs/contract/checkout.md), in process: the seeded shopper buys
// KOL-1002-001 through the three steps, with cash, a card on the hosted payment page, and a pickup branch.
import { DEMO_ACCOUNTS, type Sandbox } from '@vitrina/sandbox'
import { describe, expect, it } from 'vitest'
import type { CheckoutAddressForm, DeliveryMethod, PaymentMethod } from '../../src/checkout/checkout.types'
import type { ProductSummary } from '../../src/catalog/catalog.types'
import type { Storefront } from '../../src/storefront/storefront.types'
import { SANDBOX_URL, storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

const ADDRESS: CheckoutAddressForm = {
  delivery: {
    firstName: 'Ana',
    lastName: 'Horvat',
    contactEmail: DEMO_ACCOUNTS.shopper.email,
    contactPhone: '+385 91 234 5678',
    country: 'HR',
    city: 'Zagreb',
    street: 'Ilica',
    houseNumber: '10',
    zipCode: '10000',
  },
}

/** A request outside the storefront: the browser posting the payment form, or the back office changing a price. */
async function direct(target: Sandbox, method: string, path: string, body?: string | object): Promise<Response> {
  const init: RequestInit = { method, redirect: 'manual' }
  if (typeof body === 'string') init.body = body
  else if (body) init.body = JSON.stringify(body)
  const headers: Record<string, string> =
    typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : { 'content-type': 'application/json' }
  return target.app.fetch(new Request(`${SANDBOX_URL}${path}`, { ...init, headers }))
}

/** The seeded shopper, logged in, with one KOL-1002-001 in a new cart and the countries loaded. */
async function shopperWithCart() {
  const harness = storefronts(sandbox(), clock)
  const tab = harness.open()
  const { shop } = tab
  const login = await shop.auth.login({ username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password })
  if (!login.ok) throw login.error
  const found = await createCatalogService(shop).filterProducts({ keywords: 'KOL-1002-001' })
  if (!found.ok) throw found.error
  const summary = found.data.records.find((product: ProductSummary) => product.sku === 'KOL-1002-001')
  if (!summary) throw new Error('No KOL-1002-001 in the seed')
  const added = await createCartService(shop).add({ id: summary.id, format: 'simple', isPurchasable: true })
  if (!added.ok) throw new Error(`add failed: ${added.reason}`)
  const countries = await createCheckoutService(shop).loadCountries()
  if (!countries.ok) throw countries.error
  harness.log.clear()
  return { ...tab, log: harness.log, productId: summary.id }
}

const byCode = <T extends DeliveryMethod | PaymentMethod>(methods: T[], code: string): T => {
  const method = methods.find((candidate) => candidate.code === code)
  if (!method) throw new Error(`No method ${code} in ${methods.map((candidate) => candidate.code).join(', ')}`)
  return method
}

async function toPayment(shop: Storefront, delivery = 'courier'): Promise<void> {
  const address = await createCheckoutService(shop).submitAddress(ADDRESS)
  if (!address.ok) throw address.error
  expect(createCheckoutService(shop).$state.get().state).toBe('shipping')
  const saved = await createCheckoutService(shop).selectDelivery(byCode(createCheckoutService(shop).$deliveryMethods.get(), delivery).id)
  if (!saved.ok) throw saved.error
  expect(createCheckoutService(shop).$state.get().state).toBe('payment')
}

async function pay(shop: Storefront, code: string): Promise<void> {
  const chosen = await createCheckoutService(shop).selectPayment(byCode(createCheckoutService(shop).$paymentMethods.get(), code).id)
  if (!chosen.ok) throw chosen.error
}

/**
 * Follows the hosted payment form as a browser would: posts it to its action, then presses a button of the page's own
 * form; answers the redirect target. Both actions are followed as given, never built: they carry the order's payment
 * token, without which the page answers 403 (docs/contract/checkout.md).
 */
async function followHpf(html: string, decision: 'approve' | 'decline'): Promise<string> {
  const action = /action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error('The HPF html has no form action')
  const target = new URL(action.replaceAll('&amp;', '&'))
  const page = await direct(
    sandbox(),
    'POST',
    target.pathname + target.search,
    new URLSearchParams([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!])).toString(),
  )
  expect(page.status).toBe(200)
  const text = await page.text()
  expect(text).toContain('Sandbox payment page')
  const complete = /action="([^"]*\/complete[^"]*)"/.exec(text)?.[1]
  if (!complete) throw new Error('The payment page has no form to complete the payment')
  const completed = await direct(sandbox(), 'POST', complete.replaceAll('&amp;', '&'), `decision=${decision}`)
  expect(completed.status).toBe(302)
  return completed.headers.get('location') ?? ''
}

describe('the checkout against the sandbox', () => {
  it('takes the shopper from address through a courier and cash to a placed order, and clears the cart session', async () => {
    const { shop, storage, log } = await shopperWithCart()
    await toPayment(shop)
    // The shopper has a main and a shipping address: both are updated (main first), then the user is refetched.
    const addressCalls = log.calls.filter((call) => call.path.startsWith('/api/v1/user/web/address/'))
    expect(addressCalls.map((call) => [call.method, call.status])).toEqual([
      ['PATCH', 200],
      ['PATCH', 200],
    ])
    await pay(shop, 'cash')
    const result = await createCheckoutService(shop).submit({ orderMessage: 'Molim pozvati prije dostave.' })
    if (!result.ok || result.outcome !== 'completed') throw new Error(`submit: ${JSON.stringify(result)}`)
    expect(result.completion.orderSlug).toMatch(/^2026-\d{6}-/)
    expect(result.completion.url).toBe(`/naplata/uspjesna?orderSlug=${result.completion.orderSlug}`)
    expect(createCheckoutService(shop).$state.get()).toMatchObject({ state: 'completed', completion: result.completion })
    expect(createCartService(shop).$session.get()).toBeNull()
    expect([storage.get('cartId'), storage.get('protectCode')]).toEqual([undefined, undefined])
    expect(log.to('/api/v2/ecommerce/cart/validateCart')).toHaveLength(1)
    expect(log.to('/api/v2/ecommerce/order/create').map((call) => call.status)).toEqual([200])
  })

  it('answers the HPF form and keeps the session; a declined card keeps the cart usable and a second attempt completes', async () => {
    const { shop } = await shopperWithCart()
    await toPayment(shop)
    await pay(shop, 'card')
    const first = await createCheckoutService(shop).submit()
    if (!first.ok || first.outcome !== 'redirect' || first.redirect.provider !== 'hpf') throw new Error(`submit: ${JSON.stringify(first)}`)
    expect(first.redirect.html).toContain('vitrina-hpf-form')
    expect(createCheckoutService(shop).$state.get().state).toBe('redirecting')
    expect(createCartService(shop).$session.get()).not.toBeNull()

    expect(await followHpf(first.redirect.html, 'decline')).toMatch(/\/checkout\/failure/)
    createCheckoutService(shop).resumeFromProvider({ outcome: 'failure' })
    expect(createCheckoutService(shop).$state.get().state).toBe('failed')
    const reloaded = await createCartService(shop).load()
    expect(reloaded.ok && reloaded.data?.items).toHaveLength(1)

    createCheckoutService(shop).back()
    expect(createCheckoutService(shop).$state.get().state).toBe('payment')
    const second = await createCheckoutService(shop).submit()
    if (!second.ok || second.outcome !== 'redirect' || second.redirect.provider !== 'hpf') throw new Error(`submit: ${JSON.stringify(second)}`)
    expect(second.redirect.orderId).not.toEqual(first.redirect.orderId)
    const location = await followHpf(second.redirect.html, 'approve')
    const orderSlug = new URL(location).searchParams.get('orderSlug')
    expect(orderSlug).toBe(second.redirect.orderSlug)
    createCheckoutService(shop).resumeFromProvider({ outcome: 'success', orderSlug })
    expect(createCheckoutService(shop).$state.get()).toMatchObject({ state: 'completed', completion: { orderSlug } })
    expect(createCartService(shop).$session.get()).toBeNull()
  })

  it('asks for a branch before saving a pickup method, then saves it with the branch', async () => {
    const { shop, log } = await shopperWithCart()
    const address = await createCheckoutService(shop).submitAddress(ADDRESS)
    if (!address.ok) throw address.error
    const pickup = byCode(createCheckoutService(shop).$deliveryMethods.get(), 'pickup')
    expect(pickup.branches.length).toBeGreaterThan(0)
    const withoutBranch = await createCheckoutService(shop).selectDelivery(pickup.id)
    expect(withoutBranch.ok).toBe(false)
    expect(createCheckoutService(shop).$errors.get()).toEqual({ shippingBranch: 'error.shippingBranchUndefined' })
    expect(createCheckoutService(shop).$state.get().state).toBe('shipping')
    expect(log.to('/api/v2/ecommerce/delivery/saveDeliveryMethod')).toHaveLength(0)

    const branch = pickup.branches[1]!
    const saved = await createCheckoutService(shop).selectDelivery(pickup.id, branch.id)
    if (!saved.ok) throw saved.error
    expect((saved.data as unknown as { options: { deliveryBranchId: unknown } }).options.deliveryBranchId).toEqual(branch.id)
    expect([createCheckoutService(shop).$selectedDelivery.get()?.id, createCheckoutService(shop).$selectedBranch.get()]).toEqual([pickup.id, branch.id])
    expect(createCheckoutService(shop).$errors.get()).toEqual({})
    expect(createCheckoutService(shop).$state.get().state).toBe('payment')
  })

  it('stops with cart updated when a price changed on the server between the cart and the submit', async () => {
    const { shop, log, productId, noticeKeys } = await shopperWithCart()
    await toPayment(shop)
    await pay(shop, 'cash')
    const before = createCartService(shop).$cart.get()!.items[0]!.prices.base.finalPrice
    const patched = await direct(sandbox(), 'PATCH', `/__sandbox/products/${productId}`, { finalPrice: before + 5 })
    expect(patched.status).toBe(200)

    const stopped = await createCheckoutService(shop).submit()
    expect(stopped).toEqual({ ok: false, reason: 'cartUpdated' })
    expect(log.to('/api/v2/ecommerce/order/create')).toHaveLength(0)
    expect(noticeKeys()).toContain('core.notifications.cartUpdated')
    expect(createCartService(shop).$cart.get()!.items[0]!.prices.base.finalPrice).toBe(before + 5)
    expect(createCheckoutService(shop).$state.get()).toMatchObject({ state: 'payment', errorKey: 'core.notifications.cartUpdated', orderRequested: false })

    const placed = await createCheckoutService(shop).submit()
    expect(placed.ok && placed.outcome).toBe('completed')
  })

  it('sends one order/create for twenty rapid submits', async () => {
    const { shop, log } = await shopperWithCart()
    await toPayment(shop)
    await pay(shop, 'cash')
    const results = await Promise.all(Array.from({ length: 20 }, () => createCheckoutService(shop).submit()))
    expect(log.to('/api/v2/ecommerce/order/create')).toHaveLength(1)
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'busy')).toHaveLength(19)
  })
  it('completes a PayPal payment through pgSuccess and then clears the cart session', async () => {
    const { shop, log } = await shopperWithCart()
    await toPayment(shop)
    await pay(shop, 'paypal')
    const result = await createCheckoutService(shop).submit()
    if (!result.ok || result.outcome !== 'redirect' || result.redirect.provider !== 'paypal') throw new Error(`submit: ${JSON.stringify(result)}`)
    expect(result.redirect.payment.id).toMatch(/^PAYID-SANDBOX-/)
    expect(createCartService(shop).$session.get()).not.toBeNull()
    const completed = await createCheckoutService(shop).completePayPal({ id: result.redirect.payment.id, status: 'COMPLETED' })
    if (!completed.ok) throw completed.error
    expect(completed.data.url).toBe(`/naplata/uspjesna?orderSlug=${result.redirect.orderSlug}`)
    expect(log.to(`/api/v2/ecommerce/order/pgSuccess/${result.redirect.orderId}`).map((call) => call.status)).toEqual([200])
    expect(createCheckoutService(shop).$state.get().state).toBe('completed')
    expect(createCartService(shop).$session.get()).toBeNull()
  })

  it('checks a guest out through the guest-user update when the site allows guests', async () => {
    const allowed = await direct(sandbox(), 'PATCH', '/__sandbox/options', { guestCheckout: true })
    expect(allowed.status).toBe(200)
    const harness = storefronts(sandbox(), clock)
    const { shop, storage } = harness.open()
    const log = harness.log
    const found = await createCatalogService(shop).filterProducts({ keywords: 'KOL-1002-001' })
    if (!found.ok) throw found.error
    const summary = found.data.records.find((product: ProductSummary) => product.sku === 'KOL-1002-001')!
    const added = await createCartService(shop).add({ id: summary.id, format: 'simple', isPurchasable: true })
    expect(added.ok).toBe(true)
    await createCheckoutService(shop).loadCountries()
    const guest = { ...ADDRESS, delivery: { ...ADDRESS.delivery, contactEmail: 'gost@example.hr' } }
    const address = await createCheckoutService(shop).submitAddress(guest)
    if (!address.ok) throw address.error
    expect(log.calls.filter((call) => call.path === '/api/v2/ecommerce/cart/updateGuestUser').map((call) => call.status)).toEqual([200])
    expect(storage.get('guestUser')).toBe('gost@example.hr')
    const saved = await createCheckoutService(shop).selectDelivery(byCode(createCheckoutService(shop).$deliveryMethods.get(), 'courier').id)
    if (!saved.ok) throw saved.error
    await pay(shop, 'cash')
    const result = await createCheckoutService(shop).submit()
    expect(result.ok && result.outcome).toBe('completed')
    expect(createCartService(shop).$session.get()).toBeNull()
  })
  it('starts over when the shopper logs out during the checkout', async () => {
    const { shop } = await shopperWithCart()
    await toPayment(shop)
    await shop.auth.logout()
    expect(createCheckoutService(shop).$state.get().state).toBe('address')
    expect([
      createCheckoutService(shop).$deliveryMethods.get(),
      createCheckoutService(shop).$paymentMethods.get(),
      createCheckoutService(shop).$selectedDelivery.get(),
    ]).toEqual([[], [], null])
  })
  it('starts over after a language switch, which clears the cart session', async () => {
    const { shop } = await shopperWithCart()
    await toPayment(shop)
    await shop.setLanguage('en')
    expect(createCartService(shop).$session.get()).toBeNull()
    expect(createCheckoutService(shop).$state.get().state).toBe('address')
    expect([
      createCheckoutService(shop).$countries.get(),
      createCheckoutService(shop).$deliveryMethods.get(),
      createCheckoutService(shop).$selectedDelivery.get(),
    ]).toEqual([[], [], null])
  })
})
