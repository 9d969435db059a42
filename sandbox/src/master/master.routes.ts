import { Hono } from 'hono'
import { one } from '../db/db.statements'
import type { SandboxEnv, SiteRow } from '../http/http.env'
import { requireJsonContentType } from '../http/http.body'
import { fail } from '../http/http.errors'
import type { RequestLanguage } from '../http/http.language'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { COUNTRIES } from './master.countries.data'
import { LANGUAGES, type LanguageEntry } from './master.languages.data'
import { siteConfig } from './master.site-config'

/** `POST api/v2/master/domainDetect`: needs no apiKey, because it is how a client learns the key. */
export function domainDetectRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/domainDetect', async (c) => {
    const text = await c.req.text()
    let domain: unknown
    if (text.trim() !== '') {
      requireJsonContentType(c)
      try {
        domain = (JSON.parse(text) as { domain?: unknown } | null)?.domain
      } catch {
        fail(400, 'Request body must be JSON.')
      }
    }
    const host = hostOf(typeof domain === 'string' ? domain : undefined) ?? hostOf(c.req.header('Referer')) ?? hostOf(c.req.header('Origin'))
    const site = host
      ? one<SiteRow>(context.db, 'SELECT sites.* FROM site_domains JOIN sites ON sites.id = site_domains.site_id WHERE site_domains.domain = ?', host)
      : undefined
    if (!site) fail(404, 'Domain not found.')
    return c.json({ data: siteConfig(context.db, site) })
  })
  return routes
}

/** `api/v1/master/commons/*`: the embedded language and country lists. */
export function commonsRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.get('/commons/languages', (c) => {
    const language = c.get('language')
    return c.json({ data: LANGUAGES.map((entry) => ({ ...entry, name: languageName(entry, language) })) })
  })

  routes.get('/commons/countries', (c) => {
    const asked = c.req.query('language') ?? c.get('language')
    if (!isCountryLanguage(asked)) fail(400, 'Unsupported language.')
    const collator = new Intl.Collator(asked)
    const countries = COUNTRIES.map((country) => ({
      id: country.id,
      iso: country.iso,
      code: country.code,
      name: country.names[asked],
    })).sort((a, b) => collator.compare(a.name, b.name))
    return c.json({ data: countries })
  })

  return routes
}

function isCountryLanguage(value: string): value is RequestLanguage {
  return value === 'hr' || value === 'sl' || value === 'en' || value === 'de'
}

// The list carries no Slovenian names, so sl (like any unknown language) reads the English one.
function languageName(entry: LanguageEntry, language: RequestLanguage): string {
  if (language === 'hr') return entry.name_hrv
  if (language === 'de') return entry.name_ger
  return entry.name_eng
}

/** The host name of a domain, host or URL, lower-cased and without port; undefined when there is none. */
function hostOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).hostname.toLowerCase()
  } catch {
    return undefined
  }
}
