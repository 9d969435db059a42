import { AuthError, CartSessionError, HttpError, NetworkError, SdkError } from '../errors/errors.classes'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { ErrorAnswer } from './http.client'

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
 * What {@link crossOrigin} found out about a browser's request to a backend on another origin: the page's origin,
 * whether the backend is up (so it refused that origin), and the backend's address.
 */
export type CrossOrigin = [origin: string, up: boolean, apiUrl: string]

/**
 * Why a browser's request to another origin got no answer. fetch rejects alike (a TypeError) when the backend is down
 * and when it refused the page's origin (CORS); a `no-cors` request, which the browser sends without the backend's
 * leave, tells them apart: it gets an (opaque) answer only from a backend that is up. Undefined outside a browser and
 * for a backend on the page's own origin, where CORS does not apply.
 */
export async function crossOrigin(apiUrl: string, fetcher: typeof fetch): Promise<CrossOrigin | undefined> {
  const origin = globalThis.document && globalThis.location?.origin
  if (origin && new URL(apiUrl, origin).origin !== origin) return [origin, await fetcher(apiUrl, { mode: 'no-cors' }).then(() => true, () => false), apiUrl]
}

/**
 * The error of a request that never got a response: cancelled, timed out, refused by a backend that is up for the
 * page's origin (`CORS_REFUSED`, not retryable), or the network failed (in a browser on another origin, the message
 * names CORS as a likely cause).
 */
export function errorFromFailure(cause: unknown, aborted: boolean, timedOut: boolean, requestLabel: string, cors?: CrossOrigin): SdkError {
  // Checked first: the caller's own cancellation can surface as any kind of rejection.
  if (aborted) return new SdkError({ code: 'ABORTED', status: 0, message: `${requestLabel} was aborted`, cause })
  if (timedOut) return new NetworkError({ code: 'TIMEOUT', message: `${requestLabel} timed out`, cause })
  const [origin, up, apiUrl] = cors ?? []
  return new NetworkError({
    code: up ? 'CORS_REFUSED' : 'NETWORK_ERROR',
    ...(up ? { messageKey: MESSAGE_KEYS.corsRefused } : {}),
    // Sending it again cannot help a refused origin: the backend's allowed origins must change.
    retryable: !up,
    message: `${requestLabel} failed: ${cors ? `${apiUrl} ${up ? '' : 'is down, or '}refused origin ${origin} (CORS: ${up ? 'add it to' : 'check'} the backend's allowed origins)` : describeCause(cause)}`,
    cause,
  })
}

/** The error of a successful response whose body does not have the shape the SDK relies on. */
export function invalidResponseError(detail: string, requestLabel: string, cause?: unknown): SdkError {
  return new SdkError({ code: 'INVALID_RESPONSE', message: `${requestLabel} gave an unexpected response: ${detail}`, cause })
}

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause)
}
