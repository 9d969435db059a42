import {
  type AuthError,
  type CartSessionError,
  ERROR_BRAND_PREFIX,
  type HttpError,
  type NetworkError,
  type SdkError,
  type ValidationError,
} from './errors.classes'
import type { SdkErrorKind } from './errors.types'

function brandOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const brand = (value as { brand?: unknown }).brand
  return typeof brand === 'string' && brand.startsWith(ERROR_BRAND_PREFIX) ? brand : undefined
}

function hasKind(value: unknown, kind: SdkErrorKind): boolean {
  return brandOf(value) === `${ERROR_BRAND_PREFIX}${kind}`
}

/** Tells whether a value is any SDK error (of any copy of this package). */
export function isSdkError(value: unknown): value is SdkError {
  return brandOf(value) !== undefined
}

/** Tells whether a value is an {@link HttpError}. */
export function isHttpError(value: unknown): value is HttpError {
  return hasKind(value, 'HttpError')
}

/** Tells whether a value is a {@link NetworkError}. */
export function isNetworkError(value: unknown): value is NetworkError {
  return hasKind(value, 'NetworkError')
}

/** Tells whether a value is an {@link AuthError}. */
export function isAuthError(value: unknown): value is AuthError {
  return hasKind(value, 'AuthError')
}

/** Tells whether a value is a {@link ValidationError}. */
export function isValidationError(value: unknown): value is ValidationError {
  return hasKind(value, 'ValidationError')
}

/** Tells whether a value is a {@link CartSessionError}. */
export function isCartSessionError(value: unknown): value is CartSessionError {
  return hasKind(value, 'CartSessionError')
}
