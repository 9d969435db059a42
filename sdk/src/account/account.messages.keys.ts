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
  /** Notice after every registration the server accepted. */
  registrationSuccess: 'core.notifications.registrationSuccess',
  /** Notice after a registration whose reply has a verification token: the shopper must confirm the e-mail before logging in. */
  confirmEmail: 'core.notifications.confirmEmail',
  /** Notice after `confirmEmail(token)` accepted the link's token. */
  emailConfirmed: 'core.notifications.emailConfirmed',
  /** A confirmation or password-reset link whose token is invalid or expired. */
  invalidToken: 'core.notifications.invalidToken',
  /** Notice after a password reset was asked for (worded so it does not tell whether the account exists). */
  passwordResetSent: 'core.notifications.passwordResetSent',
  /** Notice after a new password was set with a reset link's token. */
  passwordReset: 'core.notifications.passwordReset',
  /** Notice after the logged-in user changed their password. */
  passwordChanged: 'core.notifications.passwordChanged',
  /** Notice after the profile or an address was saved. */
  profileSaved: 'core.notifications.profileSaved',
  /** The member card lookup failed (not: the card is invalid). */
  membershipCardBarcodeError: 'core.notifications.membershipCardBarcodeError',
  /** Notice after a product was added to the wishlist. */
  wishlistAdded: WISHLIST_ADDED_KEY,
  /** Notice after a product was removed from the wishlist. */
  wishlistRemoved: WISHLIST_REMOVED_KEY,
  /** A confirmation or reset page opened without the token in its link. */
  tokenUndefined: 'error.tokenUndefined',
  /** Order detail fallback when the order has no contact name. */
  noContactName: 'core.order.noContactName',
  /** Order detail fallback when the order has no contact e-mail. */
  noContactEmail: 'core.order.noContactEmail',
  /** Order detail fallback when the order has no contact address. */
  noContactAddress: 'core.order.noContactAddress',
  /** Order detail fallback when the order's delivery method is not available. */
  noDeliveryMethod: 'core.order.noDeliveryMethod',
  /** Order detail fallback when the order's payment method is not available. */
  noPaymentMethod: 'core.order.noPaymentMethod',
  /** Payment status label: scheduled. */
  paymentScheduled: 'core.paymentStatus.scheduled',
  /** Payment status label: not paid. */
  paymentNotPaid: 'core.paymentStatus.notPaid',
  /** Payment status label: paid. */
  paymentPaid: 'core.paymentStatus.paid',
  /** Payment status label: ready. */
  paymentReady: 'core.paymentStatus.ready',
  /** Payment status label: partially paid. */
  paymentPtPaid: 'core.paymentStatus.ptPaid',
  /** Payment status label: not applicable. */
  paymentNotApplicable: 'core.paymentStatus.notApplicable',
  /** Payment status label: transferred. */
  paymentTransferred: 'core.paymentStatus.transferred',
  /** Payment status label: overpaid. */
  paymentOverpaid: 'core.paymentStatus.overpaid',
  /** Payment status label for a status the SDK does not know ('Nema statusa'). */
  paymentUnknown: 'core.paymentStatus.unknown',
  /** Delivery status label: ready to ship. */
  deliveryReady: 'core.deliveryStatus.ready',
  /** Delivery status label: confirmed. */
  deliveryConfirmed: 'core.deliveryStatus.confirmed',
  /** Delivery status label: not sent. */
  deliveryNotSent: 'core.deliveryStatus.notSent',
  /** Delivery status label: sent. */
  deliverySent: 'core.deliveryStatus.sent',
  /** Delivery status label: scheduled. */
  deliveryScheduled: 'core.deliveryStatus.scheduled',
  /** Delivery status label for a status the SDK does not know ('Nema statusa'). */
  deliveryUnknown: 'core.deliveryStatus.unknown',
} as const

/** A message key of `@vitrina/sdk/account`: the account's and the reviews' (`REVIEW_MESSAGE_KEYS`). */
export type AccountMessageKey =
  | (typeof ACCOUNT_MESSAGE_KEYS)[keyof typeof ACCOUNT_MESSAGE_KEYS]
  | (typeof REVIEW_MESSAGE_KEYS)[keyof typeof REVIEW_MESSAGE_KEYS]

/** The texts of every account message key in one language, as plain ICU message strings. */
export type AccountMessageCatalog = Readonly<Record<AccountMessageKey, string>>
