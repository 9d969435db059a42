import { http as mock, HttpResponse } from 'msw'
import { atom } from 'nanostores'
import { describe, expect, it, vi } from 'vitest'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import type { AuthUser } from '../auth/auth.types'
import type { Cart, CartCheck, CartSession } from '../cart/cart.types'
import { HttpError } from '../errors/errors.classes'
import { createHttp } from '../http/http.transport'
import { fail, ok } from '../internal/result'
import type { Language } from '../language/language.constants'
import { createNotices } from '../notices/notices.service'
import type { Notice } from '../notices/notices.types'
import type { Result } from '../result/result.types'
import type { CheckoutSettings } from '../site/site.types'
import { buildCheckoutService } from './checkout.service'
import type { CheckoutAddressForm } from './checkout.types'

useMswServer()

const EC = `${API}/api/v2/ecommerce`
const SESSION: CartSession = { cartId: 4, protectCode: 'secret-4' }
const CART = { id: 4, protectCode: 'secret-4', session: 's', items: [], prices: { cartTotal: 0 }, coupon: null, couponCode: null, digitalOnly: false }

const COURIER = { id: 1, code: 'courier', name: 'Dostava kurirom', description: '', price: 3.99, taxRate: 25, cartPrice: 4.99, options: {} }
const PICKUP = {
  id: 2,
  code: 'pickup',
  name: 'Preuzimanje u poslovnici',
  description: '',
  price: 0,
  taxRate: 25,
  options: { branches: [{ id: 11, name: 'Vitrina Zagreb', address: { street: 'Ilica', houseNumber: '45', zipCode: '10000', city: 'Zagreb' } }] },
}
const CASH = { id: 1, code: 'cash', name: 'Pouzeće', description: '' }
const CARD = { id: 2, code: 'card', name: 'Kartica', description: '', paymentType: 'HPF' }
const PAYPAL = { id: 3, code: 'paypal', name: 'PayPal', description: '', paymentType: 'PayPal' }

const FORM: CheckoutAddressForm = {
  delivery: {
    firstName: 'Ana',
    lastName: 'Horvat',
    contactEmail: 'ana@example.hr',
    contactPhone: '091 234 5678',
    country: 'HR',
    city: 'Zagreb',
    street: 'Ilica',
    houseNumber: '10',
    zipCode: '10000',
  },
}

interface Backend {
  delivery?: unknown[]
  payment?: unknown[]
  order?: unknown
  failSave?: 'delivery' | 'payment'
  failOrder?: string
  failCancel?: boolean
}

/** MSW handlers for the checkout calls, answering from `backend`. */
function checkoutHandlers(backend: Backend) {
  let addressId = 40
  return [
    mock.post(`${EC}/checkout/getAvailableCountries`, () => HttpResponse.json({ data: [{ id: 191, iso: 'HR', code: 'HRV', name: 'Hrvatska' }] })),
    mock.post(`${EC}/delivery/getApplicableDeliveryMethods`, () => HttpResponse.json({ data: backend.delivery ?? [COURIER, PICKUP] })),
    mock.put(`${EC}/delivery/saveDeliveryMethod`, () =>
      backend.failSave === 'delivery'
        ? HttpResponse.json({ message: 'Shipping method not found', statusCode: 404 }, { status: 404 })
        : HttpResponse.json({ data: CART }),
    ),
    mock.post(`${EC}/payment/getApplicablePaymentMethods`, () => HttpResponse.json({ data: backend.payment ?? [CASH, CARD, PAYPAL] })),
    mock.put(`${EC}/payment/savePaymentMethod`, () =>
      backend.failSave === 'payment'
        ? HttpResponse.json({ message: 'Payment method not found.', statusCode: 404 }, { status: 404 })
        : HttpResponse.json({ data: CART }),
    ),
    mock.post(`${EC}/order/create`, () =>
      backend.failOrder
        ? HttpResponse.json({ message: backend.failOrder, statusCode: 400 }, { status: 400 })
        : HttpResponse.json({ data: backend.order ?? { orderSlug: '2026-000143-ab', orderId: 143, paymentType: null } }),
    ),
    mock.post(`${EC}/order/pgSuccess/:id`, () =>
      HttpResponse.json({ data: { url: '/naplata/uspjesna?orderSlug=2026-000143-ab', orderSlug: '2026-000143-ab', orderId: 143 } }),
    ),
    mock.post(`${EC}/order/pgCancel/:id`, () =>
      backend.failCancel
        ? HttpResponse.json({ message: 'Order is no longer pending.', statusCode: 409 }, { status: 409 })
        : HttpResponse.json({ data: { orderId: 143, paymentStatus: 'notPaid', status: 'failed' } }),
    ),
    mock.post(`${API}/api/v1/user/web/address/create`, async ({ request }) => {
      const body = (await request.json()) as { type: string }
      return HttpResponse.json({ data: { id: ++addressId, type: body.type } })
    }),
    mock.patch(`${API}/api/v1/user/web/address/update/:id`, ({ params }) => HttpResponse.json({ data: { id: Number(params.id) } })),
  ]
}

