import type { ReadableAtom } from 'nanostores'
import type { Cart } from '../cart/cart.types'
import type { SdkError, ValidationError } from '../errors/errors.classes'
import type { Result } from '../result/result.types'
import type { Country, Id } from '../site/site.types'

/** The states of the checkout machine: the three steps, then placing the order and what follows it. */
export type CheckoutState = 'address' | 'shipping' | 'payment' | 'submitting' | 'redirecting' | 'completed' | 'failed'

/** What the shop does after an order was created with an online payment: submit the hosted form, or show PayPal buttons. */
export type CheckoutRedirect =
  | { provider: 'hpf'; html: string; orderId: Id; orderSlug: string | null }
  | { provider: 'paypal'; payment: PayPalPayment; orderId: Id; orderSlug: string | null }

/** The payment object `order/create` answers for PayPal. */
export interface PayPalPayment {
  /** The provider's payment id (what the buttons' `createOrder` returns). */
  id: string
  /** The amount to pay. */
  total: number
  /** The currency (`EUR`). */
  currency: string
  /** The order the payment belongs to. */
  orderId?: Id
}

/** Where a finished checkout goes: the thank-you page with the order slug. */
export interface CheckoutCompletion {
  /** The order slug (query parameter `orderSlug` of the thank-you page). */
  orderSlug: string
  /** The thank-you page path, `/naplata/uspjesna?orderSlug=…` (or the provider's returned url). */
  url: string
}

/** The machine's snapshot: the state and what the guards and the UI need besides it. */
export interface CheckoutSnapshot {
  /** The current state. */
  state: CheckoutState
  /** The step whose save is under way (guards a double submit of the address step), or null. */
  saving: 'address' | 'shipping' | 'payment' | null
  /** True from the order submit until it failed or stopped: the guard that prevents a second order. */
  orderRequested: boolean
  /** True when the shipping step was skipped (setting skipShippingStep); going back then skips it too. */
  shippingSkipped: boolean
  /** True when the payment step was skipped (one HPF method only). */
  paymentSkipped: boolean
  /** The provider to go to, in state `redirecting`. */
  redirect: CheckoutRedirect | null
  /** Where to go, in state `completed`. */
  completion: CheckoutCompletion | null
  /** The message key of the last failure, or null. */
  errorKey: string | null
}

/** The events of the checkout machine (storefront spec §4 "Checkout steps"). */
export type CheckoutEvent =
  | { type: 'ADDRESS.SUBMIT' }
  | { type: 'ADDRESS.SAVED' }
  | { type: 'ADDRESS.FAILED'; errorKey: string }
  | { type: 'SHIPPING.SELECT' }
  | { type: 'SHIPPING.SAVED' }
  | { type: 'SHIPPING.FAILED'; errorKey: string }
  | { type: 'SHIPPING.SKIP' }
  | { type: 'PAYMENT.SELECT' }
  | { type: 'PAYMENT.SAVED' }
  | { type: 'PAYMENT.FAILED'; errorKey: string }
  | { type: 'PAYMENT.SKIP' }
  | { type: 'ORDER.SUBMIT' }
  | { type: 'ORDER.CREATED'; completion: CheckoutCompletion }
  | { type: 'ORDER.FAILED'; errorKey: string }
  | { type: 'PAYMENT.REDIRECT'; redirect: CheckoutRedirect }
  | { type: 'PAYMENT.COMPLETED'; completion: CheckoutCompletion }
  | { type: 'PAYMENT.DECLINED'; errorKey: string }
  | { type: 'CART.CHANGED'; errorKey: string }
  | { type: 'BACK' }
  | { type: 'CHECKOUT.RESET' }

/** The type names of {@link CheckoutEvent}. */
export type CheckoutEventType = CheckoutEvent['type']

/** A pickup branch of a delivery method. */
export interface DeliveryBranch {
  /** The branch id (`branchId` of the save). */
  id: Id
  /** The branch name. */
  name: string
  /** Where it is. */
  address: { street: string; houseNumber: string; zipCode: string; city: string; countryId?: Id }
  /** Opening hours, as the server sends them. */
  workhours?: unknown[]
}

