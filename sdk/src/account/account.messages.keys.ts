import type { REVIEW_MESSAGE_KEYS } from '../reviews/reviews.messages.keys'
import { WISHLIST_ADDED_KEY, WISHLIST_REMOVED_KEY } from '../wishlist/wishlist.messages.keys'

/**
 * Every message key of `@vitrina/sdk/account` (account, wishlist and order history), by a short name. Keys the
 * core SDK already has (`core.notifications.userExists`, `validation.required` ...) stay in `MESSAGE_KEYS`.
 *
 * @remarks
 * The order keys are fallbacks of the order detail view (storefront spec §2 "Detail view"); the status keys
 * label the payment and delivery statuses (spec §4), `unknown` being 'Nema statusa'. The review errors' keys
 * (`core.comments.*`) are in `REVIEW_MESSAGE_KEYS`, their texts in the account catalogs.
 */
export const ACCOUNT_MESSAGE_KEYS = {
  registrationSuccess: 'core.notifications.registrationSuccess',
  confirmEmail: 'core.notifications.confirmEmail',
  emailConfirmed: 'core.notifications.emailConfirmed',
  invalidToken: 'core.notifications.invalidToken',
  passwordResetSent: 'core.notifications.passwordResetSent',
  passwordReset: 'core.notifications.passwordReset',
  passwordChanged: 'core.notifications.passwordChanged',
  profileSaved: 'core.notifications.profileSaved',
  membershipCardBarcodeError: 'core.notifications.membershipCardBarcodeError',
  wishlistAdded: WISHLIST_ADDED_KEY,
  wishlistRemoved: WISHLIST_REMOVED_KEY,
  tokenUndefined: 'error.tokenUndefined',
  noContactName: 'core.order.noContactName',
  noContactEmail: 'core.order.noContactEmail',
  noContactAddress: 'core.order.noContactAddress',
  noDeliveryMethod: 'core.order.noDeliveryMethod',
  noPaymentMethod: 'core.order.noPaymentMethod',
  paymentScheduled: 'core.paymentStatus.scheduled',
  paymentNotPaid: 'core.paymentStatus.notPaid',
  paymentPaid: 'core.paymentStatus.paid',
  paymentReady: 'core.paymentStatus.ready',
  paymentPtPaid: 'core.paymentStatus.ptPaid',
  paymentNotApplicable: 'core.paymentStatus.notApplicable',
  paymentTransferred: 'core.paymentStatus.transferred',
  paymentOverpaid: 'core.paymentStatus.overpaid',
  paymentUnknown: 'core.paymentStatus.unknown',
  deliveryReady: 'core.deliveryStatus.ready',
  deliveryConfirmed: 'core.deliveryStatus.confirmed',
  deliveryNotSent: 'core.deliveryStatus.notSent',
  deliverySent: 'core.deliveryStatus.sent',
  deliveryScheduled: 'core.deliveryStatus.scheduled',
  deliveryUnknown: 'core.deliveryStatus.unknown',
} as const

/** A message key of `@vitrina/sdk/account`: the account's and the reviews' (`REVIEW_MESSAGE_KEYS`). */
export type AccountMessageKey =
  | (typeof ACCOUNT_MESSAGE_KEYS)[keyof typeof ACCOUNT_MESSAGE_KEYS]
  | (typeof REVIEW_MESSAGE_KEYS)[keyof typeof REVIEW_MESSAGE_KEYS]

/** The texts of every account message key in one language, as plain ICU message strings. */
export type AccountMessageCatalog = Readonly<Record<AccountMessageKey, string>>
