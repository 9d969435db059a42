import type { ReadableAtom } from 'nanostores'
import type { Cart } from '../cart/cart.types'
import type { SdkError, ValidationError } from '../errors/errors.classes'
import type { Result } from '../result/result.types'
import type { Country, Id } from '../site/site.types'

/** The states of the checkout machine: the three steps, then placing the order and what follows it. */
export type CheckoutState = 'address' | 'shipping' | 'payment' | 'submitting' | 'redirecting' | 'completed' | 'failed'

/** What the shop does after an order was created with an online payment: submit the hosted form, or show PayPal buttons. */
export type CheckoutRedirect =
  | {
      /** A hosted payment form (card payments). */
      provider: 'hpf'
      /** The provider's form as HTML, to put in the page and submit (it leaves the shop). */
      html: string
      /** The id of the order just created. */
      orderId: Id
      /** The created order's slug, or null when `order/create` did not answer one. */
      orderSlug: string | null
    }
  | {
      /** PayPal: the shop shows PayPal's buttons. */
      provider: 'paypal'
      /** The PayPal payment the buttons take. */
      payment: PayPalPayment
      /** The id of the order just created. */
      orderId: Id
      /** The created order's slug, or null when `order/create` did not answer one. */
      orderSlug: string | null
    }

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
  | {
      /** The address step is being saved (refused while a save runs). */
      type: 'ADDRESS.SUBMIT'
    }
  | {
      /** The addresses were saved: on to shipping. */
      type: 'ADDRESS.SAVED'
    }
  | {
      /** Saving the addresses failed: the address step stays. */
      type: 'ADDRESS.FAILED'
      /** The message key of the failure. */
      errorKey: string
    }
  | {
      /** A shipping method is being saved. */
      type: 'SHIPPING.SELECT'
    }
  | {
      /** The shipping method was saved: on to payment. */
      type: 'SHIPPING.SAVED'
    }
  | {
      /** Saving the shipping method failed. */
      type: 'SHIPPING.FAILED'
      /** The message key of the failure. */
      errorKey: string
    }
  | {
      /** The checkout settings skip the shipping step (`skipShippingStep`): the first method was saved, on to payment. */
      type: 'SHIPPING.SKIP'
    }
  | {
      /** A payment method is being saved. */
      type: 'PAYMENT.SELECT'
    }
  | {
      /** The payment method was saved. */
      type: 'PAYMENT.SAVED'
    }
  | {
      /** Saving the payment method failed. */
      type: 'PAYMENT.FAILED'
      /** The message key of the failure. */
      errorKey: string
    }
  | {
      /** The payment step is skipped (the only payment method is the hosted card form and the company data is valid): the order is placed with it. */
      type: 'PAYMENT.SKIP'
    }
  | {
      /** The order is being placed (refused once an order is requested). */
      type: 'ORDER.SUBMIT'
    }
  | {
      /** The order was created and needs no online payment. */
      type: 'ORDER.CREATED'
      /** The created order, for the thank-you page. */
      completion: CheckoutCompletion
    }
  | {
      /** Creating the order failed: back to payment. */
      type: 'ORDER.FAILED'
      /** The message key of the failure. */
      errorKey: string
    }
  | {
      /** The order was created with an online payment: the shop hands over to the provider. */
      type: 'PAYMENT.REDIRECT'
      /** The hosted form or the PayPal payment. */
      redirect: CheckoutRedirect
    }
  | {
      /** The provider reported the payment done (also on the fresh page of a provider return). */
      type: 'PAYMENT.COMPLETED'
      /** The paid order, for the thank-you page. */
      completion: CheckoutCompletion
    }
  | {
      /** The provider reported the payment declined or cancelled: the checkout is `failed`. */
      type: 'PAYMENT.DECLINED'
      /** The message key of the failure. */
      errorKey: string
    }
  | {
      /** The cart changed on the server before the order (prices, lines, member card): back to payment. */
      type: 'CART.CHANGED'
      /** `core.notifications.cartUpdated` or `core.notifications.memberCardNotValid`. */
      errorKey: string
    }
  | {
      /** Go back one step (from `failed`, back to payment to try again). */
      type: 'BACK'
    }
  | {
      /** Start over at the address step; accepted in every state. */
      type: 'CHECKOUT.RESET'
    }

/** The type names of {@link CheckoutEvent}. */
export type CheckoutEventType = CheckoutEvent['type']

/** A pickup branch of a delivery method. */
export interface DeliveryBranch {
  /** The branch id (`branchId` of the save). */
  id: Id
  /** The branch name. */
  name: string
  /** Where it is. */
  address: {
    /** The street name. */
    street: string
    /** The house number, as text (it may have letters). */
    houseNumber: string
    /** The postal code. */
    zipCode: string
    /** The city. */
    city: string
    /** The country's id (see the site's countries), when the server sends it. */
    countryId?: Id
  }
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
  | {
      /** The order was placed. */
      ok: true
      /** No online payment: the order is complete. */
      outcome: 'completed'
      /** The order, for the thank-you page. */
      completion: CheckoutCompletion
    }
  | {
      /** The order was placed. */
      ok: true
      /** An online payment follows: the shop hands over to the provider. */
      outcome: 'redirect'
      /** The hosted form or the PayPal payment. */
      redirect: CheckoutRedirect
    }
  | {
      /** Nothing was sent. */
      ok: false
      /** A save or an order is already running, or an order was already requested. */
      reason: 'busy'
    }
  | {
      /** Nothing was ordered. */
      ok: false
      /** The cart's validation found prices or lines changed, or the member card no longer valid: the shopper checks the cart. */
      reason: 'cartUpdated' | 'memberCardInvalid'
    }
  | {
      /** Nothing was sent. */
      ok: false
      /** The consents or the payment method did not validate. */
      reason: 'invalid'
      /** The issues, by field. */
      error: ValidationError
    }
  | {
      /** The order was not placed. */
      ok: false
      /** A call failed. */
      reason: 'failed'
      /** What failed; its `messageKey` is also the checkout's `errorKey`. */
      error: SdkError
    }

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
