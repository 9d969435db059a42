import { Hono } from 'hono'
import { requireBackofficeUser } from '../auth/auth.middleware'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { requiredId } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { readSlug } from './cms.slug'
import { readTranslationLanguage, readTranslations } from './link.input'
import { linkPostTypes } from './link.post-types'
import { createTranslationFromOriginal, type LinkMode, linkPostTranslations, markMaster } from './link.posts'
import { readPostType } from './post-type.records'
import { postGroupJson } from './post.groups'
import { readEditedPost } from './post.records'

const MODES: readonly LinkMode[] = ['bulk', 'bulkExisting']

/**
 * `api/v1/cms/link/*`: which posts (and post types) are translations of each other, for back-office users only
 * (back-office spec §7 "Link builder and finder"). `finder/getUrlOnLanguage` and the posts' `slugs` follow the links.
 */
export function linkRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const backoffice = requireBackofficeUser(context)

  for (const mode of MODES) {
    routes.put(`/link/postTranslation/:slugMain/${mode}`, backoffice, async (c) => {
      const slugMain = readSlug(c.req.param('slugMain'), 'slugMain')
      linkPostTranslations(context.db, slugMain, readTranslations(await readJsonObject(c), 'postId'), mode)
      return c.json({ data: postGroupJson(context.db, slugMain) })
    })
  }

  routes.post('/link/:id/createTranslationFromOriginal', backoffice, async (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    const language = readTranslationLanguage(await readJsonObject(c))
    const newId = createTranslationFromOriginal(context.db, id, language, c.get('contentLanguage'), isoNow(context))
    return c.json({ data: readEditedPost(context.db, newId, language, c.get('site').api_key_id) })
  })

  routes.put('/link/postType/:id/bulk', backoffice, async (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    linkPostTypes(context.db, id, readTranslations(await readJsonObject(c), 'postTypeId'))
    return c.json({ data: readPostType(context.db, id, c.get('contentLanguage')) })
  })

  routes.post('/link/masters/:id', backoffice, (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    return c.json({ data: postGroupJson(context.db, markMaster(context.db, id, c.get('contentLanguage'))) })
  })

  return routes
}
