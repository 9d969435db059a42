import { createConsentsService, validateConsents } from '@vitrina/sdk'
import { createAccountService } from '@vitrina/sdk/account'
import { data, redirect } from 'react-router'
import { formText, refusedForm } from '../auth/account-form.server'
import { requireGuest } from '../auth/auth.guards.server'
import { fetchAbandonedCartOnServer, pathAfterServerLogin } from '../auth/login-action.server'
import { loginPathAfterRegistration } from '../auth/login.navigation'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput } from '../storefront/storefront.server'
import { ECHOED_REGISTER_FIELDS, EMPTY_REGISTRATION, registrationFormOf, type RegisterActionData, type RegisterField } from './register-values'

/**
 * The /registracija form sent before the page's JavaScript ran: the same registration on the server with the
 * request's SDK instance (member card, rules, the Register consents loaded here, then the call). It goes where the
 * browser would: home (or the safe `redirect`) after the auto-login, the login page after a registration without
 * one; a registration that must confirm its e-mail, or a refused one, is answered for the page to show.
 */
export async function registerAction(input: LoaderInput) {
  await requireGuest(input)
  const storefront = requestStorefront(input.request, input.context)
  const form = await input.request.formData()
  const values = { ...EMPTY_REGISTRATION }
  for (const field of Object.keys(values) as RegisterField[]) values[field] = formText(form, field)
  const accepted = form.getAll('consents').filter((value): value is string => typeof value === 'string')

  const consents = await createConsentsService(storefront.shop).load('Register')
  const result = consents.ok
    ? await createAccountService(storefront.shop).register(registrationFormOf(values), { consents: consents.data, acceptedConsents: accepted })
    : { ok: false as const, error: validateConsents(null, accepted)! }
  const headers = () => storefrontCookieHeaders(storefront)
  if (!result.ok) {
    // Never the passwords: the shopper types them again.
    const echoed: Record<string, string> = { consents: accepted.join(',') }
    for (const field of ECHOED_REGISTER_FIELDS) echoed[field] = values[field]
    return refusedForm(result.error, echoed, headers())
  }

  const url = new URL(input.request.url)
  const outcome = result.data
  if (outcome.status === 'verificationRequired') return data<RegisterActionData>({ verificationRequired: true, email: outcome.email }, { headers: headers() })
  if (outcome.status === 'registered') return redirect(loginPathAfterRegistration(url), { headers: headers() })
  await fetchAbandonedCartOnServer(storefront)
  return redirect(pathAfterServerLogin(url), { headers: headers() })
}
