import { createContentService } from '@vitrina/sdk'
import type { Post } from '@vitrina/sdk'
import { data } from 'react-router'
import { failure } from '../content/content.server'
import { postBodyHtml } from '../content/post-body.server'
import { splitLanguage } from '../routing/pages'
import { requestStorefront, storefrontCookieHeaders, type LoaderInput } from '../storefront/storefront.server'
import { COOKIE_POLICY_SLUGS } from './cookie-policy.slugs'

/** The cookie policy page: the CMS page (null when the CMS has none) and its sanitised body. */
export interface CookiePolicyPageData {
  page: Omit<Post, 'body'> | null
  bodyHtml: string
  canonicalUrl: string
}

/**
 * `/politika-kolacica`: the CMS page of the cookie policy in the page's language. Without that page the cookie
 * settings are still shown (the banner links here), so a missing page is no 404; other failures are.
 */
export async function loadCookiePolicyPage({ request, context }: LoaderInput) {
  const storefront = requestStorefront(request, context)
  const url = new URL(request.url)
  const found = await createContentService(storefront.shop).getPost(COOKIE_POLICY_SLUGS[splitLanguage(url.pathname).language])
  if (!found.ok && found.error.status !== 404) failure(storefront, found.error)
  const policy: CookiePolicyPageData = { page: null, bodyHtml: '', canonicalUrl: `${url.origin}${url.pathname}` }
  if (found.ok) {
    const { body, ...page } = found.data
    policy.page = page
    policy.bodyHtml = postBodyHtml(storefront.shop, body)
  }
  return data(policy, { headers: storefrontCookieHeaders(storefront) })
}
