import { AuthError } from '../errors/errors.classes'
import { isHttpError } from '../errors/errors.guards'
import type { CallOptions, HttpMethod, ResponseSchema } from '../http/http.types'
import { fail } from '../internal/result'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { type AdminRight, canAdmin } from './admin.rights'
import { ADMIN_MESSAGE_KEYS } from './admin.messages.keys'

/** Sends one admin call to the CMS service, guarded by `right`. */
export type AdminCall = <T>(
  right: AdminRight,
  method: HttpMethod,
  path: string,
  schema: ResponseSchema<T>,
  input?: object,
  options?: CallOptions,
) => Promise<Result<T>>

/** The outcome of an admin call the user's scope does not allow: `AuthError` `MISSING_RIGHT`, status 403. */
export function missingRight(right: AdminRight, serverMessage?: string): Result<never> {
  return fail(
    new AuthError({
      code: 'MISSING_RIGHT',
      status: 403,
      message: `The user's scope lacks the right '${right}'.`,
      messageKey: ADMIN_MESSAGE_KEYS.missingRight,
      messageParams: { right },
      ...(serverMessage === undefined ? {} : { serverMessage }),
    }),
  )
}

/**
 * The call function of the admin services. Each call names the right it needs: without it (checked on the logged-in
 * user with `canAdmin`) the call is refused without a request. Sent, it carries the token exempt from the 403 rule
 * (back-office spec §8 retries a 403 without the token and logs the user out because it deems the admin key wrong;
 * a missing right is not a wrong key, so the editor stays logged in), and the server's 403 comes back as the same
 * `MISSING_RIGHT` error: the server may know a scope that changed after the login.
 */
export function adminCall(shop: Storefront, ctx: Pick<StorefrontContext, 'http'>): AdminCall {
  return async (right, method, path, schema, input, options) => {
    if (!canAdmin(shop.auth.$user.get(), right)) return missingRight(right)
    const result = await ctx.http.request({
      method,
      service: 'cms',
      path,
      schema,
      auth: 'noForbiddenRetry',
      ...(method === 'GET' ? { query: input as Record<string, string | number | boolean | undefined> } : { body: input }),
      ...(options?.signal ? { signal: options.signal } : {}),
    })
    if (!result.ok && result.error.status === 403 && isHttpError(result.error)) return missingRight(right, result.error.serverMessage)
    return result
  }
}
