import { createContentService } from '@vitrina/sdk'
import type { Consent, NewsListSnapshot, Post, SdkError, Term } from '@vitrina/sdk'
import { data, redirect } from 'react-router'
import { COOKIE_POLICY_SLUGS } from '../consent/cookie-policy.slugs'
import { throwBackendFailure } from '../errors/backend-failure.server'
import { loadNewsletterConsents } from '../newsletter/newsletter.server'
import { pagePath, postPath, splitLanguage, type ShopLanguage } from '../routing/pages'
import { publicOriginFrom } from '../storefront/storefront.config'
import { requestStorefront, storefrontCookieHeaders, type RequestStorefront, type LoaderInput } from '../storefront/storefront.server'
import { postBodyHtml, withoutRepeatedLead } from './post-body.server'

/** A failed read: 404 when the backend does not know the slug, 503 while the backend is away, else 502. */
export function failure(storefront: RequestStorefront, error: SdkError): never {
  throwBackendFailure(error, storefrontCookieHeaders(storefront))
}

/** A post's path in hr and sl (its translated slugs), for canonical and alternate links and the language switch. */
export function postPaths(post: Pick<Post, 'slug' | 'slugs'>, language: ShopLanguage): Partial<Record<ShopLanguage, string>> {
  const paths: Partial<Record<ShopLanguage, string>> = {}
  for (const target of ['hr', 'sl'] as const) paths[target] = postPath(post.slugs?.[target] ?? post.slug, target)
  if (language === 'en' || language === 'de') paths[language] = postPath(post.slug, language)
  return paths
}

/** What the post or page screen shows: the post without its raw body, the sanitised body, and its absolute URL. */
export interface PostPageData {
  post: Omit<Post, 'body'>
  bodyHtml: string
  canonicalUrl: string
  paths: Partial<Record<ShopLanguage, string>>
  /** A news post's newsletter sign-up (spec §2): the Newsletter consents, null when they could not be loaded; a page has none. */
  newsletterConsents?: Consent[] | null
}

/** `/{slug}`: a CMS post or page by slug; an unknown slug is a 404. The body is sanitised here, on the server. */
export async function loadPostPage({ request, context }: LoaderInput, slug: string | undefined) {
  const storefront = requestStorefront(request, context)
  if (!slug) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const { language } = splitLanguage(url.pathname)
  // The cookie policy has a screen of its own (the page plus the cookie settings): /sl/politika-piskotkov goes there.
  if (slug === COOKIE_POLICY_SLUGS[language]) throw redirect(pagePath('cookiePolicy', language), 301)
  const found = await createContentService(storefront.shop).getPost(slug)
  if (!found.ok) failure(storefront, found.error)
  const { body, ...post } = found.data
  const paths = postPaths(post, language)
  const page: PostPageData = {
    post,
    // A post shows its excerpt as the lead (a page does not): the body's first paragraph must not say it again.
    bodyHtml: post.postType === 'page' ? postBodyHtml(storefront.shop, body) : withoutRepeatedLead(postBodyHtml(storefront.shop, body), post.excerpt),
    canonicalUrl: `${publicOriginFrom(context, request)}${paths[language] ?? url.pathname}`,
    paths,
    ...(post.postType === 'page' ? {} : { newsletterConsents: await loadNewsletterConsents(storefront) }),
  }
  return data(page, { headers: storefrontCookieHeaders(storefront) })
}

/** What the blog screen shows: the term (null for the news list 'Novosti') and the first page of its posts. */
export interface BlogPageData {
  term: Term | null
  snapshot: NewsListSnapshot
  paths: Partial<Record<ShopLanguage, string>>
}

/** `/objave/{slug?}`: a blog term's posts, or without a slug the news list; 5 per page, the rest loads in the browser. */
export async function loadBlogPage({ request, context }: LoaderInput, slug: string | undefined) {
  const storefront = requestStorefront(request, context)
  const content = createContentService(storefront.shop)
  let term: Term | null = null
  if (slug) {
    const found = await content.getTerm(slug)
    if (!found.ok) failure(storefront, found.error)
    term = found.data
  }
  const list = content.createNewsList(term ? { termSlugs: [term.slug] } : {})
  const loaded = await list.load()
  if (!loaded.ok) failure(storefront, loaded.error)
  const paths: Partial<Record<ShopLanguage, string>> = {}
  for (const target of ['hr', 'sl'] as const) {
    const termSlug = term ? (term.slugs?.[target] ?? term.slug) : undefined
    paths[target] = pagePath('blog', target, termSlug ? { slug: termSlug } : {})
  }
  return data({ term, snapshot: list.dehydrate(), paths } satisfies BlogPageData, { headers: storefrontCookieHeaders(storefront) })
}