/** A delivery method the cart can use. */
export interface DeliveryMethod {
  /** The method id. */
  id: Id
  /** The method's code (`courier`, `pickup`), when sent. */
  code?: string
  /** The name in the content language. */
  name: string
  /** The description. */
  description: string
  /** The net price in EUR. */
  price: number
  /** VAT rate in percent, when sent. */
  taxRate?: number
  /** What this cart would pay, VAT included, when sent. */
  cartPrice?: number
  /** Pickup branches (`options.branches`); empty for other methods. */
  branches: DeliveryBranch[]
}

/** A payment method the cart can use; `paymentType` null is cash on delivery. */
export interface PaymentMethod {
  /** The method id. */
  id: Id
  /** The method's code, when sent. */
  code?: string
  /** The name. */
  name: string
  /** The description. */
  description: string
  /** `HPF` (hosted payment form), `PayPal`, another provider, or null for cash on delivery. */
  paymentType: string | null
}

/** One address as the checkout form holds it; `country` is an ISO code (or a country id). */
export interface CheckoutAddressFields {
  /** First name. */
  firstName: string
  /** Last name. */
  lastName: string
  /** Contact e-mail. */
  contactEmail: string
  /** Contact phone. */
  contactPhone: string
  /** ISO code in forms (`HR`). */
  country: string
  /** Region, optional. */
  region?: string
  /** City. */
  city: string
  /** Street. */
  street: string
  /** House number. */
  houseNumber: string
  /** Postal code. */
  zipCode: string
}

/** The address step's form: the delivery address, an optional billing address and the company data. */
export interface CheckoutAddressForm {
  /** The delivery address. */
  delivery: CheckoutAddressFields
  /** True when a separate billing address is used; otherwise billing copies delivery (type main). */
  useDifferentBillingAddress?: boolean
  /** The billing address, when `useDifferentBillingAddress`. */
  billing?: CheckoutAddressFields
  /** True in company mode: companyName and companyOIB are then required. */
  isCompany?: boolean
  /** The company's name. */
  companyName?: string
  /** The company's OIB (sent as `oib`). */
  companyOIB?: string
}

/** Options of the address rules. */
export interface CheckoutAddressRuleOptions {
  /** False when the site disables special-character validation of names; default true. */
  specialCharacterValidation?: boolean
}

/**
 * The shopper's consents for a checkout form: which are required and which were ticked (consent ids or unique
 * numbers). The UI builds it from the Checkout consents that `createConsentsService(shop).load('Checkout')` answers.
 */
export interface CheckoutConsents {
  /** The consents that must be ticked. */
  required: Id[]
  /** The consents the shopper ticked. */
  accepted: Id[]
}

/** Options of {@link CheckoutService.submitAddress}. */
export interface SubmitAddressOptions extends CheckoutAddressRuleOptions {
  /** The consents of the address form; checked unless `validateConsents` is false. */
  consents?: CheckoutConsents
  /** False when consent validation is disabled; default true. */
  validateConsents?: boolean
}

/** Options of {@link CheckoutService.submit}: the order's messages, return URLs and the payment step's consents. */
export interface SubmitOrderOptions {
  /** A gift message. */
  giftMessage?: string
  /** A message to the shop. */
  orderMessage?: string
  /** Gift recipient. */
  to?: string
  /** Gift sender. */
  from?: string
  /** Absolute URL the payment provider returns to on success; the server's default otherwise. */
  successURL?: string
  /** Absolute URL the payment provider returns to on failure; the server's default otherwise. */
  failureURL?: string
  /** The consents of the payment step; checked unless `validateConsents` is false. */
  consents?: CheckoutConsents
  /** False when consent validation is disabled; default true. */
  validateConsents?: boolean
}