const bodiesTo = async (path: string) => Promise.all(seen.filter((request) => pathOf(request) === path).map((request) => request.clone().json()))

function setup(
  options: { backend?: Backend; user?: AuthUser | null; check?: Result<CartCheck>; settings?: Partial<CheckoutSettings>; language?: Language } = {},
) {
  server.use(...checkoutHandlers(options.backend ?? {}))
  const notices = createNotices()
  const shown: Notice[] = []
  notices.listen((notice) => shown.push(notice))
  const $session = atom<CartSession | null>(SESSION)
  const $user = atom<AuthUser | null>(options.user ?? null)
  const cart = {
    $session,
    $cart: atom<Cart | null>(null),
    checkForChanges: vi.fn(async () => options.check ?? ok({ changed: false, memberCardInvalid: false })),
    clearSession: vi.fn(() => $session.set(null)),
    updateGuestUser: vi.fn(async (input: { email: string }) =>
      ok({
        id: 9,
        email: input.email,
        addresses: [
          { id: 31, type: 'main' },
          { id: 32, type: 'shipping' },
        ],
      } as never),
    ),
  }
  const auth = { $user, fetchUser: vi.fn(async () => ok($user.get()!)) }
  const settings = { checkoutEnabled: true, skipShippingStep: false, allowedCountries: ['HR'], ...options.settings } as CheckoutSettings
  const site = {
    $checkoutSettings: atom<CheckoutSettings | null>(settings),
    fetchCheckoutSettings: vi.fn(async () => ok(settings)),
    $currencyConfig: atom(null),
  }
  const http = createHttp({ apiUrl: API, apiKey: 'key', siteId: 1, storeId: 1, timeoutMs: 5000, getLanguage: () => 'hr' })
  const log = vi.fn()
  const checkout = buildCheckoutService({ http, notices, $language: atom<Language>(options.language ?? 'hr') }, { cart, cartCheckout: cart, auth, site, log })
  return { checkout, cart, auth, site, shown, log, keys: () => shown.map((notice) => notice.key) }
}

async function atPayment(options: Parameters<typeof setup>[0] = {}) {
  const s = setup(options)
  await s.checkout.loadCountries()
  expect((await s.checkout.submitAddress(FORM)).ok).toBe(true)
  expect((await s.checkout.selectDelivery(1)).ok).toBe(true)
  seen.length = 0
  return s
}

