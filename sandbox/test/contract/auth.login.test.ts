import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, SANDBOX_SITE } from '../../src/seed/seed.constants'
import { call, json, useSandbox } from '../sandbox.fixture'
import { claimsOf, login, manualClock } from './auth.fixture'

const clock = manualClock()
const sandbox = useSandbox({ control: true, clock })
beforeEach(() => clock.reset())

const LOGIN = '/api/v1/login'
const { shopper, editor, blocked } = DEMO_ACCOUNTS
const credentials = (account: { email: string; password: string }, extra: Record<string, unknown> = {}) => ({
  username: account.email,
  password: account.password,
  apiKey: SANDBOX_SITE.apiKey,
  ...extra,
})

describe('POST api/v1/login', () => {
  it('answers a token pair and the user for the right e-mail and password', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials(shopper) }))
    expect(status).toBe(200)
    expect(Object.keys(body.data).sort()).toEqual(['tokens', 'user'])
    expect(body.data.tokens).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) })
    expect(body.data.user).toMatchObject({
      email: shopper.email,
      username: shopper.email,
      isBackofficeUser: false,
      details: { firstName: 'Ana', lastName: 'Horvat' },
    })
  })

  it('signs an access token whose readable exp is the sandbox clock plus 15 minutes', async () => {
    const { tokens, user } = await login(sandbox())
    const iat = Math.floor(clock.now() / 1000)
    expect(claimsOf(tokens.accessToken)).toEqual({ sub: String(user.id), email: shopper.email, bo: false, iat, exp: iat + 900, jti: expect.any(String) })
    expect(tokens.accessToken.split('.')).toHaveLength(3)
    expect(JSON.parse(Buffer.from(tokens.accessToken.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
  })

  it('issues opaque refresh tokens and a new jti on every login', async () => {
    const first = await login(sandbox())
    const second = await login(sandbox())
    expect(first.tokens.refreshToken).not.toBe(second.tokens.refreshToken)
    expect(first.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(claimsOf(first.tokens.accessToken).jti).not.toBe(claimsOf(second.tokens.accessToken).jti)
  })

  it('stores refresh tokens only as hashes', async () => {
    const { tokens } = await login(sandbox())
    const rows = sandbox().db.prepare("SELECT token_hash FROM user_tokens WHERE kind = 'refresh'").all() as { token_hash: string }[]
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.token_hash).not.toContain(tokens.refreshToken)
  })

  it('matches the e-mail address in any case', async () => {
    const { status } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials({ email: 'KUPAC@Vitrina.Test', password: shopper.password }) }))
    expect(status).toBe(200)
  })

  it.each([
    ['a wrong password', { email: shopper.email, password: 'Kupac123?' }],
    ['an unknown e-mail', { email: 'nitko@vitrina.test', password: shopper.password }],
    ['a blocked account with a wrong password', { email: blocked.email, password: 'Wrong123!' }],
  ])('answers 401 Unknown username or password! for %s', async (_, account) => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials(account) }))
    expect(status).toBe(401)
    expect(body).toEqual({ message: 'Unknown username or password!', statusCode: 401 })
  })

  it('answers 401 INVALID_LOGIN for a blocked account with the right password', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials(blocked) }))
    expect(status).toBe(401)
    expect(body).toEqual({ message: 'INVALID_LOGIN', statusCode: 401 })
  })

  it('answers 401 INVALID_LOGIN for an account whose e-mail is not verified', async () => {
    sandbox().db.prepare('UPDATE users SET email_verified_at = NULL WHERE email = ?').run(shopper.email)
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials(shopper) }))
    expect(status).toBe(401)
    expect(body.message).toBe('INVALID_LOGIN')
  })

  it('answers 401 INVALID_LOGIN for a guest user, who has no password', async () => {
    sandbox()
      .db.prepare(
        "INSERT INTO users (email, username, is_guest, created_at, updated_at) VALUES ('gost@vitrina.test', 'gost@vitrina.test', 1, '2026-06-01', '2026-06-01')",
      )
      .run()
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials({ email: 'gost@vitrina.test', password: 'Anything1!' }) }))
    expect(status).toBe(401)
    expect(body.message).toBe('INVALID_LOGIN')
  })

  it.each([
    [{ password: shopper.password, apiKey: SANDBOX_SITE.apiKey }, ['username']],
    [{ username: shopper.email, apiKey: SANDBOX_SITE.apiKey }, ['password']],
    [{ username: ' ', password: 42, apiKey: SANDBOX_SITE.apiKey }, ['username', 'password']],
  ])('answers 400 naming the missing fields of %j', async (body, paths) => {
    const res = await json(call(sandbox(), 'POST', LOGIN, { body }))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('username and password are required.')
    expect(res.body.errors.map((error: { path: string }) => error.path)).toEqual(paths)
  })

  it('answers 400 when the body has no apiKey', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: { username: shopper.email, password: shopper.password } }))
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: 'apiKey is required.', statusCode: 400 })
  })

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { raw: 'username=kupac' }))
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'Request body must be JSON.', statusCode: 400 })
  })

  it('answers 401 Invalid apiKey. when the body apiKey differs from the header, even with the right password', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials(shopper, { apiKey: 'another-key' }) }))
    expect(status).toBe(401)
    expect(body).toEqual({ message: 'Invalid apiKey.', statusCode: 401 })
  })

  it('requires the apiKey header like every api call', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { headers: {}, body: credentials(shopper) }))
    expect(status).toBe(401)
    expect(body.message).toBe('Missing apiKey header.')
  })
})

describe('POST api/v1/login with admin: true', () => {
  it('logs a back-office user in', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials(editor, { admin: true }) }))
    expect(status).toBe(200)
    expect(body.data.user).toMatchObject({ email: editor.email, isBackofficeUser: true })
    expect(claimsOf(body.data.tokens.accessToken).bo).toBe(true)
  })

  it('refuses a shopper with 403 Forbidden. and issues no token', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials(shopper, { admin: true }) }))
    expect(status).toBe(403)
    expect(body).toEqual({ message: 'Forbidden.', statusCode: 403 })
    expect(sandbox().db.prepare('SELECT count(*) AS n FROM auth_sessions').get()).toEqual({ n: 0 })
  })

  it('answers 403 for a wrong admin access key', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials(editor, { admin: true, apiKey: 'another-key' }) }))
    expect(status).toBe(403)
    expect(body).toEqual({ message: 'Forbidden.', statusCode: 403 })
  })

  it('still answers 401 for a wrong password', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials({ email: editor.email, password: 'nope-nope' }, { admin: true }) }))
    expect(status).toBe(401)
    expect(body.message).toBe('Unknown username or password!')
  })

  it('answers 400 when admin is not a boolean', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', LOGIN, { body: credentials(editor, { admin: 'yes' }) }))
    expect(status).toBe(400)
    expect(body.message).toBe('admin must be a boolean.')
  })
})
