import type { Context } from 'hono'
import { readJsonObject } from '../http/http.body'
import { fail } from '../http/http.errors'
import { AUTH_MESSAGES } from './auth.messages'

/** The credentials of a login body. */
export interface LoginBody {
  username: string
  password: string
  /** The domain key the refresh strategy repeats in the body; undefined when absent. */
  apiKey: string | undefined
  /** `admin: true` asks for a back-office login. */
  admin: boolean
}

/** Reads `{ username, password, apiKey?, admin? }`; 400 with `errors` naming the missing fields. */
export async function readLoginBody(c: Context): Promise<LoginBody> {
  const body = await readJsonObject(c)
  const { username, password, apiKey, admin } = body
  const missing = Object.entries({ username, password })
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([path]) => path)
  if (missing.length > 0) {
    fail(
      400,
      AUTH_MESSAGES.credentialsRequired,
      missing.map((path) => ({ path, message: `${path} is required.` })),
    )
  }
  if (apiKey !== undefined && typeof apiKey !== 'string')
    fail(400, AUTH_MESSAGES.apiKeyMustBeString, [{ path: 'apiKey', message: AUTH_MESSAGES.apiKeyMustBeString }])
  if (admin !== undefined && typeof admin !== 'boolean')
    fail(400, AUTH_MESSAGES.adminMustBeBoolean, [{ path: 'admin', message: AUTH_MESSAGES.adminMustBeBoolean }])
  return { username: username as string, password: password as string, apiKey, admin: admin === true }
}

/** Reads an optional JSON object body: an empty body is `{}`, anything else must be a JSON object. */
export async function readOptionalJsonObject(c: Context): Promise<Record<string, unknown>> {
  // Hono caches the body text, so readJsonObject can read it again.
  if ((await c.req.text()).trim() === '') return {}
  return readJsonObject(c)
}
