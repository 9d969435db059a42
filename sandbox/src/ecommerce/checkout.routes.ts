import { Hono } from 'hono'
import { optionalUser } from '../auth/auth.middleware'
import { readJsonObject } from '../http/http.body'
import { invalid } from '../http/http.input'
import { COUNTRIES } from '../master/master.countries.data'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { openCart, readCartKey } from './cart.access'
import type { CartEnv } from './cart.call'
import { readCheckoutSettings } from './settings.queries'

/** A country as the master commons list answers it. */
export interface CountryJson {
  id: number
  iso: string
  code: string
  name: string
}

const COUNTRY_LANGUAGES = ['hr', 'sl', 'en', 'de'] as const

/** The countries the checkout settings allow (`allowedCountries`: a list, one code, or 'ALL'), in `language`. */
export function allowedCountries(allowed: string[] | string, language: (typeof COUNTRY_LANGUAGES)[number]): CountryJson[] {
  const codes = allowed === 'ALL' ? null : new Set((typeof allowed === 'string' ? [allowed] : allowed).map((code) => code.toUpperCase()))
  const collator = new Intl.Collator(language)
  return COUNTRIES.filter((country) => codes === null || codes.has(country.iso))
    .map((country) => ({ id: country.id, iso: country.iso, code: country.code, name: country.names[language] }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** `api/v2/ecommerce/checkout/*`: the address step's country list. */
export function checkoutRoutes(context: SandboxContext): Hono<CartEnv> {
  const routes = new Hono<CartEnv>()
  routes.use('*', optionalUser(context))

  routes.post('/getAvailableCountries', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const language = body.language ?? c.get('language')
    if (typeof language !== 'string' || !(COUNTRY_LANGUAGES as readonly string[]).includes(language)) {
      invalid('language', 'language must be one of hr, sl, en, de.')
    }
    if (body.type !== undefined && body.type !== 'countries') invalid('type', "type must be 'countries'.")
    // The cart is opened only to check the caller's key (404 / 400 archived / 409 session used, as every cart call).
    openCart(context.db, key, c.get('site').id)
    const settings = readCheckoutSettings(context.db, c.get('site').id)
    return c.json({ data: allowedCountries(settings.allowedCountries, language as (typeof COUNTRY_LANGUAGES)[number]) })
  })
  return routes
}