describe('the address step', () => {
  it('sends nothing and shows field errors for an invalid address', async () => {
    const { checkout } = setup()
    const result = await checkout.submitAddress({ delivery: { ...FORM.delivery, firstName: 'Ana2', zipCode: '' } })
    expect(result.ok).toBe(false)
    expect(checkout.$errors.get()).toEqual({ 'delivery.firstName': 'validation.lettersOnly', 'delivery.zipCode': 'validation.required' })
    expect(checkout.$state.get()).toMatchObject({ state: 'address', saving: null, errorKey: 'validation.lettersOnly' })
    expect(seen).toHaveLength(0)
  })

  it('stops with an error notice when a required consent is not ticked, unless consent validation is disabled', async () => {
    const { checkout, keys } = setup()
    const refused = await checkout.submitAddress(FORM, { consents: { required: [1, 2], accepted: [1] } })
    expect(refused.ok).toBe(false)
    expect(keys()).toEqual(['core.notifications.consentsRequired'])
    expect(checkout.$errors.get()).toEqual({ consents: 'core.notifications.consentsRequired' })
    expect(seen).toHaveLength(0)
    const accepted = await checkout.submitAddress(FORM, { consents: { required: [1, 2], accepted: [1] }, validateConsents: false })
    expect(accepted.ok).toBe(true)
  })

  it('saves a guest through the guest-user update, billing copied from delivery with type main, and uses the saved address ids', async () => {
    const { checkout, cart } = setup()
    await checkout.loadCountries()
    await checkout.submitAddress({ ...FORM, isCompany: true, companyName: 'Vitrina d.o.o.', companyOIB: '69435151530' })
    expect(cart.updateGuestUser).toHaveBeenCalledWith({
      email: 'ana@example.hr',
      details: { firstName: 'Ana', lastName: 'Horvat', phone: '091 234 5678' },
      company: { name: 'Vitrina d.o.o.', oib: '69435151530' },
      addresses: [
        { ...FORM.delivery, type: 'main', companyName: 'Vitrina d.o.o.', oib: '69435151530' },
        { ...FORM.delivery, type: 'shipping' },
      ],
    })
    expect(await bodiesTo('/api/v2/ecommerce/delivery/getApplicableDeliveryMethods')).toEqual([
      { userId: 9, userBillingAddressId: 31, userShippingAddressId: 32, countryId: 191, cartId: 4, protectCode: 'secret-4' },
    ])
    expect(checkout.$state.get().state).toBe('shipping')
    expect(checkout.$deliveryMethods.get().map((method) => [method.id, method.branches.length])).toEqual([
      [1, 0],
      [2, 1],
    ])
  })

  it('saves a logged-in shopper’s main address first, then the shipping address, then refetches the user', async () => {
    const user: AuthUser = {
      id: 7,
      email: 'ana@example.hr',
      details: { firstName: 'Ana', lastName: 'Horvat' },
      company: null,
      memberCardBarcode: null,
      addresses: [{ id: 5, type: 'main' }],
      isBackofficeUser: false,
      scope: [],
    }
    const { checkout, auth, cart } = setup({ user })
    await checkout.submitAddress(FORM)
    const writes = seen.filter((request) => pathOf(request).startsWith('/api/v1/user/web/address/')).map((request) => `${request.method} ${pathOf(request)}`)
    expect(writes).toEqual(['PATCH /api/v1/user/web/address/update/5', 'POST /api/v1/user/web/address/create'])
    expect(auth.fetchUser).toHaveBeenCalledTimes(1)
    expect(cart.updateGuestUser).not.toHaveBeenCalled()
    expect((await bodiesTo('/api/v2/ecommerce/delivery/getApplicableDeliveryMethods'))[0]).toMatchObject({
      userId: 7,
      userBillingAddressId: 5,
      userShippingAddressId: 41,
    })
  })

  it('refuses a second address submit while the first is under way', async () => {
    const { checkout, cart } = setup()
    const [first, second] = await Promise.all([checkout.submitAddress(FORM), checkout.submitAddress(FORM)])
    expect([first.ok, second.ok]).toEqual([true, false])
    expect(cart.updateGuestUser).toHaveBeenCalledTimes(1)
  })

  it('logs and stops without a cart session', async () => {
    const { checkout, cart, log } = setup()
    cart.$session.set(null)
    expect((await checkout.submitAddress(FORM)).ok).toBe(false)
    expect(log).toHaveBeenCalledWith('Cart session not initialised!')
    expect(seen).toHaveLength(0)
  })

  it('skips the shipping step with skipShippingStep, choosing and saving the first applicable method', async () => {
    const { checkout } = setup({ settings: { skipShippingStep: true }, backend: { delivery: [PICKUP, COURIER] } })
    await checkout.submitAddress(FORM)
    expect(await bodiesTo('/api/v2/ecommerce/delivery/saveDeliveryMethod')).toEqual([
      { deliveryMethodId: 2, branchId: 11, userId: 9, cartId: 4, protectCode: 'secret-4' },
    ])
    expect(checkout.$state.get()).toMatchObject({ state: 'payment', shippingSkipped: true })
    expect(checkout.$selectedDelivery.get()?.id).toBe(2)
  })
})

