import type { MiddlewareHandler } from 'hono'

/** Origins every sandbox allows: a shop in development runs on some local port. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*']

/** The request headers the SDK sends (refreshToken is how the refresh strategy passes its token). */
export const ALLOWED_REQUEST_HEADERS = [
  'apiKey',
  'site',
  'store',
  'x-gaussbox-language',
  'accessToken',
  'refreshToken',
  'Authorization',
  'Content-Type',
].join(', ')

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

/** True when `origin` matches one of `patterns` (exact origins, or `scheme://host:*` for any port). */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === origin
    const base = pattern.slice(0, -2)
    return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)))
  })
}

/**
 * CORS for credentialed requests: the origin is echoed (never `*`, which browsers refuse with credentials)
 * when allowed; a disallowed origin gets no CORS headers, so the browser blocks the answer.
 */
export function cors(patterns: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('Origin')
    const allowed = origin !== undefined && isOriginAllowed(origin, patterns)
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      const headers = new Headers({ Vary: 'Origin' })
      if (allowed) {
        headers.set('Access-Control-Allow-Origin', origin)
        headers.set('Access-Control-Allow-Credentials', 'true')
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS)
        headers.set('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS)
        headers.set('Access-Control-Max-Age', '600')
      }
      return new Response(null, { status: 204, headers })
    }
    await next()
    c.res.headers.append('Vary', 'Origin')
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.set('Access-Control-Allow-Credentials', 'true')
      // A page's script reads only the CORS-safelisted response headers unless told: the SDK needs the wait of a 429.
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After')
    }
  }
}
