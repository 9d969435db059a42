import { atom } from 'nanostores'
import { createPagesService } from '../back-office/pages.service'
import { serviceOf } from '../internal/per-storefront'
import type { Storefront } from '../storefront/storefront.types'
import { missingRight } from './admin.call'
import { type AdminRight, canAdmin } from './admin.rights'
import type { PageTemplatesService, PageTemplatesState } from './page-templates.types'

const INITIAL: PageTemplatesState = { status: 'idle', templates: [], query: {}, page: 1, totalPages: 1, total: 0, error: null }

function buildPageTemplatesService(shop: Storefront): PageTemplatesService {
  // The calls and their rules (the slug's, the 409 of a template with posts) are the back-office's pages service's;
  // this one adds the list's state and the rights, checked before a request so an editor without them sends none.
  const pages = createPagesService(shop)
  const $state = atom<PageTemplatesState>(INITIAL)
  const allowed = (right: AdminRight) => canAdmin(shop.auth.$user.get(), right)

  const load: PageTemplatesService['load'] = async (query, options) => {
    if (!allowed('backoffice')) return missingRight('backoffice')
    const asked = query ?? $state.get().query
    $state.set({ ...$state.get(), status: 'loading', query: asked, error: null })
    const result = await pages.listPostTypes(asked, options)
    if (!result.ok) {
      $state.set({ ...$state.get(), status: 'failed', error: result.error })
      return result
    }
    const { records, page, totalPages, total } = result.data
    $state.set({ status: 'ready', templates: records, query: asked, page, totalPages, total, error: null })
    return result
  }

  return {
    $state,
    load,
    async create(input, options) {
      if (!allowed('cms:write')) return missingRight('cms:write')
      const created = await pages.createPostType(input, options)
      if (created.ok) await load(undefined, options)
      return created
    },
    async remove(id, options) {
      if (!allowed('cms:write')) return missingRight('cms:write')
      const removed = await pages.deletePostType(id, options)
      if (removed.ok) await load(undefined, options)
      return removed
    },
  }
}

/**
 * The page templates of the admin area (back-office spec §2 `/admin/templates`) of a storefront instance: the list's
 * state, creating and deleting, over the back-office's post type calls (`createPagesService`). Created on the first
 * call and the same service for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`, logged in as a back-office user with the right `cms:write`
 * to create and delete.
 *
 * @example
 * ```ts
 * import { createPageTemplatesService } from '@vitrina/sdk/admin'
 *
 * const templates = createPageTemplatesService(shop)
 * await templates.load()
 * const made = await templates.create({ name: 'Akcija', slug: 'akcija' })
 * if (!made.ok) console.log(made.error.messageKey) // 'validation.slugTooShort' for a slug like 'ak'
 * ```
 */
export function createPageTemplatesService(shop: Storefront): PageTemplatesService {
  return serviceOf(shop, buildPageTemplatesService)
}
