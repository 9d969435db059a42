import { Hono } from 'hono'
import { readJsonObject } from '../http/http.body'
import { paginate } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalIdList, optionalString, optionalStringList, readPaging } from '../http/http.input'
import type { ContentLanguage } from '../http/http.language'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { findTermId, readTerm, readTerms, type TermJson } from './term.queries'

const TAXONOMIES = ['category', 'tag'] as const

/** The blog terms: `GET term/filter`, `POST term/filterStandard`, `GET term/get/{id}`, `GET term/get/slug/{slug}`. */
export function termRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  const list = (input: Record<string, unknown>, language: ContentLanguage, apiKeyId: number) => {
    const taxonomy = input.taxonomy
    if (taxonomy !== undefined && taxonomy !== '' && !(TAXONOMIES as readonly unknown[]).includes(taxonomy)) {
      invalid('taxonomy', 'taxonomy must be category or tag.')
    }
    const ids = optionalIdList(input.ids, 'ids')
    const slugs = optionalStringList(input.slugs, 'slugs')
    const keywords = optionalString(input.keywords, 'keywords')?.toLowerCase()
    const paging = readPaging(input, { defaultLimit: 10, maxLimit: 100 })
    const terms = readTerms(context.db, language, apiKeyId).filter(
      (term: TermJson) =>
        (!taxonomy || term.taxonomy === taxonomy) &&
        (!ids || ids.includes(term.id)) &&
        (!slugs || slugs.includes(term.slug) || slugs.includes(term.slugMain)) &&
        (!keywords || term.title.toLowerCase().includes(keywords)),
    )
    return paginate(terms, paging.page, paging.limit)
  }

  routes.get('/term/filter', (c) => c.json({ data: list(c.req.query(), c.get('contentLanguage'), c.get('site').api_key_id) }))

  routes.post('/term/filterStandard', async (c) => {
    const body = await readJsonObject(c)
    return c.json({ data: list(body, c.get('contentLanguage'), c.get('site').api_key_id) })
  })

  routes.get('/term/get/slug/:slug', (c) => {
    const language = c.get('contentLanguage')
    const id = findTermId(context.db, c.req.param('slug'), language)
    const term = id === undefined ? undefined : readTerm(context.db, id, language, c.get('site').api_key_id)
    if (!term) fail(404, 'Term not found.')
    return c.json({ data: term })
  })

  routes.get('/term/get/:id', (c) => {
    const raw = c.req.param('id')
    if (!/^\d+$/.test(raw)) invalid('id', 'id must be a positive integer.')
    const term = readTerm(context.db, Number(raw), c.get('contentLanguage'), c.get('site').api_key_id)
    if (!term) fail(404, 'Term not found.')
    return c.json({ data: term })
  })

  return routes
}
