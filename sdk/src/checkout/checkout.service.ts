import { atom } from 'nanostores'
import type { AuthService } from '../auth/auth.types'
import { SESSION_NOT_INITIALISED, sessionMissing } from '../cart/cart.core'
import { createCartCheckoutService } from '../cart/cart.checkout'
import { createCartService } from '../cart/cart.service'
import type { Cart, CartCheckoutService, CartService, CartSession } from '../cart/cart.types'
import { SdkError, ValidationError } from '../errors/errors.classes'
import { serviceOf } from '../internal/per-storefront'
import { fail, ok } from '../internal/result'
import { routePath } from '../links/links.routes'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { createSiteService } from '../site/site.service'
import type { Country, Id, SiteService } from '../site/site.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { isCompanyDataValid, validateCheckoutAddress } from './checkout.address'
import { saveCheckoutAddresses } from './checkout.addresses.save'
import { type CheckoutParty, createCheckoutApi } from './checkout.api'
import { INITIAL_CHECKOUT, transition } from './checkout.machine'
import { checkConsents, checkDelivery, checkoutErrorKey, checkPayment, shouldSkipPayment } from './checkout.rules'
import type {
  CheckoutAddressForm,
  CheckoutCompletion,
  CheckoutErrors,
  CheckoutEvent,
  CheckoutService,
  CheckoutSnapshot,
  CheckoutSubmitResult,
  DeliveryMethod,
  PaymentMethod,
  SubmitOrderOptions,
} from './checkout.types'

/** What the checkout needs besides the instance's context. */
export interface CheckoutServiceDeps {
  cart: Pick<CartService, '$session' | '$cart' | 'clearSession'>
  cartCheckout: Pick<CartCheckoutService, 'checkForChanges' | 'updateGuestUser'>
  auth: Pick<AuthService, '$user' | 'fetchUser'>
  site: Pick<SiteService, '$checkoutSettings' | 'fetchCheckoutSettings' | '$currencyConfig'>
  /** Where "only logged" problems go; defaults to `console.warn`. */
  log?: (message: string, detail?: unknown) => void
}

const busy = (what: string) => new SdkError({ code: 'ABORTED', status: 0, message: `${what} is not possible now (already under way, or not this step)` })