describe('the shipping step', () => {
  it.each([
    [undefined, undefined, { shippingMethod: 'error.shippingMethodUndefined' }],
    [99, undefined, { shippingMethod: 'error.shippingMethodNotFound' }],
    [2, undefined, { shippingBranch: 'error.shippingBranchUndefined' }],
    [2, 77, { shippingBranch: 'error.shippingBranchUndefined' }],
  ])('refuses method %s with branch %s without a request', async (methodId, branchId, errors) => {
    const { checkout } = setup()
    await checkout.submitAddress(FORM)
    seen.length = 0
    const result = await checkout.selectDelivery(methodId, branchId)
    expect(result.ok).toBe(false)
    expect(checkout.$errors.get()).toEqual(errors)
    expect(checkout.$state.get()).toMatchObject({ state: 'shipping', saving: null })
    expect(seen).toHaveLength(0)
  })

  it('saves a pickup method with its branch and moves to payment', async () => {
    const { checkout } = setup()
    await checkout.submitAddress(FORM)
    const saved = await checkout.selectDelivery(2, 11)
    expect(saved.ok).toBe(true)
    expect((await bodiesTo('/api/v2/ecommerce/delivery/saveDeliveryMethod'))[0]).toMatchObject({ deliveryMethodId: 2, branchId: 11 })
    expect([checkout.$selectedBranch.get(), checkout.$state.get().state]).toEqual([11, 'payment'])
    expect(checkout.$paymentMethods.get().map((method) => method.paymentType)).toEqual([null, 'HPF', 'PayPal'])
  })

  it('restores the previous selection and empties both lists when a save fails', async () => {
    const s = await atPayment()
    s.checkout.back()
    expect(s.checkout.$state.get().state).toBe('shipping')
    server.use(
      mock.put(`${EC}/delivery/saveDeliveryMethod`, () => HttpResponse.json({ message: 'Shipping method not found', statusCode: 404 }, { status: 404 })),
    )
    const failed = await s.checkout.selectDelivery(2, 11)
    expect(failed.ok).toBe(false)
    expect(s.checkout.$selectedDelivery.get()?.id).toBe(1)
    expect(s.checkout.$selectedBranch.get()).toBeNull()
    expect([s.checkout.$deliveryMethods.get(), s.checkout.$paymentMethods.get()]).toEqual([[], []])
    expect(s.keys()).toContain('error.shippingMethodNotFound')
    expect(s.checkout.$state.get()).toMatchObject({ state: 'shipping', errorKey: 'error.shippingMethodNotFound' })
  })
})

