/**
 * The stable code of an {@link SdkError}; branch on this, not on the message.
 *
 * @remarks
 * The server texts of the wire contract's table map to the first seven codes; the rest come from the
 * transport itself or from client-side checks.
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

/** The class an {@link SdkError} was created as, kept in its `brand` field so guards work across copies of the module. */
export type SdkErrorKind = 'SdkError' | 'HttpError' | 'NetworkError' | 'AuthError' | 'ValidationError' | 'CartSessionError'

/** One problem found while validating input: where it is and which message describes it. */
export interface ValidationIssue {
  /** Path of the field inside the validated value; empty for the value itself. */
  path: (string | number)[]
  /** Key of the message in {@link sdkMessages} (or the app's own catalog). */
  messageKey: string
  /** Values for the message's ICU placeholders, for example `{ length: 8 }`. */
  params?: Record<string, string | number>
}
