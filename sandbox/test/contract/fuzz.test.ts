import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/sandbox.create'
import { DEMO_ACCOUNTS } from '../../src/seed/seed.constants'
import { SHOP_HEADERS } from '../sandbox.fixture'
import { login } from './auth.fixture'

// Issue 16: generated input of every kind, sent to every endpoint the sandbox serves, never gets a 500, and every
// refusal under api/ is the documented { message, statusCode }. The sandbox stays up through all of it.

const sandbox = createSandbox({ control: true })
afterAll(() => sandbox.close())

/** Every route the app serves, as method and path pattern (Hono's own list, so a new endpoint is fuzzed too). */
const ROUTES = [...new Map(sandbox.app.routes.filter((route) => route.method !== 'ALL').map((route) => [`${route.method} ${route.path}`, route])).values()]

/** A path segment an attacker or a broken client might send in place of an id or slug. */
const segment = fc.oneof(
  fc.constantFrom('1', '0', '-1', '1.5', '99999999999999999999', 'abc', '%00', '%E2%82%AC', '..%2F..', 'ä', '%', ' ', 'null', 'undefined', '1e400'),
  fc.string({ maxLength: 300 }).map((text) => encodeURIComponent(text) || 'x'),
)

/** A JSON value with the shapes that break handlers: wrong types, huge and odd numbers, long strings, NUL, nesting. */
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'id',
      'productId',
      'cartId',
      'protectCode',
      'qty',
      'email',
      'username',
      'password',
      'items',
      'page',
      'limit',
      'sort',
      'filters',
      'slug',
      'data',
      'consents',
      'rating',
      'comment',
      'handlers',
      'options',
      'details',
      '__proto__',
      'constructor',
    ),
    fc.oneof(
      fc.constantFrom(null, true, -1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.1, '', '\u0000', 'a'.repeat(100_000), '1; DROP TABLE users', [], {}, [[[[[]]]]], {
        $gt: '',
      }),
      fc.string({ maxLength: 50 }),
      fc.integer(),
      fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)), { maxLength: 5 }),
    ),
    { maxKeys: 6 },
  ),
  fc.integer({ min: 1, max: 200 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
)

/** A body as bytes on the wire: JSON, text that is not JSON, or bytes that are not UTF-8. */
const body = fc.oneof(
  { weight: 6, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '\u0000', '', '{"a":1}garbage') },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Uint8Array.from([0xff, 0xfe, ...bytes])) },
)

/** Header values a client may get wrong: the shop headers, the language, the tokens, in any form a header can carry. */
const headerValue = fc.oneof(
  fc.constantFrom('', ' ', '0', '-1', '9999999999', 'Bearer', 'Bearer ', 'Bearer x.y.z', 'null', 'hr,sl', 'xx'),
  fc.stringMatching(/^[\x21-\x7e]{0,80}$/),
)
const headers = fc.dictionary(
  fc.constantFrom('apiKey', 'site', 'store', 'x-gaussbox-language', 'Authorization', 'accessToken', 'refreshToken', 'Origin', 'Content-Type'),
  headerValue,
  { maxKeys: 3 },
)

const query = fc.dictionary(fc.constantFrom('page', 'limit', 'language', 'to', 'key', 'q', 'sort', 'x'), fc.string({ maxLength: 20 }), { maxKeys: 3 })

/** The path of a route with its parameters (and wildcards) filled in. */
function pathOf(pattern: string, values: string[]): string {
  let index = 0
  return pattern.replace(/:[A-Za-z_]+(\{[^}]*\})?\??|\*/g, () => values[index++ % values.length] ?? 'x')
}

/** Whether a refusal has the documented wire shape. */
function isFailureBody(text: string, status: number): boolean {
  try {
    const parsed = JSON.parse(text) as { message?: unknown; statusCode?: unknown }
    return typeof parsed.message === 'string' && parsed.statusCode === status
  } catch {
    return false
  }
}

describe('every endpoint under generated input (issue 16)', () => {
  it(`answers none of ${ROUTES.length} routes' generated calls with a 500, and every api/ refusal as { message, statusCode }`, async () => {
    const shopper = await login(sandbox, DEMO_ACCOUNTS.shopper)
    const editor = await login(sandbox, DEMO_ACCOUNTS.editor)
    const callers = [
      SHOP_HEADERS,
      { ...SHOP_HEADERS, Authorization: `Bearer ${shopper.tokens.accessToken}` },
      { ...SHOP_HEADERS, Authorization: `Bearer ${editor.tokens.accessToken}` },
      {},
    ]
    const problems: string[] = []

    for (const route of ROUTES) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 1, maxLength: 3 }),
          body,
          query,
          fc.nat(callers.length - 1),
          fc.option(headers, { freq: 3 }),
          async (segments, sent, params, caller, odd) => {
            const url = new URL(`http://sandbox.test${pathOf(route.path, segments)}`)
            for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
            const hasBody = route.method !== 'GET' && route.method !== 'HEAD'
            const response = await sandbox.app.fetch(
              new Request(url, {
                method: route.method,
                headers: { ...callers[caller], ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...odd },
                ...(hasBody ? { body: sent } : {}),
              }),
            )
            const text = await response.text()
            const where = `${route.method} ${url.pathname}${url.search} as caller ${caller}${odd ? ` with ${JSON.stringify(odd)}` : ''}`
            if (response.status >= 500 && response.status !== 503) problems.push(`${where}: ${response.status} ${text.slice(0, 200)}`)
            if (response.status >= 400 && url.pathname.startsWith('/api/') && !isFailureBody(text, response.status))
              problems.push(`${where}: ${response.status} not { message, statusCode }: ${text.slice(0, 200)}`)
          },
        ),
        { numRuns: 12, seed: 20261127 },
      )
      // The control API may have changed the options (maintenance mode) or deleted things: each route starts fresh.
      sandbox.reset()
    }

    expect(problems).toEqual([])
    // Still up and answering as before.
    const navigation = await sandbox.app.fetch(new Request('http://sandbox.test/api/v1/cms/navigation/tree/main', { headers: SHOP_HEADERS }))
    expect(navigation.status).toBe(200)
  }, 240_000)

  it('refuses a 10 MB body on every route that takes one with 413 or an earlier refusal, never by reading it whole', async () => {
    const tenMegabytes = `{"data":"${'x'.repeat(10 * 1024 * 1024)}"}`
    const problems: string[] = []
    for (const route of ROUTES.filter((candidate) => candidate.method !== 'GET' && candidate.method !== 'HEAD')) {
      const url = `http://sandbox.test${pathOf(route.path, ['1'])}`
      const response = await sandbox.app.fetch(
        new Request(url, { method: route.method, headers: { ...SHOP_HEADERS, 'Content-Type': 'application/json' }, body: tenMegabytes }),
      )
      await response.arrayBuffer()
      if (response.status >= 500 || response.status < 400) problems.push(`${route.method} ${route.path}: ${response.status}`)
    }
    expect(problems).toEqual([])
  }, 120_000)
})
