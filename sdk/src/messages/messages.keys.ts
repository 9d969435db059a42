/**
 * Every message key the SDK emits (in errors, notices and validation issues), by a short name.
 *
 * @remarks
 * `INVALID_LOGIN` and `Coupon not found!` are server texts that the spec says pass through unchanged as keys.
 */
export const MESSAGE_KEYS = {
  somethingWentWrong: 'core.notifications.somethingWentWrong',
  unknowUserOrPassword: 'core.notifications.unknowUserOrPassword',
  invalidLogin: 'INVALID_LOGIN',
  userExists: 'core.notifications.userExists',
  inccorectOldPassword: 'core.notifications.inccorectOldPassword',
  couponNotFound: 'Coupon not found!',
  cartUpdateError: 'core.notifications.cartUpdateError',
  logoutSuccess: 'core.notifications.logoutSuccess',
  loginSuccess: 'core.login.success',
  socialLoginDisabled: 'core.notifications.socialLoginDisabled',
  backofficeOnly: 'core.notifications.backofficeOnly',
  tooManyRequests: 'core.notifications.tooManyRequests',
  tooManyRequestsLater: 'core.notifications.tooManyRequestsLater',
  notFound: 'core.notifications.notFound',
  corsRefused: 'core.notifications.corsRefused',
  required: 'validation.required',
  email: 'validation.email',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  sameAs: 'validation.sameAs',
  repeatPassword: 'validation.repeatPassword',
  newDiffersFromOld: 'validation.newDiffersFromOld',
  lettersOnly: 'validation.lettersOnly',
  invalidQuantity: 'validation.invalidQuantity',
  invalid: 'validation.invalid',
  slugTooShort: 'validation.slugTooShort',
  slugFormat: 'validation.slugFormat',
  addedToCart: 'core.notifications.addedToCart',
  chooseOptions: 'core.notifications.chooseOptions',
  configurationNotSet: 'core.notifications.configurationNotSet',
  itemNotInCart: 'core.notifications.itemNotInCart',
  cartUpdated: 'core.notifications.cartUpdated',
  memberCardApplied: 'core.notifications.memberCardApplied',
  membershipCardBarcodeInvalid: 'core.notifications.membershipCardBarcodeInvalid',
  memberCardNotValid: 'core.notifications.memberCardNotValid',
  shippingMethodUndefined: 'error.shippingMethodUndefined',
  shippingMethodNotFound: 'error.shippingMethodNotFound',
  shippingBranchUndefined: 'error.shippingBranchUndefined',
  paymentMethodUndefined: 'error.paymentMethodUndefined',
  consentsRequired: 'core.notifications.consentsRequired',
  consentsNotLoaded: 'core.notifications.consentsNotLoaded',
  consentLogFailed: 'core.notifications.consentLogFailed',
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
