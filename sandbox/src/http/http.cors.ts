import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'

/** Origins every sandbox allows: a shop in development runs on some local port. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*']

/** The request headers the SDK sends (refreshToken is how the refresh strategy passes its token). */
const ALLOWED_REQUEST_HEADERS = ['apiKey', 'site', 'store', 'x-gaussbox-language', 'accessToken', 'refreshToken', 'Authorization', 'Content-Type']

const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** True when `origin` matches one of `patterns` (exact origins, or `scheme://host:*` for any port). */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === origin
    const base = pattern.slice(0, -2)
    return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)))
  })
}

/**
 * hono's CORS middleware for credentialed requests from the origins `patterns` allow: the origin is echoed (never
 * `*`, which browsers refuse with credentials); any other origin gets no `Access-Control-Allow-Origin`, so the browser
 * blocks the answer.
 */
export function sandboxCors(patterns: readonly string[]): MiddlewareHandler {
  return cors({
    origin: (origin) => (isOriginAllowed(origin, patterns) ? origin : null),
    credentials: true,
    allowMethods: ALLOWED_METHODS,
    allowHeaders: ALLOWED_REQUEST_HEADERS,
    // A page's script reads only the CORS-safelisted response headers unless told: the SDK needs the wait of a 429.
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  })
}
