import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import type { SandboxEnv } from '../http/http.env'
import { failureBody, HttpFailure } from '../http/http.errors'
import { createSandbox } from '../sandbox/sandbox.create'
import { DEMO_ACCOUNTS, SANDBOX_SITE } from '../seed/seed.constants'
import { optionalUser, requireBackofficeUser, requireUser } from './auth.middleware'

const clock = { now: () => Date.UTC(2026, 5, 15, 10) }
const sandbox = createSandbox({ clock })
afterAll(() => sandbox.close())

// A later service (cart, wishlist, orders) mounts the middleware on its own routes like this.
const context = {
  get db() {
    return sandbox.db
  },
  clock,
}
const app = new Hono<SandboxEnv>()
app.get('/mine', requireUser(context), (c) => c.json({ data: { userId: c.get('auth').userId, sessionId: c.get('auth').sessionId } }))
app.get('/admin', requireBackofficeUser(context), (c) => c.json({ data: { scope: c.get('auth').scope } }))
app.get('/anyone', optionalUser(context), (c) => c.json({ data: { userId: c.get('auth')?.userId ?? null } }))
app.onError((error, c) => (error instanceof HttpFailure ? c.json(failureBody(error.status, error.message), error.status) : c.json(failureBody(500, 'x'), 500)))

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const res = await sandbox.app.fetch(
    new Request('http://sandbox.test/api/v1/login', {
      method: 'POST',
      headers: { apiKey: SANDBOX_SITE.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: account.email, password: account.password, apiKey: SANDBOX_SITE.apiKey }),
    }),
  )
  return ((await res.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken
}

const get = async (path: string, token?: string) => {
  const res = await app.fetch(new Request(`http://test${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }))
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('requireUser, requireBackofficeUser and optionalUser', () => {
  it('hand the user of a valid token to the handler', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.shopper)
    expect(await get('/mine', token)).toEqual({ status: 200, body: { data: { userId: 1, sessionId: expect.any(Number) } } })
    expect(await get('/anyone', token)).toEqual({ status: 200, body: { data: { userId: 1 } } })
  })

  it('refuse a request without a token, except optionalUser, which treats it as a visitor', async () => {
    expect(await get('/mine')).toEqual({ status: 401, body: { message: 'Unauthorized.', statusCode: 401 } })
    expect(await get('/admin')).toEqual({ status: 401, body: { message: 'Unauthorized.', statusCode: 401 } })
    expect(await get('/anyone', 'garbage')).toEqual({ status: 200, body: { data: { userId: null } } })
  })

  it('let only back-office users through requireBackofficeUser', async () => {
    expect(await get('/admin', await tokenOf(DEMO_ACCOUNTS.shopper))).toEqual({ status: 403, body: { message: 'Forbidden.', statusCode: 403 } })
    const editor = await get('/admin', await tokenOf(DEMO_ACCOUNTS.editor))
    expect(editor.status).toBe(200)
    expect(editor.body).toEqual({ data: { scope: expect.arrayContaining(['backoffice']) } })
  })
})