describe('the payment step', () => {
  it('restores the previous payment choice when its save fails', async () => {
    const s = await atPayment()
    await s.checkout.selectPayment(1)
    server.use(mock.put(`${EC}/payment/savePaymentMethod`, () => HttpResponse.json({ message: 'Payment method not found.', statusCode: 404 }, { status: 404 })))
    expect((await s.checkout.selectPayment(2)).ok).toBe(false)
    expect(s.checkout.$selectedPayment.get()?.id).toBe(1)
    expect(s.checkout.$paymentMethods.get()).toEqual([])
  })

  it('is skipped when the only method is HPF: chosen, saved and the order submitted', async () => {
    const html = '<form method="post" action="http://sandbox.test/__payments/hpf/143" id="vitrina-hpf-form"></form>'
    const s = setup({ backend: { payment: [CARD], order: { html, orderId: 143, orderSlug: '2026-000143-ab', paymentType: 'HPF' } } })
    await s.checkout.submitAddress(FORM)
    await s.checkout.selectDelivery(1)
    expect(await bodiesTo('/api/v2/ecommerce/payment/savePaymentMethod')).toHaveLength(1)
    expect(s.checkout.$state.get()).toMatchObject({ state: 'redirecting', paymentSkipped: true, redirect: { provider: 'hpf', html, orderId: 143 } })
    expect(s.cart.clearSession).not.toHaveBeenCalled()
  })

  it('is not skipped when other methods are offered too', async () => {
    const s = await atPayment()
    expect(s.checkout.$state.get().state).toBe('payment')
    expect(await bodiesTo('/api/v2/ecommerce/order/create')).toHaveLength(0)
  })
})

