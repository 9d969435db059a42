import { createCartService } from '@vitrina/sdk'
import type { ShopLanguage } from '../routing/pages'
import type { RequestStorefront } from '../storefront/storefront.server'
import { LANGUAGE_COOKIE, rememberLanguage } from './cart.language'

/**
 * Loads the cart of the request's session cookie into the request's instance, so the root snapshot carries
 * it: the header count is server-rendered and the browser does not fetch the cart again.
 *
 * Back-office spec §4: the cart session is cleared "on a language switch". The shop switches language by
 * loading a new document under another prefix, and the request's instance is built in the URL's language,
 * so the SDK's own language-change listener never fires; the switch is seen here instead, as a stored
 * language (cookie `i18n_locale`) that differs from the URL's.
 */
export async function loadRequestCart(storefront: RequestStorefront, language: ShopLanguage): Promise<void> {
  const { storage } = storefront
  const cart = createCartService(storefront.shop)
  const stored = storage.get(LANGUAGE_COOKIE)
  if (stored !== language) {
    if (stored !== undefined) cart.clearSession()
    // A first visit without a cart sets no cookie, so a CDN may keep its page for everyone (serving/http-cache.ts);
    // the tab then records its language itself (storefront.browser.ts).
    if (stored !== undefined || cart.$session.get() !== null) rememberLanguage(storage, language)
  }
  if (cart.$session.get() === null) return
  // A failure is not the page's: a cart the server no longer knows clears its session inside the SDK, and the
  // header then shows an empty cart.
  await cart.load()
}
