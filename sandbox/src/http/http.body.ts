import type { Context } from 'hono'
import { fail } from './http.errors'

/** What a JSON endpoint answers (415) for a body of another content type. */
export const JSON_CONTENT_TYPE_MESSAGE = 'Content-Type must be application/json.'

/** Whether a `Content-Type` header names JSON: `application/json` or a `+json` type, parameters allowed. */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(';', 1)[0]!.trim().toLowerCase() ?? ''
  return type === 'application/json' || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type)
}

/**
 * Fails with 415 unless the request says its body is JSON. A browser sends `text/plain`, form and multipart bodies
 * across sites without a preflight; a JSON endpoint that parsed them anyway would take writes from any web page.
 */
export function requireJsonContentType(c: Context): void {
  if (!isJsonContentType(c.req.header('Content-Type'))) fail(415, JSON_CONTENT_TYPE_MESSAGE)
}

/** Parses the JSON body of a request: 415 for another content type, 400 `Request body must be JSON.` for bad JSON. */
export async function readJson(c: Context): Promise<unknown> {
  requireJsonContentType(c)
  const text = await c.req.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return fail(400, 'Request body must be JSON.')
  }
}

/** Parses a JSON body that must be an object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) fail(400, 'Request body must be a JSON object.')
  return body as Record<string, unknown>
}

/**
 * Reads a raw body of at most `maxBytes`, failing with 413 `message` as soon as it is longer: a declared
 * `Content-Length` is refused before any byte is read, and a chunked body is cut off where it passes the limit.
 */
export async function readBytes(c: Context, maxBytes: number, message: string): Promise<Buffer> {
  const declared = Number(c.req.header('Content-Length'))
  if (Number.isFinite(declared) && declared > maxBytes) fail(413, message)
  const body = c.req.raw.body
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > maxBytes) {
      await reader.cancel()
      fail(413, message)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, length)
}
