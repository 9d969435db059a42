import { Hono } from 'hono'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalId, optionalString, optionalStringList, readPaging } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { languageFromCode, SLUG_TARGETS, type SlugTarget } from './finder.paths'
import { decideSlug, searchSlugs, urlOnLanguage } from './finder.queries'

const URL_TARGETS = [
  { key: 'termId', target: 'term', notFound: 'Term not found.' },
  { key: 'postId', target: 'post', notFound: 'Post not found.' },
  { key: 'productId', target: 'product', notFound: 'Product not found.' },
  { key: 'categoryId', target: 'category', notFound: 'Category not found.' },
] as const

/** `GET finder/decide`, `GET finder/searchSlugs` and `POST finder/getUrlOnLanguage`. */
export function finderRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.get('/finder/decide', (c) => {
    const slug = optionalString(c.req.query('slug'), 'slug', 300)
    if (!slug) invalid('slug', 'slug is required.')
    const match = decideSlug(context.db, slug, c.get('language'), targetsOf(c.req.query('types')))
    if (!match) fail(404, 'Slug not found.')
    return c.json({ data: match })
  })

  routes.get('/finder/searchSlugs', (c) => {
    const keywords = optionalString(c.req.query('keywords'), 'keywords') ?? ''
    const { limit } = readPaging({ limit: c.req.query('limit') }, { defaultLimit: 10, maxLimit: 50 })
    return c.json({ data: searchSlugs(context.db, keywords, targetsOf(c.req.query('types')), limit, c.get('language')) })
  })

  routes.post('/finder/getUrlOnLanguage', async (c) => {
    const body = await readJsonObject(c)
    const code = body.twoLetterCode ?? body.newLanguage
    if (code === undefined || code === null || code === '') invalid('newLanguage', 'newLanguage or twoLetterCode is required.')
    const language = typeof code === 'string' ? languageFromCode(code) : undefined
    if (!language) invalid(body.twoLetterCode !== undefined ? 'twoLetterCode' : 'newLanguage', 'Unsupported language.')
    const given = URL_TARGETS.flatMap((entry) => {
      const id = optionalId(body[entry.key], entry.key)
      return id === undefined ? [] : [{ ...entry, id }]
    })
    if (given.length !== 1) invalid('termId', 'Exactly one of termId, postId, productId and categoryId is required.')
    const [{ target, id, notFound }] = given as [(typeof given)[number]]
    const url = urlOnLanguage(context.db, target, id, language, c.get('contentLanguage'))
    if (url === undefined) fail(404, notFound)
    return c.json({ data: { url } })
  })

  return routes
}

function targetsOf(value: string | undefined): readonly SlugTarget[] {
  const types = optionalStringList(value, 'types')
  if (!types || types.length === 0) return SLUG_TARGETS
  const unknown = types.filter((type) => !(SLUG_TARGETS as readonly string[]).includes(type))
  if (unknown.length > 0) invalid('types', `types must be a list of ${SLUG_TARGETS.join(', ')}.`)
  // Keep the decide order whatever order the caller listed them in.
  return SLUG_TARGETS.filter((target) => types.includes(target))
}
