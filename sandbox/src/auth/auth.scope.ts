import type { MiddlewareHandler } from 'hono'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { AUTH_MESSAGES } from './auth.messages'
import type { AuthEnv, AuthPrincipal } from './auth.types'
import { authenticate } from './auth.verify'

/**
 * The rights a back-office user's `scope` names, one per kind of admin call (back-office spec §6: "Scope-based
 * permission checks exist in the auth layer and read the scope field of the user; the scope values are not shown",
 * so these names are the sandbox's, documented in docs/contract/auth.md):
 *
 * - `backoffice`: the admin area itself, reading its lists (the consent assignments, the page templates);
 * - `consents:write`: creating and replacing consent assignments;
 * - `cms:write`: creating and deleting page templates;
 * - `cache:clear`: purging the shop server's cache (checked by the shop, which owns that cache);
 * - `media:write`: the media library.
 */
export const ADMIN_RIGHTS = ['backoffice', 'consents:write', 'cms:write', 'cache:clear', 'media:write'] as const

/** One of {@link ADMIN_RIGHTS}. */
export type AdminRight = (typeof ADMIN_RIGHTS)[number]

/** The server text of a refusal for a missing right: it names the right, so an editor's admin knows what to grant. */
export function missingRightMessage(right: AdminRight): string {
  return `Forbidden: the user's scope lacks the right '${right}'.`
}

/** Whether a principal may make the admin calls of `right`: a back-office user whose scope names it. */
export function hasRight(principal: Pick<AuthPrincipal, 'isBackofficeUser' | 'scope'>, right: AdminRight): boolean {
  return principal.isBackofficeUser && principal.scope.includes(right)
}

/**
 * Lets an admin call through only for a back-office user whose scope names `right`, and puts its `AuthPrincipal`
 * on `c.get('auth')`. No valid token: 401 as `requireUser`; a user who is not a back-office user: 403
 * `Forbidden.` (as `requireBackofficeUser`); a back-office user without the right: 403 with
 * {@link missingRightMessage}, so the two refusals read differently.
 *
 * @example
 * ```ts
 * import { Hono } from 'hono'
 * import type { SandboxContext } from '../sandbox/sandbox.context'
 * import { requireRight } from './auth.scope'
 * import type { SiteAuthEnv } from './auth.types'
 *
 * declare const context: SandboxContext
 * const routes = new Hono<SiteAuthEnv>()
 * routes.post('/consent/create', requireRight(context, 'consents:write'), (c) => c.json({ data: { by: c.get('auth').userId } }, 201))
 * ```
 */
export function requireRight(context: Pick<SandboxContext, 'db' | 'clock'>, right: AdminRight): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const result = await authenticate(context, c.req.raw.headers)
    if (!result.ok) fail(401, result.message)
    if (!result.principal.isBackofficeUser) fail(403, AUTH_MESSAGES.forbidden)
    if (!hasRight(result.principal, right)) fail(403, missingRightMessage(right))
    c.set('auth', result.principal)
    await next()
  }
}
