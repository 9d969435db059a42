import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isRouteErrorResponse } from 'react-router'
import { SHOP_UNAVAILABLE_STATUS } from './error-status'

/** The document title of an error page, by what the shopper sees: not found, temporarily unavailable, or a generic error. */
export function errorTitle(error: unknown): MessageDescriptor {
  const status = isRouteErrorResponse(error) ? error.status : undefined
  if (status === 404) return msg`Stranica nije pronađena`
  if (status === SHOP_UNAVAILABLE_STATUS) return msg`Trgovina je privremeno nedostupna`
  return msg`An error occurred`
}
