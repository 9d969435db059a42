import { alternateLinks, createCatalogService, createContentService, createStorefront, type Id, memoryStorage, type Storefront } from '@vitrina/sdk'
import type { AppLoadContext } from 'react-router'
import { publicOriginFrom, storefrontConfigFrom } from '../storefront/storefront.config'
import { COOKIE_POLICY_SLUGS } from '../consent/cookie-policy.slugs'
import { pagePath, pathInLanguage, postPath, SHOP_LANGUAGES, type ShopLanguage } from '../routing/pages'

/** The content languages (spec §2: hr and sl), each read with its own slugs. */
const CONTENT_LANGUAGES = ['hr', 'sl'] as const
type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]

/** Lists are read 100 at a time (the backend's maximum), at most this many pages each. */
const PAGE_LIMIT = 100
const MAX_PAGES = 50

/** One entity of the sitemap with its path in each language it has one in. */
type Entry = Partial<Record<ShopLanguage, string>>

async function allPages<T>(read: (page: number) => Promise<{ ok: true; data: { records: T[]; totalPages: number } } | { ok: false }>): Promise<T[]> {
  const records: T[] = []
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await read(page)
    if (!result.ok) throw new Error('sitemap: a list could not be read')
    records.push(...result.data.records)
    if (page >= result.data.totalPages) break
  }
  return records
}

/** Every listed product, category, post and page of one language, keyed by kind and id, with its path. */
async function pathsOf(shop: Storefront, language: ContentLanguage): Promise<Map<string, string>> {
  const paths = new Map<string, string>()
  const add = (kind: string, id: Id, path: string) => paths.set(`${kind}:${id}`, path)
  const [products, tree, posts] = await Promise.all([
    allPages((page) => createCatalogService(shop).filterProducts({ filters: { archived: false }, page, limit: PAGE_LIMIT })),
    createCatalogService(shop).getCategoryTree(),
    allPages((page) => createContentService(shop).filterPosts({ postTypeSlugs: ['post', 'page'], page, limit: PAGE_LIMIT })),
  ])
  for (const product of products) add('product', product.id, pagePath('product', language, { slug: product.slug }))
  if (!tree.ok) throw new Error('sitemap: the category tree could not be read')
  const walk = (nodes: typeof tree.data) => {
    for (const node of nodes) {
      add('category', node.id, pagePath('shop', language, { slug: node.slug }))
      walk(node.children)
    }
  }
  walk(tree.data)
  // The cookie-policy page is shown on the shop's own screen (the catch-all redirects its slug there).
  for (const post of posts)
    add('post', post.id, post.slug === COOKIE_POLICY_SLUGS[language] ? pagePath('cookiePolicy', language) : postPath(post.slug, language))
  return paths
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** The sitemap XML: one `<url>` per entity and language, each with its alternates in every language it has and x-default. */
export function sitemapXml(origin: string, entries: Entry[]): string {
  const urls: string[] = []
  for (const entry of entries) {
    const alternates = alternateLinks(origin, entry).map(
      (link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
    )
    for (const language of SHOP_LANGUAGES) {
      const path = entry[language]
      if (!path) continue
      urls.push(`  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n${alternates.join('\n')}\n  </url>`)
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * /sitemap.xml (spec §2): the home page, the blog, every listed product, category, post and page in hr and sl,
 * with absolute URLs on the request's origin. Each content language is read with its own SDK instance (its own
 * slugs). The home page and the categories are also listed in en and de, which the backend writes them in (under
 * the hr slugs); products, posts and pages are not, their texts being hr and sl only.
 */
export async function buildSitemap(request: Request, context: AppLoadContext): Promise<string> {
  const config = storefrontConfigFrom(context)
  const origin = publicOriginFrom(context, request)
  const byLanguage = await Promise.all(
    CONTENT_LANGUAGES.map((language) => pathsOf(createStorefront({ ...config, language, storage: memoryStorage() }), language)),
  )
  const keys = new Set(byLanguage.flatMap((paths) => [...paths.keys()]))
  const entries: Entry[] = [
    Object.fromEntries(SHOP_LANGUAGES.map((language) => [language, pagePath('home', language)])),
    { hr: pagePath('blog', 'hr'), sl: pagePath('blog', 'sl') },
  ]
  for (const key of keys) {
    const entry: Entry = {}
    CONTENT_LANGUAGES.forEach((language, index) => {
      const path = byLanguage[index]!.get(key)
      if (path) entry[language] = path
    })
    if (key.startsWith('category:') && entry.hr) for (const language of ['en', 'de'] as const) entry[language] = pathInLanguage(entry.hr, language)
    entries.push(entry)
  }
  return sitemapXml(origin, entries)
}
