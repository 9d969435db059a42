import {
  isValidationError,
  validateCheckoutAddress,
  type AuthUser,
  type CheckoutAddressFields,
  type CheckoutAddressForm,
  type CheckoutConsents,
  type Country,
  type Id,
  type SubmitOrderOptions,
  type ValidationIssue,
} from '@vitrina/sdk'
import type { AccountAddress } from '@vitrina/sdk/account'

/** The fields of one address in the form (storefront spec §3 "Address"); `country` holds an ISO code. */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'contactEmail', 'contactPhone', 'street', 'houseNumber', 'zipCode', 'city', 'country'] as const

/** One of the {@link ADDRESS_FIELDS}. */
export type AddressField = (typeof ADDRESS_FIELDS)[number]

/** One address as the inputs hold it. */
export type AddressValues = Record<AddressField, string>

/**
 * A consent of the checkout form (spec §3 "Consent"), as the SDK's `shop.consents.load('Checkout')` gives it:
 * ticked consents are checked by unique number and logged by id.
 */
export interface CheckoutConsentOption {
  /** The consent's id, what the consent log names. */
  id: Id
  /** The consent's unique number. */
  uniqueNumber: string
  /** The text beside the checkbox. */
  displayName: string
  /** Whether it must be ticked before the order. */
  required: boolean
}

/** Everything the shopper types or ticks in the checkout, kept by the page so going back keeps it. */
export interface CheckoutFormValues {
  delivery: AddressValues
  /** Spec §3: "option useDifferentBillingAddress". */
  useDifferentBillingAddress: boolean
  billing: AddressValues
  /** Company mode: companyName and companyOIB are then required (spec §5). */
  isCompany: boolean
  companyName: string
  companyOIB: string
  /** The unique numbers of the ticked consents. */
  acceptedConsents: string[]
  orderMessage: string
  /** Whether the order is a gift: then to, from and the gift message are sent. */
  isGift: boolean
  giftMessage: string
  to: string
  from: string
}

const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  contactEmail: '',
  contactPhone: '',
  street: '',
  houseNumber: '',
  zipCode: '',
  city: '',
  country: '',
}

/** The form as a shopper first sees it: a logged-in shopper's name and e-mail filled in. */
export function initialCheckoutValues(user: AuthUser | null): CheckoutFormValues {
  const delivery = user ? { ...EMPTY_ADDRESS, firstName: user.details.firstName, lastName: user.details.lastName, contactEmail: user.email } : EMPTY_ADDRESS
  return {
    delivery,
    useDifferentBillingAddress: false,
    billing: EMPTY_ADDRESS,
    isCompany: false,
    companyName: user?.company?.name ?? '',
    companyOIB: '',
    acceptedConsents: [],
    orderMessage: '',
    isGift: false,
    giftMessage: '',
    to: '',
    from: '',
  }
}

/**
 * A saved address of the account as the inputs hold it: the country id becomes the ISO code of the checkout's
 * allowed countries (empty when the checkout does not deliver there, so the shopper picks one).
 */
export function addressValuesOf(address: AccountAddress, countries: readonly Country[]): AddressValues {
  const country = countries.find((candidate) => String(candidate.id) === String(address.country))
  const { firstName, lastName, contactEmail, contactPhone, street, houseNumber, zipCode, city } = address
  return { firstName, lastName, contactEmail, contactPhone, street, houseNumber, zipCode, city, country: country?.iso ?? '' }
}

function addressOf(values: AddressValues): CheckoutAddressFields {
  return { ...values }
}

/** The SDK's address-step input: the billing address and company data only when the shopper chose them. */
export function addressFormOf(values: CheckoutFormValues): CheckoutAddressForm {
  return {
    delivery: addressOf(values.delivery),
    useDifferentBillingAddress: values.useDifferentBillingAddress,
    ...(values.useDifferentBillingAddress ? { billing: addressOf(values.billing) } : {}),
    isCompany: values.isCompany,
    ...(values.isCompany ? { companyName: values.companyName.trim(), companyOIB: values.companyOIB.trim() } : {}),
  }
}

/** The consents the SDK checks: the required ones against the ticked ones (spec §5 "Consents"). */
export function consentsOf(options: CheckoutConsentOption[], values: CheckoutFormValues): CheckoutConsents {
  return { required: options.filter((option) => option.required).map((option) => option.uniqueNumber), accepted: values.acceptedConsents }
}

/** The ids of the ticked consents, for the consent log (spec §7 "Consent log create: ... consents (ids)"). */
export function acceptedConsentIds(options: CheckoutConsentOption[], values: CheckoutFormValues): Id[] {
  return options.filter((option) => values.acceptedConsents.includes(option.uniqueNumber)).map((option) => option.id)
}

/** Where the payment provider sends the shopper back: absolute URLs of the shop's thank-you and failure pages. */
export interface CheckoutReturnUrls {
  successURL: string
  failureURL: string
}

/** The order's messages (only what was filled in), return URLs and consents, for `submit` (spec §3 "Order creation payload"). */
export function orderOptionsOf(values: CheckoutFormValues, urls: CheckoutReturnUrls, consents: CheckoutConsents): SubmitOrderOptions {
  const filled = (text: string) => text.trim() || undefined
  const gift = values.isGift ? { giftMessage: filled(values.giftMessage), to: filled(values.to), from: filled(values.from) } : {}
  const texts = Object.entries({ orderMessage: filled(values.orderMessage), ...gift }).filter(([, text]) => text !== undefined)
  return { ...Object.fromEntries(texts), ...urls, consents }
}

/** The first issue of each field path (`delivery.firstName`, `billing.city`, `companyOIB`), from the SDK's address rules. */
export function addressIssues(values: CheckoutFormValues): Record<string, ValidationIssue> {
  const checked = validateCheckoutAddress(addressFormOf(values))
  if (checked.ok || !isValidationError(checked.error)) return {}
  const issues: Record<string, ValidationIssue> = {}
  for (const issue of checked.error.issues) {
    const path = issue.path.join('.')
    issues[path] ??= issue
  }
  return issues
}
