import { createAccountService } from '@vitrina/sdk/account'
import { data } from 'react-router'
import { formText, refusedForm } from '../auth/account-form.server'
import { requireGuest } from '../auth/auth.guards.server'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput } from '../storefront/storefront.server'
import { forgotPasswordFormOf, type ForgotPasswordActionData } from './forgot-password-form'

/**
 * The /zaboravljena-lozinka form sent before the page's JavaScript ran: the same request for the e-mail on the
 * server. The browser stays on the page and shows that the e-mail went out, so this answers `sent` rather than
 * redirecting; a refusal is answered for the page to show.
 */
export async function forgotPasswordAction(input: LoaderInput) {
  await requireGuest(input)
  const storefront = requestStorefront(input.request, input.context)
  const form = forgotPasswordFormOf({ username: formText(await input.request.formData(), 'username') })
  const result = await createAccountService(storefront.shop).requestPasswordReset(form)
  if (!result.ok) return refusedForm(result.error, { username: form.username }, storefrontCookieHeaders(storefront))
  return data<ForgotPasswordActionData>({ sent: true }, { headers: storefrontCookieHeaders(storefront) })
}
