import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { mapResult, ok } from '../internal/result'
import { pathInLanguage, routePath } from '../links/links.routes'
import { notifyError } from '../notices/notices.errors'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { createNewsList } from './content.news'
import type { ContentService, TermQuery } from './content.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./content.schema'))

/** A GET query: lists become comma-separated values. */
function flat(query: object): Record<string, string | number | boolean | undefined> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]))
}

const byIdOrSlug = (base: string, idOrSlug: string | number): string =>
  /^\d+$/.test(String(idOrSlug)) ? `${base}/${idOrSlug}` : `${base}/slug/${encodeURIComponent(idOrSlug)}`

export function buildContentService(ctx: StorefrontContext): ContentService {
  const cms = serviceCall(ctx.http, 'cms')
  const events = serviceCall(ctx.http, 'event')

  const content: ContentService = {
    // Spec §3: posts are sorted "by published_at descending".
    filterPosts: (query = {}, options) =>
      cms('POST', 'post/filterStandard', schemas('postPageSchema'), { sort: { param: 'published_at', order: 'desc' }, ...query }, options),
    getPost: (slug, options) => cms('GET', `post/get/slug/${encodeURIComponent(slug)}`, schemas('postSchema'), undefined, options),
    createNewsList: (options) => createNewsList({ content, onError: (error) => notifyError(ctx.notices, error, ctx.$language.get()) }, options),

    filterTerms: (query: TermQuery = {}, options) => cms('GET', 'term/filter', schemas('termPageSchema'), flat(query), options),
    filterTermsStandard: (query = {}, options) => cms('POST', 'term/filterStandard', schemas('termPageSchema'), query, options),
    getTerm: (idOrSlug, options) => cms('GET', byIdOrSlug('term/get', idOrSlug), schemas('termSchema'), undefined, options),

    filterEvents: (query = {}, options) => events('POST', 'public/filter', schemas('eventPageSchema'), query, options),
    getEvent: (id, options) => events('GET', `public/get/${encodeURIComponent(id)}`, schemas('eventSchema'), undefined, options),

    filterReviews: (query, options) => cms('POST', 'comment/filterStandard', schemas('reviewPageSchema'), query, options),

    decideSlug: (slug, types, options) => cms('GET', 'finder/decide', schemas('slugMatchSchema'), flat({ slug, types }), options),
    searchSlugs: (keywords, query = {}, options) => cms('GET', 'finder/searchSlugs', schemas('slugMatchesSchema'), flat({ keywords, ...query }), options),

    async pathOnLanguage({ language, pathname, ...ids }, options) {
      // Spec §7: "without page data plain locale switching".
      if (Object.values(ids).every((id) => id === undefined || id === null)) return ok(pathInLanguage(pathname, language))
      const result = await cms(
        'POST',
        'finder/getUrlOnLanguage',
        schemas('urlOnLanguageSchema'),
        { newLanguage: language, twoLetterCode: language, ...ids },
        options,
      )
      return mapResult(result, (data) => {
        const url = typeof data === 'string' ? data : data.url
        // A backend may answer a bare slug: "term goes to blog route with slug, post goes to the url".
        if (/^(\/|https?:)/.test(url)) return url
        return routePath(ids.termId === undefined ? 'post' : 'blog', language, { slug: url })
      })
    },
  }
  return content
}

const contentOf = (_shop: Storefront, ctx: StorefrontContext): ContentService => buildContentService(ctx)

/**
 * The content service of a storefront instance: blog posts and pages, terms, events, reviews, the slug finder and
 * the language switching of content pages. Created on the first call and the same service for every later call
 * with the same instance.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createContentService, type Post } from '@vitrina/sdk'
 *
 * declare function render(post: Post): void
 *
 * const page = await createContentService(shop).getPost('o-nama')
 * if (page.ok) render(page.data)
 * ```
 */
export function createContentService(shop: Storefront): ContentService {
  return serviceOf(shop, contentOf)
}
