import { createCartCheckoutService, createCartService, validateLogin } from '@vitrina/sdk'
import { redirect } from 'react-router'
import { pagePath, splitLanguage } from '../routing/pages'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput, type RequestStorefront } from '../storefront/storefront.server'
import { formText, refusedForm } from './account-form.server'
import { requireGuest } from './auth.guards.server'
import { credentialsOf } from './login-form'
import { afterLogin } from './login.navigation'

/**
 * Where a login made on the server goes: where the browser would go (see {@link afterLogin}), at once, since a
 * redirect is the page change; home when the browser would stay.
 */
export function pathAfterServerLogin(url: URL): string {
  const next = afterLogin(url)
  return next.kind === 'navigate' ? next.to : pagePath('home', splitLanguage(url.pathname).language)
}

/**
 * The abandoned cart after a login on the server (storefront spec §4 "fetch abandoned cart session"). Only when
 * the visitor has no cart of their own: the action's instance has not loaded that cart, and a cart filled before
 * logging in is kept rather than swapped (as the browser's login does).
 */
export async function fetchAbandonedCartOnServer({ shop }: RequestStorefront): Promise<void> {
  if (createCartService(shop).$session.get() === null) await createCartCheckoutService(shop).fetchAbandoned()
}

/**
 * The /prijava form sent before the page's JavaScript ran: the same login on the server with the request's SDK
 * instance; a redirect with the session cookies on success, the refusal for the page to show otherwise.
 */
export async function loginAction(input: LoaderInput) {
  await requireGuest(input)
  const storefront = requestStorefront(input.request, input.context)
  const form = await input.request.formData()
  const credentials = credentialsOf({ username: formText(form, 'username'), password: formText(form, 'password') })
  const checked = validateLogin(credentials)
  const result = checked.ok ? await storefront.shop.auth.login(credentials) : checked
  if (!result.ok) return refusedForm(result.error, { username: credentials.username }, storefrontCookieHeaders(storefront))
  await fetchAbandonedCartOnServer(storefront)
  return redirect(pathAfterServerLogin(new URL(input.request.url)), { headers: storefrontCookieHeaders(storefront) })
}
