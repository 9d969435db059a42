import type { AuthUser } from '@vitrina/sdk'
import { type AdminRight, canAdmin } from '@vitrina/sdk/admin'
import { data, redirect } from 'react-router'
import { pagePath } from '../routing/pages'
import { requestStorefront, type RequestStorefront, storefrontCookieHeaders, type LoaderInput, verifiedUser } from '../storefront/storefront.server'
import { adminLanguageOf, type AdminLanguage } from './admin-paths'

/** What an admin screen's loader or action works with once the guard let the request through. */
export interface AdminRequest {
  storefront: RequestStorefront
  /** The back-office user, as the backend confirmed it with the request's token. */
  user: AuthUser
  language: AdminLanguage
  /** The Set-Cookie headers of the session's restore (a refreshed token), for the response. */
  headers: Headers
}

/**
 * The admin area's door, on the server (back-office spec §6 "Admin area access requires a back-office user"): the
 * user the backend confirms (the display-only `authUser` cookie never decides) must be a back-office user whose scope
 * has `backoffice`; anyone else, a shopper or a visitor, is sent to `/adminLogin` of the page's language.
 */
export async function requireAdmin(input: LoaderInput): Promise<AdminRequest> {
  const storefront = requestStorefront(input.request, input.context)
  const user = await verifiedUser(storefront)
  const headers = storefrontCookieHeaders(storefront)
  const language = adminLanguageOf(new URL(input.request.url).pathname)
  if (!user || !canAdmin(user, 'backoffice')) throw redirect(pagePath('adminLogin', language), { headers })
  return { storefront, user, language, headers }
}

/**
 * As {@link requireAdmin}, for an action that changes something: a back-office user without `right` gets a 403 with
 * the missing right named (the screens hide what the scope does not allow, so only a stale page or a hand-made
 * request gets here).
 */
export async function requireAdminRight(input: LoaderInput, right: AdminRight): Promise<AdminRequest> {
  const admin = await requireAdmin(input)
  if (!canAdmin(admin.user, right)) throw data({ missingRight: right }, { status: 403, headers: admin.headers })
  return admin
}
