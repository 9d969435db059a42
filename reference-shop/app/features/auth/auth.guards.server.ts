import { redirect } from 'react-router'
import { pagePath, splitLanguage } from '../routing/pages'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput } from '../storefront/storefront.server'
import { loginPathFor } from './login.navigation'

// Back-office spec §2: "The auth middleware sends logged-out visitors to login and logged-in visitors away from
// guest-only pages to home." These run in the pages' loaders, on the server, before anything renders. The user
// is the one the session cookies restore: enough to choose a page (the account data itself comes from calls
// the backend authorizes with the token).

/** The logged-in user after the request's session is restored, and the Set-Cookie headers of that restore. */
async function restoredSession({ request, context }: LoaderInput) {
  const storefront = requestStorefront(request, context)
  await storefront.session
  return { user: storefront.shop.auth.$user.get(), headers: storefrontCookieHeaders(storefront) }
}

/**
 * For pages of logged-in users (/profil): sends anyone else to the login page, which comes back here after the
 * login (`?redirect=`). Resolves to the headers the loader's response must carry.
 */
export async function requireLoggedIn(input: LoaderInput): Promise<Headers> {
  const { user, headers } = await restoredSession(input)
  if (!user) {
    const url = new URL(input.request.url)
    throw redirect(loginPathFor(url.pathname + url.search), { headers })
  }
  return headers
}

/** For guest-only pages (/prijava, /registracija, /zaboravljena-lozinka): sends a logged-in visitor home. */
export async function requireGuest(input: LoaderInput): Promise<Headers> {
  const { user, headers } = await restoredSession(input)
  if (user) throw redirect(pagePath('home', splitLanguage(new URL(input.request.url).pathname).language), { headers })
  return headers
}
