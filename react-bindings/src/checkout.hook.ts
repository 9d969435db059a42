import { useStore } from '@nanostores/react'
import type { CheckoutErrors, CheckoutService, CheckoutSnapshot, Country, DeliveryMethod, Id, PaymentMethod } from '@vitrina/sdk'
import { createCheckoutService } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/** What {@link useCheckout} returns: the checkout stores' current values and the checkout service's methods. */
export interface UseCheckoutResult {
  /** The machine's snapshot: the step (`snapshot.state`), what is being saved, the redirect or completion, the last error key. */
  snapshot: CheckoutSnapshot
  /** The countries the checkout allows (after `loadCountries`). */
  countries: Country[]
  /** The delivery methods applicable to the cart; empty after a failed call. */
  deliveryMethods: DeliveryMethod[]
  /** The payment methods applicable to the cart; empty after a failed call. */
  paymentMethods: PaymentMethod[]
  /** The chosen delivery method, or null. */
  selectedDelivery: DeliveryMethod | null
  /** The chosen pickup branch id, or null. */
  selectedBranch: Id | null
  /** The chosen payment method, or null. */
  selectedPayment: PaymentMethod | null
  /** Field errors as message keys, by path (`delivery.firstName`, `shippingBranch`, `paymentMethod`). */
  errors: CheckoutErrors
  /** True from the order submit until it has an outcome. */
  submitting: boolean
  /** Loads the countries the checkout allows. */
  loadCountries: CheckoutService['loadCountries']
  /** Validates and saves the address step, then moves on to shipping. */
  submitAddress: CheckoutService['submitAddress']
  /** Loads the delivery methods applicable to the cart. */
  loadDeliveryMethods: CheckoutService['loadDeliveryMethods']
  /** Chooses and saves a delivery method (and a branch for pickup), then moves on to payment. */
  selectDelivery: CheckoutService['selectDelivery']
  /** Loads the payment methods applicable to the cart. */
  loadPaymentMethods: CheckoutService['loadPaymentMethods']
  /** Chooses and saves a payment method. */
  selectPayment: CheckoutService['selectPayment']
  /** Places the order; a second call while one runs is refused. */
  submit: CheckoutService['submit']
  /** Completes an approved PayPal payment and clears the cart session. */
  completePayPal: CheckoutService['completePayPal']
  /** Cancels an open PayPal payment: the cart works again and the checkout is back at the payment step. */
  cancelPayPal: CheckoutService['cancelPayPal']
  /** Tells the checkout how the payment provider ended (thank-you or failure page). */
  resumeFromProvider: CheckoutService['resumeFromProvider']
  /** Goes back one step. */
  back: CheckoutService['back']
  /** Starts over at the address step. */
  reset: CheckoutService['reset']
}

/**
 * Subscribes to the checkout's step machine, lists, choices and errors, and hands through the checkout service's methods.
 *
 * @example
 * ```tsx
 * import { useCheckout } from '@vitrina/react'
 *
 * function Shipping() {
 *   const { snapshot, deliveryMethods, selectDelivery } = useCheckout()
 *   if (snapshot.state !== 'shipping') return null
 *   return deliveryMethods.map((method) => (
 *     <button key={method.id} onClick={() => void selectDelivery(method.id)}>
 *       {method.name}
 *     </button>
 *   ))
 * }
 * ```
 */
export function useCheckout(): UseCheckoutResult {
  const checkout = createCheckoutService(useStorefront())
  return {
    snapshot: useStore(checkout.$state),
    countries: useStore(checkout.$countries),
    deliveryMethods: useStore(checkout.$deliveryMethods),
    paymentMethods: useStore(checkout.$paymentMethods),
    selectedDelivery: useStore(checkout.$selectedDelivery),
    selectedBranch: useStore(checkout.$selectedBranch),
    selectedPayment: useStore(checkout.$selectedPayment),
    errors: useStore(checkout.$errors),
    submitting: useStore(checkout.$submitting),
    loadCountries: checkout.loadCountries,
    submitAddress: checkout.submitAddress,
    loadDeliveryMethods: checkout.loadDeliveryMethods,
    selectDelivery: checkout.selectDelivery,
    loadPaymentMethods: checkout.loadPaymentMethods,
    selectPayment: checkout.selectPayment,
    submit: checkout.submit,
    completePayPal: checkout.completePayPal,
    cancelPayPal: checkout.cancelPayPal,
    resumeFromProvider: checkout.resumeFromProvider,
    back: checkout.back,
    reset: checkout.reset,
  }
}
