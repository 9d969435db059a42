import { createDevToolsService } from '@vitrina/sdk/dev-tools'
import { redirect } from 'react-router'
import { isBackOfficePath, pagePath, splitLanguage } from '../routing/pages'
import { storefrontCookieHeaders, verifiedUser, type RequestStorefront } from '../storefront/storefront.server'

/** The development tools' own pages, which the redirect leaves alone. */
export function isDevToolPath(pathname: string): boolean {
  return /^(\/(sl|en|de))?\/section-tool\/?$/.test(pathname)
}

/**
 * The development redirect (back-office spec §2: "In development mode a redirect to it [/adminLogin] applies unless a
 * forced domain is set"), made workable: a development build whose backend has no domain set (`{cli}/get-domain`
 * answers null) sends its visitors to the admin login, where a back-office user logs in and chooses one from the
 * version badge's domain list. A back-office user is therefore never sent away (the badge lives in the main layout),
 * and neither are the back-office and development pages. A backend without the helper (the call fails) redirects
 * nobody: the shop stays usable against it. Throws the redirect; returns when the page may render.
 */
export async function developmentRedirect(storefront: RequestStorefront, url: URL): Promise<void> {
  if (isBackOfficePath(url.pathname) || isDevToolPath(url.pathname)) return
  // The profile the backend confirms, not the display-only cookie's claim.
  if ((await verifiedUser(storefront))?.isBackofficeUser) return
  const domain = await createDevToolsService(storefront.shop).currentDomain()
  if (!domain.ok || domain.data !== null) return
  throw redirect(pagePath('adminLogin', splitLanguage(url.pathname).language), { headers: storefrontCookieHeaders(storefront) })
}
