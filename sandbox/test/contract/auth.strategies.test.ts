import { beforeEach, describe, expect, it } from 'vitest'
import { readCheckoutSettings, writeCheckoutSettings } from '../../src/ecommerce/settings.queries'
import { DEMO_ACCOUNTS, SANDBOX_SITE } from '../../src/seed/seed.constants'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { claimsOf, login, manualClock, withBearer } from './auth.fixture'

const clock = manualClock()
const sandbox = useSandbox({ control: true, clock })
beforeEach(() => clock.reset())

const { shopper, editor, blocked } = DEMO_ACCOUNTS

describe('GET api/v1/user/web/profile', () => {
  it('answers the user of the token, with addresses and without any password hash', async () => {
    const { tokens } = await login(sandbox())
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/user/web/profile', { headers: withBearer(tokens.accessToken) }))
    expect(status).toBe(200)
    expect(body.data).toEqual({
      id: 1,
      email: shopper.email,
      username: shopper.email,
      details: { firstName: 'Ana', lastName: 'Horvat' },
      company: null,
      memberCardBarcode: '2900000000018',
      addresses: [
        {
          id: 1,
          type: 'main',
          firstName: 'Ana',
          lastName: 'Horvat',
          street: 'Savska cesta',
          houseNumber: '41',
          city: 'Zagreb',
          zipCode: '10000',
          country: 191,
          contactEmail: shopper.email,
          contactPhone: '+385 91 234 5678',
        },
        {
          id: 2,
          type: 'shipping',
          firstName: 'Ana',
          lastName: 'Horvat',
          street: 'Put Firula',
          houseNumber: '12',
          city: 'Split',
          zipCode: '21000',
          country: 191,
          contactEmail: shopper.email,
          contactPhone: '+385 91 234 5678',
        },
      ],
      isBackofficeUser: false,
      scope: ['shopper'],
    })
  })

  it('answers the same user object as the login', async () => {
    const { tokens, user } = await login(sandbox())
    const { body } = await json(call(sandbox(), 'GET', '/api/v1/user/web/profile', { headers: withBearer(tokens.accessToken) }))
    expect(body.data).toEqual(user)
  })

  it('shows a company when the user has one', async () => {
    sandbox().db.prepare("UPDATE users SET company_name = 'Vitrina d.o.o.' WHERE email = ?").run(shopper.email)
    const { user } = await login(sandbox())
    expect(user.company).toEqual({ name: 'Vitrina d.o.o.' })
  })
})

describe('GET api/v1/user/profile (admin strategy)', () => {
  it('answers the back-office user with their scope', async () => {
    const { tokens } = await login(sandbox(), editor, { admin: true })
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/user/profile', { headers: withBearer(tokens.accessToken) }))
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      id: 2,
      email: editor.email,
      details: { firstName: 'Iva', lastName: 'Kovač' },
      addresses: [],
      isBackofficeUser: true,
      scope: ['backoffice', 'cms:write', 'media:write', 'consents:write', 'cache:clear'],
    })
  })

  it('answers 403 Forbidden. to a valid token of a shopper', async () => {
    const { tokens } = await login(sandbox())
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/user/profile', { headers: withBearer(tokens.accessToken) }))
    expect(status).toBe(403)
    expect(body).toEqual({ message: 'Forbidden.', statusCode: 403 })
  })

  it('answers 401 without a token, and Token expired. for an expired one', async () => {
    expect((await json(call(sandbox(), 'GET', '/api/v1/user/profile'))).body).toEqual({ message: 'Unauthorized.', statusCode: 401 })
    const { tokens } = await login(sandbox(), editor)
    clock.advance(900)
    expect((await json(call(sandbox(), 'GET', '/api/v1/user/profile', { headers: withBearer(tokens.accessToken) }))).body.message).toBe('Token expired.')
  })

  it('reads the back-office flag from the database, not from the token', async () => {
    const { tokens } = await login(sandbox(), editor)
    sandbox().db.prepare('UPDATE users SET is_backoffice_user = 0 WHERE email = ?').run(editor.email)
    expect(claimsOf(tokens.accessToken).bo).toBe(true)
    expect((await call(sandbox(), 'GET', '/api/v1/user/profile', { headers: withBearer(tokens.accessToken) })).status).toBe(403)
  })
})

