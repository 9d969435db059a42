import type { MiddlewareHandler } from 'hono'
import { one } from '../db/db.statements'
import type { SandboxContext } from '../sandbox/sandbox.context'
import type { SandboxEnv, SiteRow } from './http.env'
import { fail } from './http.errors'
import { contentLanguageOf, parseRequestLanguage } from './http.language'

/**
 * Resolves the site from the `apiKey` header and checks `site` and `store` against it. Both are optional
 * (a curl with only the key works); when sent they must belong to the key's site.
 */
export function apiGate(context: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const language = parseRequestLanguage(c.req.header('x-gaussbox-language'))
    c.set('language', language)
    c.set('contentLanguage', contentLanguageOf(language))

    const apiKey = c.req.header('apiKey')
    if (!apiKey) fail(401, 'Missing apiKey header.')
    const site = one<SiteRow>(context.db, 'SELECT * FROM sites WHERE api_key = ?', apiKey)
    if (!site) fail(401, 'Invalid apiKey.')

    const siteHeader = c.req.header('site')
    if (siteHeader !== undefined && siteHeader !== String(site.id)) fail(400, 'Unknown site.')
    const storeHeader = c.req.header('store')
    if (storeHeader !== undefined) {
      const store = one(context.db, 'SELECT id FROM stores WHERE id = ? AND site_id = ?', Number(storeHeader), site.id)
      if (!/^\d+$/.test(storeHeader) || !store) fail(400, 'Unknown store.')
    }
    c.set('site', site)
    await next()
  }
}

/** Sets the request language without any key check (for the routes that need no apiKey). */
export function languageOnly(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const language = parseRequestLanguage(c.req.header('x-gaussbox-language'))
    c.set('language', language)
    c.set('contentLanguage', contentLanguageOf(language))
    await next()
  }
}
