/**
 * The stable code of an {@link SdkError}; branch on this, not on the message.
 *
 * @remarks
 * The server texts of the wire contracts' tables (docs/contract.md, docs/contract/auth.md) map to
 * `UNKNOWN_USER_OR_PASSWORD` through `SESSION_ALREADY_USED` and to `SOCIAL_LOGIN_DISABLED` and
 * `BACKOFFICE_ONLY`; the rest come from the transport itself or from client-side checks. `REFRESH_FAILED` is
 * an expired access token that could not be refreshed for a transient reason (network, timeout, server
 * error): the user stays logged in and the error is `retryable`. `BUSY` is a form submitted again while its first
 * submit still runs (storefront spec §4 "Forms use a submit lock"): nothing was sent. `POST_TYPE_HAS_POSTS` is the
 * 409 of deleting a page template that posts still have (`createPagesService` of `@vitrina/sdk/back-office`).
 * `ADMIN_LANGUAGE_MISSING` is a user without the admin UI language setting (back-office spec §8: 'settings/general/user
 * has no "global language" setting'; `createDevToolsService` of `@vitrina/sdk/back-office`).
 * `CAPTCHA_FAILED` is a captcha whose script did not load or whose challenge failed (message 'Failed to load script'
 * or 'Failed to execute'), and `FORM_NOT_LOADED` a custom form sent before it was fetched (`@vitrina/sdk/forms`).
 * `MISSING_RIGHT` is an admin call whose right the user's `scope` lacks, refused before it was sent or by the server's
 * 403 (`@vitrina/sdk/admin`).
 * `NOT_FOUND` is a 404 whose server text the contract does not map otherwise: a product, category, page or post
 * (by slug or id) that does not exist. `CORS_REFUSED` is a browser request to another origin that failed while the
 * backend was up (a follow-up `no-cors` request reached it): the backend refused the page's origin.
 */
export type SdkErrorCode =
  | 'UNKNOWN_USER_OR_PASSWORD'
  | 'INVALID_LOGIN'
  | 'USER_EXISTS'
  | 'INCORRECT_OLD_PASSWORD'
  | 'COUPON_NOT_FOUND'
  | 'CART_ARCHIVED'
  | 'SESSION_ALREADY_USED'
  | 'HTTP_ERROR'
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'INVALID_RESPONSE'
  | 'VALIDATION_ERROR'
  | 'CART_SESSION_MISSING'
  | 'UNAUTHENTICATED'
  | 'REFRESH_FAILED'
  | 'SOCIAL_LOGIN_DISABLED'
  | 'BACKOFFICE_ONLY'
  | 'BUSY'
  | 'POST_TYPE_HAS_POSTS'
  | 'ADMIN_LANGUAGE_MISSING'
  | 'TOO_MANY_REQUESTS'
  | 'CAPTCHA_FAILED'
  | 'FORM_NOT_LOADED'
  | 'MISSING_RIGHT'
  | 'NOT_FOUND'
  | 'CORS_REFUSED'

/** The class an {@link SdkError} was created as, kept in its `brand` field so guards work across copies of the module. */
export type SdkErrorKind = 'SdkError' | 'HttpError' | 'NetworkError' | 'AuthError' | 'ValidationError' | 'CartSessionError'

/** One problem found while validating input: where it is and which message describes it. */
export interface ValidationIssue {
  /** Path of the field inside the validated value; empty for the value itself. */
  path: (string | number)[]
  /** Key of the message in `sdkMessages` of `@vitrina/sdk/messages` (or the app's own catalog). */
  messageKey: string
  /** Values for the message's ICU placeholders, for example `{ length: 8 }`. */
  params?: Record<string, string | number>
}
