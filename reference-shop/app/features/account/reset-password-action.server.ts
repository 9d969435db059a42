import { createAccountService } from '@vitrina/sdk/account'
import { redirect } from 'react-router'
import { formText, refusedForm } from '../auth/account-form.server'
import { pagePath, splitLanguage } from '../routing/pages'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput } from '../storefront/storefront.server'

/**
 * The new-password form sent before the page's JavaScript ran: the same reset on the server. The form posts to its
 * own address, so the token is read from the query, where the e-mailed link put it. The browser goes to the login
 * page afterwards, and so does this; a refusal (a missing, used or expired token) is answered for the page to show.
 */
export async function resetPasswordAction({ request, context }: LoaderInput) {
  const storefront = requestStorefront(request, context)
  const url = new URL(request.url)
  const form = await request.formData()
  const result = await createAccountService(storefront.shop).resetPassword({
    password: formText(form, 'password'),
    confirmedPassword: formText(form, 'confirmedPassword'),
    token: url.searchParams.get('token'),
  })
  if (!result.ok) return refusedForm(result.error, {}, storefrontCookieHeaders(storefront))
  return redirect(pagePath('login', splitLanguage(url.pathname).language), { headers: storefrontCookieHeaders(storefront) })
}