describe('placing the order', () => {
  it('needs a payment method', async () => {
    const s = await atPayment()
    const result = await s.checkout.submit()
    expect(result.ok ? null : result.reason).toBe('invalid')
    expect(s.checkout.$errors.get()).toEqual({ paymentMethod: 'error.paymentMethodUndefined' })
    expect(s.checkout.$state.get()).toMatchObject({ state: 'payment', orderRequested: false })
    expect(seen).toHaveLength(0)
  })

  it('checks the payment step consents before anything else', async () => {
    const s = await atPayment()
    await s.checkout.selectPayment(1)
    seen.length = 0
    const result = await s.checkout.submit({ consents: { required: [3], accepted: [] } })
    expect(result.ok ? null : result.reason).toBe('invalid')
    expect(s.keys()).toContain('core.notifications.consentsRequired')
    expect(seen).toHaveLength(0)
  })

  it('sends the spec payload, clears the cart session for cash and completes with the thank-you url', async () => {
    const s = await atPayment({ language: 'sl' })
    await s.checkout.selectPayment(1)
    seen.length = 0
    const result = await s.checkout.submit({
      giftMessage: 'Sretan rođendan',
      orderMessage: 'Zvonite dvaput',
      to: 'Marko',
      from: 'Ana',
      successURL: 'https://shop.test/naplata/uspjesna',
      failureURL: 'https://shop.test/checkout/failure',
    })
    expect(result).toEqual({
      ok: true,
      outcome: 'completed',
      completion: { orderSlug: '2026-000143-ab', url: '/sl/naplata/uspjesna?orderSlug=2026-000143-ab' },
    })
    expect(seen.map((request) => pathOf(request))).toEqual(['/api/v2/ecommerce/payment/savePaymentMethod', '/api/v2/ecommerce/order/create'])
    expect(s.cart.checkForChanges).toHaveBeenCalledTimes(1)
    expect(await bodiesTo('/api/v2/ecommerce/order/create')).toEqual([
      {
        userId: 9,
        cartId: 4,
        protectCode: 'secret-4',
        giftMessage: 'Sretan rođendan',
        orderMessage: 'Zvonite dvaput',
        to: 'Marko',
        from: 'Ana',
        successURL: 'https://shop.test/naplata/uspjesna',
        failureURL: 'https://shop.test/checkout/failure',
      },
    ])
    expect(s.cart.clearSession).toHaveBeenCalledTimes(1)
    expect(s.checkout.$state.get().state).toBe('completed')
    expect(s.checkout.$submitting.get()).toBe(false)
  })

  it.each([
    [{ changed: true, memberCardInvalid: false }, 'cartUpdated', 'core.notifications.cartUpdated'],
    [{ changed: false, memberCardInvalid: true }, 'memberCardInvalid', 'core.notifications.memberCardNotValid'],
  ] as const)('stops before the order when the cart check answers %o', async (check, reason, errorKey) => {
    const s = await atPayment({ check: ok(check) })
    await s.checkout.selectPayment(1)
    const result = await s.checkout.submit()
    expect(result).toEqual({ ok: false, reason })
    expect(await bodiesTo('/api/v2/ecommerce/order/create')).toHaveLength(0)
    expect(s.checkout.$state.get()).toMatchObject({ state: 'payment', errorKey, orderRequested: false })
  })

  it('sends one order for twenty rapid submits', async () => {
    const s = await atPayment()
    await s.checkout.selectPayment(1)
    const results = await Promise.all(Array.from({ length: 20 }, () => s.checkout.submit()))
    expect(await bodiesTo('/api/v2/ecommerce/order/create')).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.reason === 'busy')).toHaveLength(19)
  })

  it('keeps the cart session for HPF and hands the html to the UI', async () => {
    const html = '<form id="vitrina-hpf-form"></form>'
    const s = await atPayment({ backend: { order: { html, orderId: 143, orderSlug: '2026-000143-ab', paymentType: 'HPF' } } })
    await s.checkout.selectPayment(2)
    const result = await s.checkout.submit()
    expect(result).toEqual({ ok: true, outcome: 'redirect', redirect: { provider: 'hpf', html, orderId: 143, orderSlug: '2026-000143-ab' } })
    expect(s.cart.clearSession).not.toHaveBeenCalled()
  })

  it('starts PayPal when the html is not a string, and completes it with pgSuccess', async () => {
    const payment = { id: 'PAYID-SANDBOX-1', total: 12.34, currency: 'EUR', orderId: 143 }
    const s = await atPayment({ backend: { order: { html: null, orderId: 143, orderSlug: '2026-000143-ab', paymentType: 'PayPal', payment } } })
    await s.checkout.selectPayment(3)
    const result = await s.checkout.submit()
    expect(result).toMatchObject({ ok: true, outcome: 'redirect', redirect: { provider: 'paypal', payment, orderId: 143 } })
    expect(s.cart.clearSession).not.toHaveBeenCalled()
    const completed = await s.checkout.completePayPal({ id: 'PAYID-SANDBOX-1', status: 'COMPLETED' })
    expect(completed).toEqual({ ok: true, data: { orderSlug: '2026-000143-ab', url: '/naplata/uspjesna?orderSlug=2026-000143-ab' } })
    expect(await bodiesTo('/api/v2/ecommerce/order/pgSuccess/143')).toEqual([
      { details: { id: 'PAYID-SANDBOX-1', status: 'COMPLETED' }, internalRedirect: true },
    ])
    expect(s.cart.clearSession).toHaveBeenCalledTimes(1)
    expect(s.checkout.$state.get().state).toBe('completed')
  })

  it('cancels a PayPal payment with pgCancel: back to the payment step with the cart kept, ready to pay again', async () => {
    const payment = { id: 'PAYID-SANDBOX-1', total: 12.34, currency: 'EUR', orderId: 143 }
    const s = await atPayment({ backend: { order: { html: null, orderId: 143, orderSlug: '2026-000143-ab', paymentType: 'PayPal', payment } } })
    await s.checkout.selectPayment(3)
    expect(await s.checkout.cancelPayPal()).toMatchObject({ ok: false })
    expect(await bodiesTo('/api/v2/ecommerce/order/pgCancel/143')).toHaveLength(0)

    await s.checkout.submit()
    const before = s.shown.length
    expect(await s.checkout.cancelPayPal()).toEqual({ ok: true, data: undefined })
    expect(await bodiesTo('/api/v2/ecommerce/order/pgCancel/143')).toEqual([{}])
    expect(s.checkout.$state.get()).toMatchObject({ state: 'payment', redirect: null, orderRequested: false })
    expect(s.shown.slice(before).map((notice) => [notice.level, notice.key])).toEqual([['warning', 'core.notifications.checkoutFailureTitle']])
    expect(s.cart.clearSession).not.toHaveBeenCalled()
    expect(await s.checkout.submit()).toMatchObject({ ok: true, outcome: 'redirect' })
    expect(await bodiesTo('/api/v2/ecommerce/order/create')).toHaveLength(2)
  })

  it('stays with the PayPal buttons and says so when the cancel call fails', async () => {
    const payment = { id: 'PAYID-SANDBOX-1', total: 12.34, currency: 'EUR', orderId: 143 }
    const s = await atPayment({
      backend: { failCancel: true, order: { html: null, orderId: 143, orderSlug: '2026-000143-ab', paymentType: 'PayPal', payment } },
    })
    await s.checkout.selectPayment(3)
    await s.checkout.submit()
    const before = s.shown.length
    expect(await s.checkout.cancelPayPal()).toMatchObject({ ok: false, error: { status: 409 } })
    expect(s.checkout.$state.get().state).toBe('redirecting')
    expect(s.shown.slice(before).map((notice) => notice.level)).toEqual(['error'])
  })

  it('maps a server refusal to its checkout key, empties the lists and allows another submit', async () => {
    const s = await atPayment({ backend: { failOrder: 'Shipping branch undefined.' } })
    await s.checkout.selectPayment(1)
    const result = await s.checkout.submit()
    expect(result.ok ? null : result.reason).toBe('failed')
    expect(s.keys()).toContain('error.shippingBranchUndefined')
    expect([s.checkout.$deliveryMethods.get(), s.checkout.$paymentMethods.get()]).toEqual([[], []])
    expect(s.checkout.$state.get()).toMatchObject({ state: 'payment', orderRequested: false, errorKey: 'error.shippingBranchUndefined' })
  })

  it('logs and stops without a cart session, with no toast', async () => {
    const s = await atPayment()
    await s.checkout.selectPayment(1)
    s.cart.$session.set(null)
    s.shown.length = 0
    seen.length = 0
    const result = await s.checkout.submit()
    expect(result.ok ? null : result.reason).toBe('failed')
    expect(s.log).toHaveBeenCalledWith('Cart session not initialised!')
    expect([s.keys(), seen.length]).toEqual([[], 0])
    expect(s.checkout.$state.get()).toMatchObject({ state: 'payment', orderRequested: false })
  })

  it('stops when the cart check itself fails', async () => {
    const s = await atPayment({ check: fail(new HttpError({ code: 'HTTP_ERROR', status: 500, messageKey: 'core.notifications.somethingWentWrong' })) })
    await s.checkout.selectPayment(1)
    expect((await s.checkout.submit()).ok).toBe(false)
    expect(await bodiesTo('/api/v2/ecommerce/order/create')).toHaveLength(0)
  })
})

describe('returning from a payment provider', () => {
  it('clears the cart session on success and completes with the order slug', () => {
    const { checkout, cart } = setup()
    checkout.resumeFromProvider({ outcome: 'success', orderSlug: '2026-000143-ab' })
    expect(cart.clearSession).toHaveBeenCalledTimes(1)
    expect(checkout.$state.get()).toMatchObject({
      state: 'completed',
      completion: { orderSlug: '2026-000143-ab', url: '/naplata/uspjesna?orderSlug=2026-000143-ab' },
    })
  })

  it('keeps the cart on failure', () => {
    const { checkout, cart } = setup()
    checkout.resumeFromProvider({ outcome: 'failure' })
    expect(cart.clearSession).not.toHaveBeenCalled()
    expect(checkout.$state.get()).toMatchObject({ state: 'failed', errorKey: 'core.notifications.checkoutFailureTitle' })
  })
})
