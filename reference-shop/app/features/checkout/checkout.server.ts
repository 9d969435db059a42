import { createCartService, createConsentsService, createSiteService } from '@vitrina/sdk'
import { redirect } from 'react-router'
import { loginPathFor } from '../auth/login.navigation'
import { languagePrefix, pagePath, splitLanguage, type ShopLanguage } from '../routing/pages'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput } from '../storefront/storefront.server'
import type { CheckoutConsentOption, CheckoutReturnUrls } from './checkout.form'

/**
 * The shop's own thank-you and failure pages as absolute URLs of the request's origin, for `order/create`
 * (docs/contract/checkout.md: `successURL` / `failureURL` must be absolute). The failure path is
 * `/checkout/failure` in every language (spec §2), under the language's prefix.
 */
export function checkoutReturnUrls(origin: string, language: ShopLanguage): CheckoutReturnUrls {
  return { successURL: `${origin}${pagePath('checkoutSuccess', language)}`, failureURL: `${origin}${languagePrefix(language)}/checkout/failure` }
}

/**
 * The checkout's guards, on the server before anything renders: without a cart session there is nothing to
 * check out (to /kosarica); a logged-out visitor goes to /prijava?redirect=… unless the site allows guest
 * checkout (back-office spec §6: "guest-checkout toggle (registered only, or guest allowed; currently
 * registered only)"). Resolves to the return URLs and the headers the loader's response must carry.
 */
export async function checkoutGuard({ request, context }: LoaderInput): Promise<{ returnUrls: CheckoutReturnUrls; headers: Headers }> {
  const storefront = requestStorefront(request, context)
  const { shop } = storefront
  const url = new URL(request.url)
  const { language } = splitLanguage(url.pathname)
  if (createCartService(shop).$session.get() === null) throw redirect(pagePath('cart', language), { headers: storefrontCookieHeaders(storefront) })
  await storefront.session
  if (!shop.auth.$user.get()) {
    const settings =
      createSiteService(shop).$checkoutSettings.get() ??
      (await createSiteService(shop)
        .fetchCheckoutSettings()
        .then((result) => (result.ok ? result.data : null)))
    // Settings that cannot be read count as the default: registered only.
    if (!settings?.guestCheckout) throw redirect(loginPathFor(url.pathname + url.search), { headers: storefrontCookieHeaders(storefront) })
  }
  return { returnUrls: checkoutReturnUrls(url.origin, language), headers: storefrontCookieHeaders(storefront) }
}

/**
 * The checkout's consents (storefront spec §4 "Consent flow: load assignments, then details, then mark required
 * ones"), loaded on the server so the address step shows them in the first render. Null when they could not be
 * loaded: the page then asks to reload it (spec §8 "consent-not-loaded asks to reload the page") and the SDK's
 * consent rule refuses the address step, because "consents must be loaded before submit".
 */
export async function loadCheckoutConsents({ request, context }: LoaderInput): Promise<CheckoutConsentOption[] | null> {
  const loaded = await createConsentsService(requestStorefront(request, context).shop).load('Checkout')
  if (!loaded.ok) return null
  return loaded.data.map(({ id, uniqueNumber, displayName, required }) => ({ id, uniqueNumber, displayName, required }))
}
