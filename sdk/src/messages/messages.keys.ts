/**
 * Every message key the SDK emits (in errors, notices and validation issues), by a short name.
 *
 * @remarks
 * `INVALID_LOGIN` and `Coupon not found!` are server texts that the spec says pass through unchanged as keys.
 */
export const MESSAGE_KEYS = {
  /**
   * Every error without a more specific key (the default of `SdkError.messageKey`): an HTTP error, a network error, an
   * answer that does not parse (en: "Something went wrong. Please try again.").
   */
  somethingWentWrong: 'core.notifications.somethingWentWrong',
  /** Login refused for a wrong e-mail or password (en: "Incorrect username or password!"). */
  unknowUserOrPassword: 'core.notifications.unknowUserOrPassword',
  /** The server's own `INVALID_LOGIN` text, passed through as the key of a refused login (en: "Login failed"). */
  invalidLogin: 'INVALID_LOGIN',
  /** Registration refused because the e-mail already has an account (en: "A user with this e-mail address already exists."). */
  userExists: 'core.notifications.userExists',
  /** Password change refused because the old password is wrong; the spelling is the server's key (en: "The old password is incorrect."). */
  inccorectOldPassword: 'core.notifications.inccorectOldPassword',
  /** The server's own `Coupon not found!` text, passed through when a coupon is unknown or not applicable. */
  couponNotFound: 'Coupon not found!',
  /** A cart change (add, quantity, remove, coupon) that the server refused or that failed. */
  cartUpdateError: 'core.notifications.cartUpdateError',
  /** Notice after a logout. */
  logoutSuccess: 'core.notifications.logoutSuccess',
  /** Notice after a successful login. */
  loginSuccess: 'core.login.success',
  /** A social login tried on a site where it is not enabled. */
  socialLoginDisabled: 'core.notifications.socialLoginDisabled',
  /** A back-office login with an account that is not a back-office user. */
  backofficeOnly: 'core.notifications.backofficeOnly',
  /** A 429 with a `Retry-After`; the text takes the `minutes` parameter (the wait, rounded up to whole minutes). */
  tooManyRequests: 'core.notifications.tooManyRequests',
  /** A 429 without a `Retry-After`. */
  tooManyRequestsLater: 'core.notifications.tooManyRequestsLater',
  /** A 404 (code `NOT_FOUND`): the product, page or post asked for does not exist. */
  notFound: 'core.notifications.notFound',
  /** In a browser: the API answers but refuses the page's origin (CORS); add the shop's origin to the backend's allowed origins. */
  corsRefused: 'core.notifications.corsRefused',
  /** Validation: the field is empty but required. */
  required: 'validation.required',
  /** Validation: the value is not an e-mail address. */
  email: 'validation.email',
  /** Validation: shorter than the `length` parameter (characters). */
  minLength: 'validation.minLength',
  /** Validation: longer than the `length` parameter (characters). */
  maxLength: 'validation.maxLength',
  /** Validation: the value must equal the `value` parameter. */
  sameAs: 'validation.sameAs',
  /** Validation: the repeated password differs from the password. */
  repeatPassword: 'validation.repeatPassword',
  /** Validation: the new password equals the old one. */
  newDiffersFromOld: 'validation.newDiffersFromOld',
  /** Validation: a name holds characters other than letters, spaces, apostrophes and one hyphen. */
  lettersOnly: 'validation.lettersOnly',
  /** Validation: a cart quantity that is not a whole number from 1 to 9999. */
  invalidQuantity: 'validation.invalidQuantity',
  /** Validation: the value is not valid, with no more specific key. */
  invalid: 'validation.invalid',
  /** Validation: a back-office slug under 4 characters. */
  slugTooShort: 'validation.slugTooShort',
  /** Validation: a back-office slug that is not lower-case letters (no diacritics) and digits with single hyphens between. */
  slugFormat: 'validation.slugFormat',
  /** Notice after a product was added to the cart. */
  addedToCart: 'core.notifications.addedToCart',
  /** Adding a configurable product before its options are chosen. */
  chooseOptions: 'core.notifications.chooseOptions',
  /** Adding a bundle before a variant is chosen for each of its products. */
  configurationNotSet: 'core.notifications.configurationNotSet',
  /** Changing or removing a cart line that is no longer in the cart. */
  itemNotInCart: 'core.notifications.itemNotInCart',
  /** The cart's validation before checkout found it changed on the server (prices or lines): the shopper should check it. */
  cartUpdated: 'core.notifications.cartUpdated',
  /** Notice after a member card was applied to the cart. */
  memberCardApplied: 'core.notifications.memberCardApplied',
  /** The member card barcode entered is not valid. */
  membershipCardBarcodeInvalid: 'core.notifications.membershipCardBarcodeInvalid',
  /** The cart's validation before checkout found its member card no longer valid. */
  memberCardNotValid: 'core.notifications.memberCardNotValid',
  /** Checkout: continuing without a shipping method chosen. */
  shippingMethodUndefined: 'error.shippingMethodUndefined',
  /** Checkout: the chosen shipping method is no longer offered for the cart. */
  shippingMethodNotFound: 'error.shippingMethodNotFound',
  /** Checkout: a pickup shipping method without a pickup branch chosen. */
  shippingBranchUndefined: 'error.shippingBranchUndefined',
  /** Checkout: continuing without a payment method chosen. */
  paymentMethodUndefined: 'error.paymentMethodUndefined',
  /** A form or checkout submitted without every required consent ticked. */
  consentsRequired: 'core.notifications.consentsRequired',
  /** A form submitted while its consents have not loaded (or failed to). */
  consentsNotLoaded: 'core.notifications.consentsNotLoaded',
  /** The consent log call after a submission failed (the submission itself went through). */
  consentLogFailed: 'core.notifications.consentLogFailed',
  /** A declined or cancelled payment: the checkout's `errorKey` in `failed`, the failure page's title and the notice after a PayPal cancel. */
  checkoutFailureTitle: 'core.notifications.checkoutFailureTitle',
} as const

/** A message key the SDK emits. */
export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS]

/** The texts of every SDK message key in one language, as plain ICU message strings. */
export type MessageCatalog = Readonly<Record<MessageKey, string>>

/**
 * A language's catalog from its texts listed in the order of {@link MESSAGE_KEYS}, each line marked with its key's
 * short name (a test checks the marks against the order).
 *
 * @remarks
 * A list rather than an object keyed by message key: the four catalogs ship with the SDK's entry, and the keys written
 * out once more per language cost about 0.6 kB of its gzip budget.
 */
export function catalogOf(texts: readonly string[]): MessageCatalog {
  const keys = Object.values(MESSAGE_KEYS)
  return Object.fromEntries(keys.map((key, index) => [key, texts[index]])) as MessageCatalog
}
