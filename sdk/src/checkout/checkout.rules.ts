import { type SdkError, ValidationError } from '../errors/errors.classes'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Id } from '../site/site.types'
import type { CheckoutConsents, DeliveryMethod, PaymentMethod } from './checkout.types'

/** The special payment type of a hosted payment form (storefront spec §9). */
export const HPF_PAYMENT_TYPE = 'HPF'

/** One step error as a `ValidationError` with a single message-keyed issue at `path`. */
export const stepError = (path: string, messageKey: string): ValidationError =>
  new ValidationError({ issues: [{ path: [path], messageKey }], message: `${path}: ${messageKey}` })

const sameId = (a: Id, b: Id) => String(a) === String(b)

/**
 * Storefront spec §5 "Shipping step": a method is required (shippingMethodUndefined); it must exist in the loaded
 * list (shippingMethodNotFound); if it has pickup options a branch must be chosen (shippingBranchUndefined).
 */
export function checkDelivery(methods: DeliveryMethod[], methodId: Id | null | undefined, branchId: Id | null | undefined): DeliveryMethod | ValidationError {
  if (methodId === null || methodId === undefined || methodId === '') return stepError('shippingMethod', MESSAGE_KEYS.shippingMethodUndefined)
  const method = methods.find((candidate) => sameId(candidate.id, methodId))
  if (!method) return stepError('shippingMethod', MESSAGE_KEYS.shippingMethodNotFound)
  if (method.branches.length > 0) {
    if (branchId === null || branchId === undefined || branchId === '') return stepError('shippingBranch', MESSAGE_KEYS.shippingBranchUndefined)
    if (!method.branches.some((branch) => sameId(branch.id, branchId))) return stepError('shippingBranch', MESSAGE_KEYS.shippingBranchUndefined)
  }
  return method
}

/** Storefront spec §5 "Payment step: a method is required (paymentMethodUndefined)"; one not in the list counts as none. */
export function checkPayment(methods: PaymentMethod[], methodId: Id | null | undefined): PaymentMethod | ValidationError {
  const method = methodId === null || methodId === undefined ? undefined : methods.find((candidate) => sameId(candidate.id, methodId))
  return method ?? stepError('paymentMethod', MESSAGE_KEYS.paymentMethodUndefined)
}

/** Storefront spec §5 "Consents: all required consents must be ticked". */
export function checkConsents(consents: CheckoutConsents | undefined): ValidationError | null {
  if (!consents) return null
  const accepted = new Set(consents.accepted.map(String))
  const missing = consents.required.filter((id) => !accepted.has(String(id)))
  return missing.length === 0 ? null : stepError('consents', MESSAGE_KEYS.consentsRequired)
}

/**
 * Spec §4: "Payment step is skipped automatically ... when company data is valid (or buyer is not a company) and
 * exactly one method exists with paymentType HPF". Read as: the list holds exactly one method and it is HPF
 * (with cash and PayPal offered too, the shopper must choose).
 */
export function shouldSkipPayment(methods: PaymentMethod[], companyDataValid: boolean): boolean {
  return companyDataValid && methods.length === 1 && methods[0]!.paymentType === HPF_PAYMENT_TYPE
}

/** docs/contract/checkout.md "Errors the SDK may map": server texts of the checkout calls to spec §8 keys. */
const SERVER_KEYS: Record<string, string> = {
  'Shipping method not found': MESSAGE_KEYS.shippingMethodNotFound,
  'Shipping branch undefined.': MESSAGE_KEYS.shippingBranchUndefined,
  'Shipping branch not found.': MESSAGE_KEYS.shippingBranchUndefined,
  'Shipping method undefined.': MESSAGE_KEYS.shippingMethodUndefined,
  'Payment method undefined.': MESSAGE_KEYS.paymentMethodUndefined,
}

/** The message key to show for a failed checkout call. */
export function checkoutErrorKey(error: SdkError): string {
  const serverMessage = (error as { serverMessage?: string }).serverMessage
  return (serverMessage && SERVER_KEYS[serverMessage]) || error.messageKey
}
