import type { Context } from 'hono'
import { fail } from './http.errors'

/** Parses the JSON body of a request, or fails with 400 `Request body must be JSON.`. */
export async function readJson(c: Context): Promise<unknown> {
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
