import { AuthError, CartSessionError, HttpError, NetworkError, SdkError } from '../errors/errors.classes'
import type { SdkErrorCode } from '../errors/errors.types'
import { MESSAGE_KEYS } from '../messages/messages.keys'

type MappedKind = 'http' | 'auth' | 'cartSession'

interface ServerTextMapping {
  code: SdkErrorCode
  messageKey: string
  kind: MappedKind
}

/** The table "Errors the SDK maps to message keys" of docs/contract.md (auth rows from docs/contract/auth.md), keyed by the exact server text. */
const SERVER_TEXTS: Readonly<Record<string, ServerTextMapping>> = {
  'Unknown username or password!': { code: 'UNKNOWN_USER_OR_PASSWORD', messageKey: MESSAGE_KEYS.unknowUserOrPassword, kind: 'auth' },
  INVALID_LOGIN: { code: 'INVALID_LOGIN', messageKey: MESSAGE_KEYS.invalidLogin, kind: 'auth' },
  'User already exist.': { code: 'USER_EXISTS', messageKey: MESSAGE_KEYS.userExists, kind: 'http' },
  'Incorrect old password.': { code: 'INCORRECT_OLD_PASSWORD', messageKey: MESSAGE_KEYS.inccorectOldPassword, kind: 'http' },
  'Coupon not found!': { code: 'COUPON_NOT_FOUND', messageKey: MESSAGE_KEYS.couponNotFound, kind: 'http' },
  'Cart is archived.': { code: 'CART_ARCHIVED', messageKey: MESSAGE_KEYS.cartUpdateError, kind: 'cartSession' },
  'Session already used.': { code: 'SESSION_ALREADY_USED', messageKey: MESSAGE_KEYS.cartUpdateError, kind: 'cartSession' },
  'Social login is disabled for this site.': { code: 'SOCIAL_LOGIN_DISABLED', messageKey: MESSAGE_KEYS.socialLoginDisabled, kind: 'auth' },
}

function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const message = (body as { message?: unknown }).message
  return typeof message === 'string' ? message : undefined
}

function statusOf(status: number, body: unknown): number {
  if (status > 0) return status
  const statusCode = typeof body === 'object' && body !== null ? (body as { statusCode?: unknown }).statusCode : undefined
  // Spec: "Errors carry statusCode (default 500)".
  return typeof statusCode === 'number' && statusCode > 0 ? statusCode : 500
}

/** A `Retry-After` header's wait in whole seconds (it gives seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  if (!header) return undefined
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined
}

/**
 * Turns an error response into the SDK error the contract's table names for its server text; a 429 (a throttled
 * login or password reset) is `TOO_MANY_REQUESTS` with the wait of its `Retry-After` in minutes for the text.
 */
export function errorFromResponse(status: number, body: unknown, requestLabel: string, retryAfter?: string | null): SdkError {
  const serverMessage = serverMessageOf(body)
  const resolvedStatus = statusOf(status, body)
  const mapping = serverMessage === undefined ? undefined : SERVER_TEXTS[serverMessage]
  const message = `${requestLabel} answered ${resolvedStatus}${serverMessage ? `: ${serverMessage}` : ''}`
  const wait = retryAfterSeconds(retryAfter)

  if (resolvedStatus === 429) {
    const known = wait !== undefined && wait > 0
    return new HttpError({
      code: 'TOO_MANY_REQUESTS',
      messageKey: known ? MESSAGE_KEYS.tooManyRequests : MESSAGE_KEYS.tooManyRequestsLater,
      ...(known ? { messageParams: { minutes: Math.ceil(wait / 60) } } : {}),
      status: 429,
      message,
      body,
      serverMessage,
      retryAfterSeconds: wait,
    })
  }
  if (!mapping) {
    return new HttpError({ code: 'HTTP_ERROR', messageKey: MESSAGE_KEYS.somethingWentWrong, status: resolvedStatus, message, body, serverMessage, retryAfterSeconds: wait })
  }
  const init = { code: mapping.code, messageKey: mapping.messageKey, status: resolvedStatus, message, serverMessage }
  if (mapping.kind === 'auth') return new AuthError(init)
  if (mapping.kind === 'cartSession') return new CartSessionError(init)
  return new HttpError({ ...init, body })
}

/** The error of a request that never got a response: cancelled, timed out, or the network failed. */
export function errorFromFailure(cause: unknown, aborted: boolean, timedOut: boolean, requestLabel: string): SdkError {
  // Checked first: the caller's own cancellation can surface as any kind of rejection.
  if (aborted) return new SdkError({ code: 'ABORTED', status: 0, message: `${requestLabel} was aborted`, cause })
  if (timedOut) return new NetworkError({ code: 'TIMEOUT', message: `${requestLabel} timed out`, cause })
  return new NetworkError({ code: 'NETWORK_ERROR', message: `${requestLabel} failed: ${describeCause(cause)}`, cause })
}

/** The error of a successful response whose body does not have the shape the SDK relies on. */
export function invalidResponseError(detail: string, requestLabel: string, cause?: unknown): SdkError {
  return new SdkError({ code: 'INVALID_RESPONSE', message: `${requestLabel} gave an unexpected response: ${detail}`, cause })
}

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause)
}