/** Creates the checkout service of one storefront instance (see {@link CheckoutService}). */
export function buildCheckoutService(
  ctx: Pick<StorefrontContext, 'http' | 'notices' | '$language'> & Partial<Pick<StorefrontContext, 'onLogout' | 'onLanguageChange'>>,
  deps: CheckoutServiceDeps,
): CheckoutService {
  const log = deps.log ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''))
  const api = createCheckoutApi(ctx.http)
  const $state = atom<CheckoutSnapshot>(INITIAL_CHECKOUT)
  const $countries = atom<Country[]>([])
  const $deliveryMethods = atom<DeliveryMethod[]>([])
  const $paymentMethods = atom<PaymentMethod[]>([])
  const $selectedDelivery = atom<DeliveryMethod | null>(null)
  const $selectedBranch = atom<Id | null>(null)
  const $selectedPayment = atom<PaymentMethod | null>(null)
  const $errors = atom<CheckoutErrors>({})
  const $submitting = atom(false)
  // What the address step saved: who the later calls are for, and the company data of the payment save.
  let party: CheckoutParty = {}
  let form: CheckoutAddressForm | null = null
  let addressConsents: SubmitOrderOptions['consents']

  /** Sends an event; false when the machine refused it (a guard or a state that does not take it). */
  function send(event: CheckoutEvent): boolean {
    const before = $state.get()
    const next = transition(before, event)
    if (next !== before) $state.set(next)
    return next !== before
  }

  function sessionOrLog(): CartSession | null {
    const session = deps.cart.$session.get()
    if (!session) log(SESSION_NOT_INITIALISED)
    return session
  }

  function showIssues(error: ValidationError): void {
    $errors.set(Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.messageKey])))
  }

  /** Spec §4: "When a call reports an error the delivery and payment lists are emptied". */
  function callFailed(error: SdkError): string {
    $deliveryMethods.set([])
    $paymentMethods.set([])
    // docs/contract/cart.md: a client clears its cart session on 'Cart is archived.' and 'Session already used.'.
    if (error.code === 'CART_ARCHIVED' || error.code === 'SESSION_ALREADY_USED') deps.cart.clearSession()
    const key = checkoutErrorKey(error)
    ctx.notices.notify({ level: 'error', key })
    return key
  }

  const currencyId = () => deps.site.$currencyConfig.get()?.mainCurrencyId
  const userId = () => deps.auth.$user.get()?.id ?? party.userId
  const successPath = (orderSlug: string) => `${routePath('checkoutSuccess', ctx.$language.get())}?orderSlug=${encodeURIComponent(orderSlug)}`

  function countryIdOf(country: string | undefined): Id | undefined {
    if (!country) return undefined
    const wanted = country.trim().toUpperCase()
    return $countries.get().find((candidate) => [candidate.iso, candidate.code, String(candidate.id)].some((value) => value.toUpperCase() === wanted))?.id
  }

  async function loadDeliveryMethods(): Promise<Result<DeliveryMethod[]>> {
    const session = sessionOrLog()
    if (!session) return fail(sessionMissing())
    const countryId = countryIdOf(form?.delivery.country)
    const id = currencyId()
    const result = await api.deliveryMethods(session, {
      ...party,
      userId: userId(),
      ...(countryId === undefined ? {} : { countryId }),
      ...(id === undefined ? {} : { currencyId: id }),
    })
    if (result.ok) $deliveryMethods.set(result.data)
    else callFailed(result.error)
    return result
  }

  async function loadPaymentMethods(): Promise<Result<PaymentMethod[]>> {
    const session = sessionOrLog()
    if (!session) return fail(sessionMissing())
    const result = await api.paymentMethods(session, { ...party, userId: userId() })
    if (result.ok) $paymentMethods.set(result.data)
    else callFailed(result.error)
    return result
  }

  /** Saves a delivery choice; a failed save restores the previous selection (spec §4). */
  async function saveDelivery(session: CartSession, method: DeliveryMethod, branchId: Id | null): Promise<Result<Cart>> {
    const previous = [$selectedDelivery.get(), $selectedBranch.get()] as const
    $selectedDelivery.set(method)
    $selectedBranch.set(method.branches.length > 0 ? branchId : null)
    const result = await api.saveDeliveryMethod(session, {
      userId: userId(),
      deliveryMethodId: method.id,
      ...(method.branches.length > 0 && branchId !== null ? { branchId } : {}),
    } as { userId?: Id; deliveryMethodId: Id; branchId?: Id })
    if (!result.ok) {
      $selectedDelivery.set(previous[0])
      $selectedBranch.set(previous[1])
    }
    return result
  }

  const companyData = () => (form?.isCompany && form.companyName ? { companyData: { companyName: form.companyName, oib: form.companyOIB ?? '' } } : {})

  async function savePayment(session: CartSession, method: PaymentMethod): Promise<Result<Cart>> {
    const previous = $selectedPayment.get()
    $selectedPayment.set(method)
    const result = await api.savePaymentMethod(session, { userId: userId(), paymentMethodId: method.id, ...companyData() } as {
      userId?: Id
      paymentMethodId: Id
    })
    if (!result.ok) $selectedPayment.set(previous)
    return result
  }

  /** After the shipping step: the payment methods, and the automatic payment step when it applies. */
  async function enterPayment(): Promise<void> {
    const methods = await loadPaymentMethods()
    if (!methods.ok || !shouldSkipPayment(methods.data, isCompanyDataValid(form))) return
    $selectedPayment.set(methods.data[0]!)
    await placeOrder({ ...(addressConsents ? { consents: addressConsents } : {}) }, 'PAYMENT.SKIP')
  }

  /** After the address step: the delivery methods, and the automatic shipping step when the settings say so. */
  async function enterShipping(session: CartSession): Promise<void> {
    const methods = await loadDeliveryMethods()
    if (!methods.ok) return
    let settings = deps.site.$checkoutSettings.get()
    if (!settings) {
      const fetched = await deps.site.fetchCheckoutSettings()
      settings = fetched.ok ? fetched.data : null
    }
    if (!settings?.skipShippingStep) return
    // Spec §4: "the first applicable method is chosen automatically" (a pickup method with its first branch).
    const first = methods.data[0]
    if (!first) return void showIssues(checkDelivery([], null, null) as ValidationError)
    const saved = await saveDelivery(session, first, first.branches[0]?.id ?? null)
    if (!saved.ok) return void callFailed(saved.error)
    if (send({ type: 'SHIPPING.SKIP' })) await enterPayment()
  }

  async function placeOrder(options: SubmitOrderOptions, start: 'ORDER.SUBMIT' | 'PAYMENT.SKIP'): Promise<CheckoutSubmitResult> {
    // The guard of spec §4 ("A guard flag prevents double submission"): the machine takes one submit at a time.
    if (!send({ type: start })) return { ok: false, reason: 'busy' }
    $submitting.set(true)
    $errors.set({})
    try {
      return await runOrder(options)
    } finally {
      $submitting.set(false)
    }
  }

  function invalid(error: ValidationError): CheckoutSubmitResult {
    showIssues(error)
    ctx.notices.notify({ level: 'error', key: error.issues[0]!.messageKey })
    send({ type: 'ORDER.FAILED', errorKey: error.issues[0]!.messageKey })
    return { ok: false, reason: 'invalid', error }
  }

  function failed(error: SdkError): CheckoutSubmitResult {
    send({ type: 'ORDER.FAILED', errorKey: callFailed(error) })
    return { ok: false, reason: 'failed', error }
  }

  async function runOrder(options: SubmitOrderOptions): Promise<CheckoutSubmitResult> {
    const session = sessionOrLog()
    if (!session) {
      // Spec §8: "a missing cart session is logged ... and the action stops" (no toast).
      send({ type: 'ORDER.FAILED', errorKey: MESSAGE_KEYS.somethingWentWrong })
      return { ok: false, reason: 'failed', error: sessionMissing() }
    }
    // Spec §4 "Order submit: validate consents, require a payment method, save it, verify the cart has not changed, create the order."
    const consents = options.validateConsents === false ? null : checkConsents(options.consents)
    if (consents) return invalid(consents)
    const method = checkPayment($paymentMethods.get(), $selectedPayment.get()?.id)
    if (method instanceof ValidationError) return invalid(method)
    const saved = await savePayment(session, method)
    if (!saved.ok) return failed(saved.error)
    const check = await deps.cartCheckout.checkForChanges()
    if (!check.ok) return failed(check.error)
    if (check.data.memberCardInvalid) {
      send({ type: 'CART.CHANGED', errorKey: MESSAGE_KEYS.memberCardNotValid })
      return { ok: false, reason: 'memberCardInvalid' }
    }
    if (check.data.changed) {
      // checkForChanges replaced the cart and showed 'cart updated' for 12 s (spec §9).
      send({ type: 'CART.CHANGED', errorKey: MESSAGE_KEYS.cartUpdated })
      return { ok: false, reason: 'cartUpdated' }
    }
    const { consents: _consents, validateConsents: _validate, ...orderFields } = options
    const created = await api.createOrder(session, { userId: userId(), ...orderFields })
    if (!created.ok) return failed(created.error)
    const reply = created.data
    const orderSlug = reply.orderSlug ?? ''
    // Spec §4: "If the chosen method has no paymentType, the cart session is cleared and the shopper goes to the
    // success page with query orderSlug."
    if (method.paymentType === null && typeof reply.html !== 'string' && !reply.payment) {
      deps.cart.clearSession()
      const completion: CheckoutCompletion = { orderSlug, url: successPath(orderSlug) }
      send({ type: 'ORDER.CREATED', completion })
      return { ok: true, outcome: 'completed', completion }
    }
    // HPF: the shop submits the form. The cart session is kept: a declined card releases the cart for another try.
    if (typeof reply.html === 'string') {
      const redirect = { provider: 'hpf' as const, html: reply.html, orderId: reply.orderId ?? '', orderSlug: reply.orderSlug ?? null }
      send({ type: 'PAYMENT.REDIRECT', redirect })
      return { ok: true, outcome: 'redirect', redirect }
    }
    // Spec §4: "If the response html is not a string the PayPal flow starts."
    if (!reply.payment)
      return failed(new SdkError({ code: 'INVALID_RESPONSE', status: 200, message: 'order/create answered neither html nor a payment object' }))
    const redirect = {
      provider: 'paypal' as const,
      payment: reply.payment,
      orderId: reply.orderId ?? reply.payment.orderId ?? '',
      orderSlug: reply.orderSlug ?? null,
    }
    send({ type: 'PAYMENT.REDIRECT', redirect })
    return { ok: true, outcome: 'redirect', redirect }
  }

  function reset(): void {
    send({ type: 'CHECKOUT.RESET' })
    $errors.set({})
    $selectedDelivery.set(null)
    $selectedBranch.set(null)
    $selectedPayment.set(null)
    $deliveryMethods.set([])
    $paymentMethods.set([])
    party = {}
    form = null
    addressConsents = undefined
  }

  async function loadCountries(): Promise<Result<Country[]>> {
    const session = sessionOrLog()
    if (!session) return fail(sessionMissing())
    const result = await api.availableCountries(session, ctx.$language.get())
    if (result.ok) $countries.set(result.data)
    else callFailed(result.error)
    return result
  }

  // The saved address ids and user belong to the shopper who logged out: the checkout starts over.
  ctx.onLogout?.(() => reset())
  // Back-office spec §4: a language switch clears the cart session, so the checkout of that cart starts over
  // (and its countries, named in the old language, go with it).
  ctx.onLanguageChange?.(() => {
    reset()
    $countries.set([])
  })

  return {
    $state,
    $countries,
    $deliveryMethods,
    $paymentMethods,
    $selectedDelivery,
    $selectedBranch,
    $selectedPayment,
    $errors,
    $submitting,

    loadCountries,

    async submitAddress(input, options = {}) {
      const session = sessionOrLog()
      if (!session) return fail(sessionMissing())
      // Spec §4: "Address submit: guard against double submit".
      if (!send({ type: 'ADDRESS.SUBMIT' })) return fail(busy('Submitting the address'))
      $errors.set({})
      const checked = validateCheckoutAddress(input, options)
      const consents = options.validateConsents === false ? null : checkConsents(options.consents)
      if (!checked.ok || consents) {
        const problem = checked.ok ? consents! : checked.error
        if (problem instanceof ValidationError) showIssues(problem)
        if (problem === consents) ctx.notices.notify({ level: 'error', key: MESSAGE_KEYS.consentsRequired })
        send({ type: 'ADDRESS.FAILED', errorKey: problem instanceof ValidationError ? problem.issues[0]!.messageKey : problem.messageKey })
        return fail(problem)
      }
      form = checked.data
      addressConsents = options.consents
      const saved = await saveCheckoutAddresses({ api, auth: deps.auth, cart: deps.cartCheckout, log }, form)
      if (!saved.ok) {
        send({ type: 'ADDRESS.FAILED', errorKey: callFailed(saved.error) })
        return fail(saved.error)
      }
      // A reset meanwhile (a logout) refuses ADDRESS.SAVED: what was saved then belongs to nobody's checkout.
      if (!send({ type: 'ADDRESS.SAVED' })) return fail(busy('Finishing the address step'))
      party = saved.data
      await enterShipping(session)
      return ok(undefined)
    },

    loadDeliveryMethods,

    async selectDelivery(methodId, branchId = null) {
      const session = sessionOrLog()
      if (!session) return fail(sessionMissing())
      if (!send({ type: 'SHIPPING.SELECT' })) return fail(busy('Choosing a delivery method'))
      $errors.set({})
      const method = checkDelivery($deliveryMethods.get(), methodId, branchId)
      if (method instanceof ValidationError) {
        showIssues(method)
        send({ type: 'SHIPPING.FAILED', errorKey: method.issues[0]!.messageKey })
        return fail(method)
      }
      const saved = await saveDelivery(session, method, branchId)
      if (!saved.ok) {
        send({ type: 'SHIPPING.FAILED', errorKey: callFailed(saved.error) })
        return saved
      }
      send({ type: 'SHIPPING.SAVED' })
      await enterPayment()
      return saved
    },

    loadPaymentMethods,

    async selectPayment(methodId) {
      const session = sessionOrLog()
      if (!session) return fail(sessionMissing())
      if (!send({ type: 'PAYMENT.SELECT' })) return fail(busy('Choosing a payment method'))
      $errors.set({})
      const method = checkPayment($paymentMethods.get(), methodId)
      if (method instanceof ValidationError) {
        showIssues(method)
        send({ type: 'PAYMENT.FAILED', errorKey: method.issues[0]!.messageKey })
        return fail(method)
      }
      const saved = await savePayment(session, method)
      if (!saved.ok) send({ type: 'PAYMENT.FAILED', errorKey: callFailed(saved.error) })
      else send({ type: 'PAYMENT.SAVED' })
      return saved
    },

    submit: (options = {}) => placeOrder(options, 'ORDER.SUBMIT'),

    async completePayPal(details) {
      const redirect = $state.get().redirect
      if ($state.get().state !== 'redirecting' || redirect?.provider !== 'paypal') return fail(busy('Completing a PayPal payment'))
      const result = await api.pgSuccess(redirect.orderId, details)
      if (!result.ok) {
        ctx.notices.notify({ level: 'error', key: checkoutErrorKey(result.error) })
        return result
      }
      // Spec §4 PayPal: "after approval a success call runs, then the cart session is cleared and the shopper goes to the returned url path".
      deps.cart.clearSession()
      const completion = { orderSlug: result.data.orderSlug ?? redirect.orderSlug ?? '', url: result.data.url }
      send({ type: 'PAYMENT.COMPLETED', completion })
      return ok(completion)
    },

    async cancelPayPal() {
      const redirect = $state.get().redirect
      if ($state.get().state !== 'redirecting' || redirect?.provider !== 'paypal') return fail(busy('Cancelling a PayPal payment'))
      const result = await api.pgCancel(redirect.orderId)
      if (!result.ok) {
        ctx.notices.notify({ level: 'error', key: checkoutErrorKey(result.error) })
        return result
      }
      // Like a declined card: the order failed, the cart's session works again; back to choosing how to pay.
      send({ type: 'PAYMENT.DECLINED', errorKey: MESSAGE_KEYS.checkoutFailureTitle })
      send({ type: 'BACK' })
      ctx.notices.notify({ level: 'warning', key: MESSAGE_KEYS.checkoutFailureTitle })
      return ok(undefined)
    },

    resumeFromProvider({ outcome, orderSlug }) {
      if (outcome === 'success') {
        // The order is paid: the cart was archived; only now is the session forgotten (docs/contract/checkout.md).
        deps.cart.clearSession()
        send({ type: 'PAYMENT.COMPLETED', completion: { orderSlug: orderSlug ?? '', url: successPath(orderSlug ?? '') } })
        return
      }
      // A declined payment released the cart: the same session works again, so it is kept.
      send({ type: 'PAYMENT.DECLINED', errorKey: MESSAGE_KEYS.checkoutFailureTitle })
    },

    back() {
      send({ type: 'BACK' })
    },

    reset,
  }
}

const checkoutOf = (shop: Storefront, ctx: StorefrontContext): CheckoutService =>
  buildCheckoutService(ctx, { cart: createCartService(shop), cartCheckout: createCartCheckoutService(shop), auth: shop.auth, site: createSiteService(shop) })

/**
 * The checkout of a storefront instance: the address, shipping and payment steps as a state machine, and placing
 * the order. Created on the first call (with the cart and site services it needs) and the same service for every
 * later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createCheckoutService } from '@vitrina/sdk'
 *
 * const checkout = createCheckoutService(shop)
 * checkout.$state.listen((snapshot) => console.log(snapshot.state))
 * await checkout.loadCountries()
 * ```
 */
export function createCheckoutService(shop: Storefront): CheckoutService {
  return serviceOf(shop, checkoutOf)
}