/** The outcome of {@link CheckoutService.submit}. */
export type CheckoutSubmitResult =
  | { ok: true; outcome: 'completed'; completion: CheckoutCompletion }
  | { ok: true; outcome: 'redirect'; redirect: CheckoutRedirect }
  | { ok: false; reason: 'busy' }
  | { ok: false; reason: 'cartUpdated' | 'memberCardInvalid' }
  | { ok: false; reason: 'invalid'; error: ValidationError }
  | { ok: false; reason: 'failed'; error: SdkError }

/** What the shop knows when the shopper returns from a payment provider. */
export interface ProviderReturn {
  /** `success` (the thank-you page) or `failure` (the failure page). */
  outcome: 'success' | 'failure'
  /** The order slug from the query, when known. */
  orderSlug?: string | null
}

/** Field path (`delivery.firstName`, `shippingMethod`, `consents`) to message key. */
export type CheckoutErrors = Readonly<Record<string, string>>

/** The checkout of one storefront instance: the step machine, the lists and choices, and placing the order. */
export interface CheckoutService {
  /** The machine's snapshot (state and guards). */
  readonly $state: ReadableAtom<CheckoutSnapshot>
  /** The countries the checkout allows. */
  readonly $countries: ReadableAtom<Country[]>
  /** The delivery methods applicable to the cart; emptied when a call fails. */
  readonly $deliveryMethods: ReadableAtom<DeliveryMethod[]>
  /** The payment methods applicable to the cart; emptied when a call fails. */
  readonly $paymentMethods: ReadableAtom<PaymentMethod[]>
  /** The chosen delivery method, or null. */
  readonly $selectedDelivery: ReadableAtom<DeliveryMethod | null>
  /** The chosen pickup branch id, or null. */
  readonly $selectedBranch: ReadableAtom<Id | null>
  /** The chosen payment method, or null. */
  readonly $selectedPayment: ReadableAtom<PaymentMethod | null>
  /** Field errors as message keys. */
  readonly $errors: ReadableAtom<CheckoutErrors>
  /** True from the order submit until it has an outcome. */
  readonly $submitting: ReadableAtom<boolean>
  /** Loads the countries the checkout allows (`checkout/getAvailableCountries`). */
  loadCountries(): Promise<Result<Country[]>>
  /** Validates and saves the address step, then moves to shipping (skipping it when the settings say so). */
  submitAddress(form: CheckoutAddressForm, options?: SubmitAddressOptions): Promise<Result<void>>
  /** Loads the delivery methods applicable to the cart. */
  loadDeliveryMethods(): Promise<Result<DeliveryMethod[]>>
  /** Chooses and saves a delivery method (and branch for pickup); moves to payment. A failed save restores the previous choice. */
  selectDelivery(methodId: Id | null | undefined, branchId?: Id | null): Promise<Result<Cart>>
  /** Loads the payment methods applicable to the cart. */
  loadPaymentMethods(): Promise<Result<PaymentMethod[]>>
  /** Chooses and saves a payment method. A failed save restores the previous choice. */
  selectPayment(methodId: Id | null | undefined): Promise<Result<Cart>>
  /** Places the order (consents, payment method, cart change check, order/create); a second call while one runs is refused. */
  submit(options?: SubmitOrderOptions): Promise<CheckoutSubmitResult>
  /** After PayPal approval: `order/pgSuccess/{id}`, clears the cart session, completes with the returned url. */
  completePayPal(details: Record<string, unknown>): Promise<Result<CheckoutCompletion>>
  /**
   * After the shopper cancelled at PayPal: `order/pgCancel/{id}` releases the cart session, a `checkoutFailureTitle`
   * warning notice shows, and the checkout goes back to the payment step with the cart as it was, to pay again.
   */
  cancelPayPal(): Promise<Result<void>>
  /** On the thank-you or failure page after a provider: success clears the cart session, failure keeps the cart. */
  resumeFromProvider(input: ProviderReturn): void
  /** Goes back one step (not while saving or placing an order). */
  back(): void
  /** Starts over at the address step. */
  reset(): void
}
