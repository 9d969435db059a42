import type { SdkError } from '@vitrina/sdk'
import { data } from 'react-router'
import { SHOP_UNAVAILABLE_STATUS } from './error-status'

/** How long a shopper's browser or a crawler is asked to wait before asking for an unavailable page again. */
export const RETRY_AFTER_SECONDS = 30

/** What a failed backend read makes of a page: the backend does not know it (404), is away (503), or refused it (502). */
export function backendFailureStatus(error: Pick<SdkError, 'code' | 'status'>): 404 | 502 | 503 {
  if (error.status === 404) return 404
  // No answer at all (status 0: refused, reset, timed out), an answer that is not the contract's JSON, the
  // backend's own server error, or its "too many requests": the same page works again once the backend is
  // back, with nothing changed on the shopper's side.
  if (error.status === 0 || error.code === 'INVALID_RESPONSE' || error.status >= 500 || error.status === 429) return SHOP_UNAVAILABLE_STATUS
  return 502
}

/** Marks a response as the unavailable page's: a Retry-After, and no cache may keep it (the next request must recover). */
export function markUnavailable(headers: Headers): Headers {
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
  headers.set('Cache-Control', 'no-store')
  return headers
}

/**
 * Throws a page loader's error response for a failed backend read, keeping the request's Set-Cookie headers. The
 * body names only the SDK's message key: the cause (an address, a stack, the backend's text) stays on the server.
 */
export function throwBackendFailure(error: Pick<SdkError, 'code' | 'status' | 'messageKey'>, headers: Headers): never {
  const status = backendFailureStatus(error)
  if (status === SHOP_UNAVAILABLE_STATUS) throwShopUnavailable(error, headers)
  throw data({ messageKey: error.messageKey }, { status, headers })
}

/**
 * Throws the unavailable page for a read the shop cannot render without (the page shell's layout): whatever
 * went wrong, the shopper can only wait, so it is a 503 even when the backend answered a client error.
 */
export function throwShopUnavailable(error: Pick<SdkError, 'messageKey'>, headers: Headers): never {
  // Without a status text React Router calls every 5xx it serialises an 'Internal Server Error'.
  throw data({ messageKey: error.messageKey }, { status: SHOP_UNAVAILABLE_STATUS, statusText: 'Service Unavailable', headers: markUnavailable(headers) })
}

/**
 * The headers of an error response that a route's `headers` export passes on to the document (React Router
 * keeps only the Set-Cookie of a thrown response on its own): the unavailable page's Retry-After and Cache-Control.
 */
export function errorResponseHeaders(thrown: Headers | undefined): Record<string, string> {
  const passed: Record<string, string> = {}
  for (const name of ['Retry-After', 'Cache-Control']) {
    const value = thrown?.get(name)
    if (value) passed[name] = value
  }
  return passed
}
