import { AuthError, CartSessionError, HttpError, NetworkError, SdkError } from '../errors/errors.classes'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { ErrorAnswer, Failure } from './http.client'

/**
 * The SDK error of an error answer, from what the transport's client read in it ({@link ErrorAnswer}): the class
 * its kind names, the text's key looked up by name.
 */
export function errorFromAnswer(answer: ErrorAnswer, body: unknown): SdkError {
  const init = {
    code: answer.code,
    messageKey: MESSAGE_KEYS[answer.key],
    status: answer.status,
    message: answer.message,
    serverMessage: answer.serverMessage,
    ...(answer.params ? { messageParams: answer.params } : {}),
  }
  if (answer.kind === 'auth') return new AuthError(init)
  if (answer.kind === 'cartSession') return new CartSessionError(init)
  return new HttpError({ ...init, body, retryAfterSeconds: answer.retryAfterSeconds })
}

/**
 * The error of a request that never got a response: cancelled, or what the transport's client made of the failure
 * ({@link Failure}: timed out, the network failed, or in a browser a backend that refused the page's origin).
 */
export function errorFromFailure(cause: unknown, aborted: boolean, failure: Failure, requestLabel: string): SdkError {
  // Checked first: the caller's own cancellation can surface as any kind of rejection.
  if (aborted) return new SdkError({ code: 'ABORTED', status: 0, message: `${requestLabel} was aborted`, cause })
  // A refused origin has a text of its own and is not retryable: the backend's allowed origins must change.
  return new NetworkError({
    code: failure.code,
    message: `${requestLabel} ${failure.message}`,
    cause,
    ...(failure.key && { messageKey: MESSAGE_KEYS[failure.key], retryable: false }),
  })
}

/** A failure the transport's client has not looked at (its module did not load): the network failed. */
export const networkFailure = (cause: unknown): Failure => ({
  code: 'NETWORK_ERROR',
  message: `failed: ${cause instanceof Error ? cause.message : String(cause)}`,
})

/** The error of a successful response whose body does not have the shape the SDK relies on. */
export function invalidResponseError(detail: string, requestLabel: string, cause?: unknown): SdkError {
  return new SdkError({ code: 'INVALID_RESPONSE', message: `${requestLabel} gave an unexpected response: ${detail}`, cause })
}