describe('local strategy: api/auth/*', () => {
  const localLogin = (account: { email: string; password: string }) =>
    json(call(sandbox(), 'POST', '/api/auth/login', { body: { username: account.email, password: account.password } }))

  it('logs in with one access token and no refresh token', async () => {
    const { status, body } = await localLogin(shopper)
    expect(status).toBe(200)
    expect(Object.keys(body.data).sort()).toEqual(['token', 'user'])
    expect(body.data.user).toMatchObject({ email: shopper.email, isBackofficeUser: false })
    const claims = claimsOf(body.data.token)
    expect(Number(claims.exp) - Number(claims.iat)).toBe(43_200)
    expect(sandbox().db.prepare("SELECT count(*) AS n FROM user_tokens WHERE kind = 'refresh'").get()).toEqual({ n: 0 })
  })

  it('answers the user for the token, and 401 once it expired', async () => {
    const { body: login } = await localLogin(shopper)
    const user = await json(call(sandbox(), 'GET', '/api/auth/user', { headers: withBearer(login.data.token) }))
    expect(user).toEqual({ status: 200, body: { data: login.data.user } })
    clock.advance(43_200)
    expect((await json(call(sandbox(), 'GET', '/api/auth/user', { headers: withBearer(login.data.token) }))).body).toEqual({
      message: 'Token expired.',
      statusCode: 401,
    })
  })

  it('revokes the token on logout', async () => {
    const { body: login } = await localLogin(shopper)
    const out = await json(call(sandbox(), 'POST', '/api/auth/logout', { headers: withBearer(login.data.token) }))
    expect(out).toEqual({ status: 200, body: { data: { ok: true } } })
    expect((await json(call(sandbox(), 'GET', '/api/auth/user', { headers: withBearer(login.data.token) }))).body).toEqual({
      message: 'Unauthorized.',
      statusCode: 401,
    })
    expect((await json(call(sandbox(), 'POST', '/api/auth/logout', { headers: withBearer(login.data.token) }))).status).toBe(200)
  })

  it('answers the same login errors as api/v1/login', async () => {
    expect((await localLogin({ email: shopper.email, password: 'Wrong123!' })).body).toEqual({ message: 'Unknown username or password!', statusCode: 401 })
    expect((await localLogin(blocked)).body).toEqual({ message: 'INVALID_LOGIN', statusCode: 401 })
    const missing = await json(call(sandbox(), 'POST', '/api/auth/login', { body: { username: shopper.email } }))
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('username and password are required.')
  })

  it('needs the apiKey header like every api call', async () => {
    const { status } = await json(call(sandbox(), 'POST', '/api/auth/login', { headers: {}, body: { username: shopper.email, password: shopper.password } }))
    expect(status).toBe(401)
  })

  it('gives a token that works on the versioned profile too', async () => {
    const { body: login } = await localLogin(shopper)
    expect((await call(sandbox(), 'GET', '/api/v1/user/web/profile', { headers: withBearer(login.data.token) })).status).toBe(200)
  })
})

describe('POST api/v1/user/social/oauth', () => {
  const oauth = () => json(call(sandbox(), 'POST', '/api/v1/user/social/oauth', { body: { provider: 'google', token: 'x', apiKey: SANDBOX_SITE.apiKey } }))

  it('answers 400 Social login is disabled for this site. on the seeded site', async () => {
    expect(await oauth()).toEqual({ status: 400, body: { message: 'Social login is disabled for this site.', statusCode: 400 } })
  })

  it('answers 501 when social logins are on, because the sandbox emulates no provider', async () => {
    const db = sandbox().db
    writeCheckoutSettings(db, SANDBOX_SITE.siteId, { ...readCheckoutSettings(db, SANDBOX_SITE.siteId), socialLogins: true })
    expect(await oauth()).toEqual({ status: 501, body: { message: 'Social login provider is not emulated by the sandbox.', statusCode: 501 } })
  })
})

describe('no answer ever carries a password or its hash', () => {
  it('holds for every auth answer of every account', async () => {
    const texts: string[] = []
    const record = async (res: Promise<Response>) => texts.push(await (await res).text())
    for (const account of [shopper, editor, blocked]) {
      const body = { username: account.email, password: account.password, apiKey: SANDBOX_SITE.apiKey }
      await record(call(sandbox(), 'POST', '/api/v1/login', { body }))
      await record(call(sandbox(), 'POST', '/api/auth/login', { body }))
    }
    const { tokens } = await login(sandbox(), editor)
    const headers = withBearer(tokens.accessToken)
    await record(call(sandbox(), 'GET', '/api/v1/user/web/profile', { headers }))
    await record(call(sandbox(), 'GET', '/api/v1/user/profile', { headers }))
    await record(call(sandbox(), 'GET', '/api/auth/user', { headers }))
    await record(call(sandbox(), 'GET', '/api/v1/refresh', { headers: { ...SHOP_HEADERS, refreshToken: tokens.refreshToken } }))

    expect(texts).toHaveLength(10)
    for (const text of texts) {
      expect(text).not.toMatch(/scrypt|password|hash/i)
      for (const account of [shopper, editor, blocked]) expect(text).not.toContain(account.password)
    }
  })
})
