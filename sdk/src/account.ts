/**
 * The shopper's account for the Vitrina storefront SDK, as a second entry point: registration, e-mail
 * confirmation, passwords and the profile, the wishlist, product reviews, and the order history. Each service is made from a
 * storefront instance by a standalone factory, so an app that never imports this entry ships none of it.
 *
 * @example
 * ```ts
 * import { createStorefront } from '@vitrina/sdk'
 * import { createAccountService, createOrdersService, createWishlistService } from '@vitrina/sdk/account'
 *
 * const shop = createStorefront({ apiUrl, apiKey, siteId: 1, storeId: 1 })
 * const wishlist = createWishlistService(shop) // loads after a login, clears on logout
 * await shop.auth.login({ username: 'kupac@vitrina.test', password: 'Kupac123!' })
 * const history = await createOrdersService(shop).loadFirst()
 * const profile = await createAccountService(shop).loadProfile()
 * ```
 *
 * @packageDocumentation
 */

// The public surface of @vitrina/sdk/account. Explicit names only: a change here is a change of its API report.

// Account: registration, e-mail confirmation, passwords, profile
export { createAccountService } from './account/account.service'
export { profileFormOf } from './account/account.profile'
export {
  changePasswordSchema,
  forgotPasswordSchema,
  profileFormSchema,
  registrationSchema,
  resetPasswordSchema,
  validateChangePassword,
  validateForgotPassword,
  validateProfileForm,
  validateRegistration,
  validateResetPassword,
} from './account/account.validation'
export type {
  AccountAction,
  AccountAddress,
  AccountAddressInput,
  AccountEvent,
  AccountProfile,
  AccountService,
  AddressType,
  ChangePasswordForm,
  ForgotPasswordForm,
  FormConfirmation,
  FormConfirmationGoalType,
  ProfileForm,
  RegisterOptions,
  RegistrationForm,
  RegistrationOutcome,
  ResetPasswordForm,
} from './account/account.types'

// Messages
export { accountMessages } from './account/account.messages.catalog'
export { ACCOUNT_MESSAGE_KEYS } from './account/account.messages.keys'
export { REVIEW_MESSAGE_KEYS } from './reviews/reviews.messages.keys'
export type { AccountMessageCatalog, AccountMessageKey } from './account/account.messages.keys'

// Wishlist
export { createWishlistService, WISHLIST_LIMIT } from './wishlist/wishlist.service'
export type { WishlistItem, WishlistService, WishlistSnapshot, WishlistToggle } from './wishlist/wishlist.types'

// Product reviews
export { createReviewsService } from './reviews/reviews.service'
export { REVIEW_MAX_RATING } from './reviews/reviews.types'
export type { NewReview, ReviewChange, ReviewOptions, ReviewsService } from './reviews/reviews.types'

// Order history
export { createOrdersService } from './orders/orders.service'
export { DELIVERY_STATUSES, deliveryStatusKey, ORDER_PAGE_SIZE, orderImagesPreview, PAYMENT_STATUSES, paymentStatusKey } from './orders/orders.status'
export type {
  DeliveryStatus,
  OrderDetail,
  OrderHistory,
  OrderImagesPreview,
  OrderItem,
  OrderItemImage,
  OrdersService,
  OrderSummary,
  PaymentStatus,
} from './orders/orders.types'
