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
