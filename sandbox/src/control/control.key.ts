import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { failureBody } from '../http/http.errors'

/** What a control request without the right key is answered (401). */
export const CONTROL_KEY_MESSAGE = 'The control API needs the sandbox key (x-sandbox-key header or ?key=).'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Lets a `/__sandbox/` request through only with `key` in its `x-sandbox-key` header or `key` query parameter,
 * compared in constant time.
 */
export function requireControlKey(key: string): MiddlewareHandler {
  const expected = digest(key)
  return async (c, next) => {
    const given = c.req.header('x-sandbox-key') ?? c.req.query('key') ?? ''
    if (!timingSafeEqual(digest(given), expected)) return c.json(failureBody(401, CONTROL_KEY_MESSAGE), 401)
    return next()
  }
}
