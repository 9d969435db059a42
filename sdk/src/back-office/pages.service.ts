import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { serviceOf } from '../internal/per-storefront'
import { refused } from '../internal/refusal'
import { fail } from '../internal/result'
import { slugProblem } from '../links/links.form'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { BACK_OFFICE_MESSAGE_KEYS as KEYS } from './back-office.messages.keys'
import type { PagesService } from './pages.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./pages.schema'))

/** Refuses, without a request, a slug that breaks the spec's rules (§5), naming the field at `path`. */
function slugRefusal(path: string, slug: string): Result<never> | undefined {
  const messageKey = slugProblem(slug)
  return messageKey ? refused(path, messageKey) : undefined
}

function buildPagesService(_shop: Storefront, ctx: StorefrontContext): PagesService {
  const call = serviceCall(ctx.http, 'cms')

  // `bulk` and `bulkExisting` differ only in what they do with a translation that another group holds.
  const link =
    (mode: string): PagesService['linkTranslations'] =>
    async (slugMain, translations, options) =>
      slugRefusal('slugMain', slugMain) ?? call('PUT', `link/postTranslation/${slugMain}/${mode}`, schemas('groupSchema'), { translations }, options)

  return {
    createPost: async (input, options) => slugRefusal('slug', input.slug) ?? call('POST', 'post/create', schemas('postSchema'), input, options),
    createPostType: async (input, options) => slugRefusal('slug', input.slug) ?? call('POST', 'postType/create', schemas('postTypeSchema'), input, options),
    listPostTypes: (query = {}, options) => call('POST', 'postType/filterStandard', schemas('postTypePageSchema'), query, options),
    async deletePostType(id, options) {
      const deleted = await call('DELETE', `postType/delete/${id}`, schemas('deletedSchema'), undefined, options)
      if (deleted.ok || deleted.error.status !== 409) return deleted
      // Its one conflict, posts (drafts too) that still have the type: the editor is told so, not that something went
      // wrong. The transport made this error for this call alone, so it takes the code and key in place and keeps
      // its class, status, body and server text.
      return fail(Object.assign(deleted.error, { code: 'POST_TYPE_HAS_POSTS', messageKey: KEYS.postTypeHasPosts } as const))
    },
    linkTranslations: link('bulk'),
    linkStandaloneTranslations: link('bulkExisting'),
    createTranslation: (id, language, options) => call('POST', `link/${id}/createTranslationFromOriginal`, schemas('postSchema'), { language }, options),
    markOriginal: (id, options) => call('POST', `link/masters/${id}`, schemas('groupSchema'), undefined, options),
    linkPostTypes: (id, translations, options) => call('PUT', `link/postType/${id}/bulk`, schemas('postTypeSchema'), { translations }, options),
  }
}

/**
 * The back-office's calls for posts and pages, page templates and translation links of a storefront instance.
 * Created on the first call and the same service for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`, logged in as a back-office user.
 *
 * @example
 * ```ts
 * import { createPagesService } from '@vitrina/sdk/back-office'
 *
 * const pages = createPagesService(shop)
 * const template = await pages.createPostType({ name: 'Odredišna stranica', slug: 'odredisna-stranica', fields: [{ key: 'hero', type: 'image', label: 'Naslovna slika' }] })
 * const page = await pages.createPost({ type: 'odredisna-stranica', title: 'Ljetna akcija', slug: 'ljetna-akcija', meta: { hero: 12 } })
 * if (page.ok) await pages.createTranslation(page.data.id, 'sl') // an sl draft in the same translation group
 * ```
 */
export function createPagesService(shop: Storefront): PagesService {
  return serviceOf(shop, buildPagesService)
}
