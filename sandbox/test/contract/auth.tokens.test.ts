import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/sandbox.create'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { claimsOf, login, manualClock, withBearer } from './auth.fixture'

const clock = manualClock()
const sandbox = useSandbox({ control: true, clock })
beforeEach(() => clock.reset())

const PROFILE = '/api/v1/user/web/profile'
const refresh = (token?: string) =>
  json(call(sandbox(), 'GET', '/api/v1/refresh', { headers: token === undefined ? SHOP_HEADERS : { ...SHOP_HEADERS, refreshToken: token } }))
const profile = (accessToken: string) => json(call(sandbox(), 'GET', PROFILE, { headers: withBearer(accessToken) }))
const INVALID_REFRESH = { message: 'Invalid refresh token.', statusCode: 401 }

describe('GET api/v1/refresh', () => {
  it('rotates: answers a new pair for a refresh token, and the new access token works', async () => {
    const { tokens } = await login(sandbox())
    clock.advance(600)
    const { status, body } = await refresh(tokens.refreshToken)
    expect(status).toBe(200)
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'refreshToken'])
    expect(body.data.refreshToken).not.toBe(tokens.refreshToken)
    expect(body.data.accessToken).not.toBe(tokens.accessToken)
    expect(claimsOf(body.data.accessToken).exp).toBe(Math.floor(clock.now() / 1000) + 900)
    expect((await profile(body.data.accessToken)).status).toBe(200)
  })

  it('refuses a refresh token that was already used, once the 30 s grace after its first use is over', async () => {
    const { tokens } = await login(sandbox())
    expect((await refresh(tokens.refreshToken)).status).toBe(200)
    clock.advance(31)
    const again = await refresh(tokens.refreshToken)
    expect(again.status).toBe(401)
    expect(again.body).toEqual(INVALID_REFRESH)
  })

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const { tokens } = await login(sandbox())
    const rotated = (await refresh(tokens.refreshToken)).body.data
    const newer = (await refresh(rotated.refreshToken)).body.data
    expect((await profile(newer.accessToken)).status).toBe(200)

    // The first token is replayed (a thief, or the owner after a thief): every token of that login dies.
    clock.advance(31)
    expect((await refresh(tokens.refreshToken)).status).toBe(401)
    expect(await refresh(newer.refreshToken)).toEqual({ status: 401, body: INVALID_REFRESH })
    expect(await profile(newer.accessToken)).toEqual({ status: 401, body: { message: 'Unauthorized.', statusCode: 401 } })
    expect(await profile(tokens.accessToken)).toEqual({ status: 401, body: { message: 'Unauthorized.', statusCode: 401 } })
  })

  it('keeps other logins of the same user when one family is revoked', async () => {
    const stolen = await login(sandbox())
    const other = await login(sandbox())
    await refresh(stolen.tokens.refreshToken)
    clock.advance(31)
    expect((await refresh(stolen.tokens.refreshToken)).status).toBe(401)
    expect((await profile(other.tokens.accessToken)).status).toBe(200)
    expect((await refresh(other.tokens.refreshToken)).status).toBe(200)
  })

  it('gives each of several refreshes of one token within 30 s a pair of the same session (tabs opened together, issue 16)', async () => {
    const { tokens } = await login(sandbox())
    clock.advance(900)
    const pairs = []
    for (let tab = 0; tab < 3; tab++) {
      const { status, body } = await refresh(tokens.refreshToken)
      expect(status).toBe(200)
      pairs.push(body.data)
      clock.advance(10)
    }
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(3)
    // Every pair works, and rotates as usual: the session was never ended.
    for (const pair of pairs) expect((await profile(pair.accessToken)).status).toBe(200)
    for (const pair of pairs) expect((await refresh(pair.refreshToken)).status).toBe(200)
    // The grace counts from the first use: past 30 s after it, the first token is a replay, and the session ends.
    clock.advance(1)
    expect(await refresh(tokens.refreshToken)).toEqual({ status: 401, body: INVALID_REFRESH })
    expect((await profile(pairs[2]!.accessToken)).status).toBe(401)
  })

  it.each([
    ['no refreshToken header', undefined],
    ['an empty refreshToken header', ''],
    ['an unknown refresh token', 'bm90LWEtcmVhbC1yZWZyZXNoLXRva2VuLWF0LWFsbC0xMjM0'],
    ['an access token in place of a refresh token', 'access'],
  ])('answers 401 Invalid refresh token. for %s', async (_, token) => {
    const { tokens } = await login(sandbox())
    const { status, body } = await refresh(token === 'access' ? tokens.accessToken : token)
    expect(status).toBe(401)
    expect(body).toEqual(INVALID_REFRESH)
  })

  it('refuses a refresh token after 30 days', async () => {
    const { tokens } = await login(sandbox())
    clock.advance(30 * 24 * 3600)
    expect(await refresh(tokens.refreshToken)).toEqual({ status: 401, body: INVALID_REFRESH })
  })

  it('refuses the refresh token of a user who has been blocked since', async () => {
    const { tokens, user } = await login(sandbox())
    sandbox().db.prepare("UPDATE users SET blocked_at = '2026-06-15T10:00:00.000Z' WHERE id = ?").run(user.id)
    expect(await refresh(tokens.refreshToken)).toEqual({ status: 401, body: INVALID_REFRESH })
    expect((await profile(tokens.accessToken)).status).toBe(401)
  })
})

describe('access token expiry', () => {
  it('accepts the access token until its exp and answers 401 Token expired. from then on', async () => {
    const { tokens } = await login(sandbox())
    clock.advance(899)
    expect((await profile(tokens.accessToken)).status).toBe(200)
    clock.advance(1)
    expect(await profile(tokens.accessToken)).toEqual({ status: 401, body: { message: 'Token expired.', statusCode: 401 } })
  })

  it('lets the client recover with the refresh token once the access token expired', async () => {
    const { tokens } = await login(sandbox())
    clock.advance(3600)
    const { body } = await refresh(tokens.refreshToken)
    expect((await profile(body.data.accessToken)).status).toBe(200)
  })

  describe('with accessTokenTtlSeconds', () => {
    const short = createSandbox({ clock, accessTokenTtlSeconds: 5 })
    afterAll(() => short.close())

    it('issues access tokens of that lifetime', async () => {
      const { tokens } = await login(short)
      expect(Number(claimsOf(tokens.accessToken).exp) - Number(claimsOf(tokens.accessToken).iat)).toBe(5)
      clock.advance(5)
      expect((await json(call(short, 'GET', PROFILE, { headers: withBearer(tokens.accessToken) }))).body.message).toBe('Token expired.')
    })
  })
})

describe('access token checks', () => {
  it('accepts the token in the accessToken header too', async () => {
    const { tokens } = await login(sandbox())
    const { status } = await json(call(sandbox(), 'GET', PROFILE, { headers: { ...SHOP_HEADERS, accessToken: tokens.accessToken } }))
    expect(status).toBe(200)
  })

  it.each([
    ['no token', {}],
    ['a token that is not a JWT', { Authorization: 'Bearer not-a-token' }],
    ['a Basic authorization', { Authorization: 'Basic a3VwYWM6S3VwYWMxMjMh' }],
  ])('answers 401 Unauthorized. for %s', async (_, headers) => {
    const { status, body } = await json(call(sandbox(), 'GET', PROFILE, { headers: { ...SHOP_HEADERS, ...headers } }))
    expect(status).toBe(401)
    expect(body).toEqual({ message: 'Unauthorized.', statusCode: 401 })
  })

  it('refuses a token whose payload was edited (a shopper making themself back-office)', async () => {
    const { tokens } = await login(sandbox())
    const [header, payload, signature] = tokens.accessToken.split('.') as [string, string, string]
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '2', bo: true })).toString('base64url')
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/user/profile', { headers: withBearer(`${header}.${edited}.${signature}`) }))
    expect(status).toBe(401)
    expect(body.message).toBe('Unauthorized.')
  })

  it('refuses a token of another sandbox: each signs with its own secret', async () => {
    const other = createSandbox({ clock })
    try {
      const { tokens } = await login(other)
      expect((await profile(tokens.accessToken)).body).toEqual({ message: 'Unauthorized.', statusCode: 401 })
    } finally {
      await other.close()
    }
  })

  it('keeps the tokens of a file database valid across restarts: the signing key is stored with the data', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vitrina-auth-'))
    try {
      const path = join(folder, 'sandbox.sqlite')
      const first = createSandbox({ database: path, clock })
      const { tokens } = await login(first)
      await first.close()
      const second = createSandbox({ database: path, clock })
      try {
        expect((await json(call(second, 'GET', PROFILE, { headers: withBearer(tokens.accessToken) }))).status).toBe(200)
        second.reset()
        expect((await json(call(second, 'GET', PROFILE, { headers: withBearer(tokens.accessToken) }))).status).toBe(401)
      } finally {
        await second.close()
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('refuses tokens issued before a reset', async () => {
    const { tokens } = await login(sandbox())
    sandbox().reset()
    expect((await profile(tokens.accessToken)).status).toBe(401)
    expect((await refresh(tokens.refreshToken)).status).toBe(401)
  })
})

describe('POST api/v1/logout', () => {
  it('revokes the access token and the refresh family of the session', async () => {
    const { tokens } = await login(sandbox())
    const { status, body } = await json(
      call(sandbox(), 'POST', '/api/v1/logout', { headers: withBearer(tokens.accessToken), body: { refreshToken: tokens.refreshToken } }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ data: { ok: true } })
    expect(await profile(tokens.accessToken)).toEqual({ status: 401, body: { message: 'Unauthorized.', statusCode: 401 } })
    expect(await refresh(tokens.refreshToken)).toEqual({ status: 401, body: INVALID_REFRESH })
  })

  it('ends the whole session with the bearer token alone, rotated refresh tokens included', async () => {
    const { tokens } = await login(sandbox())
    const rotated = (await refresh(tokens.refreshToken)).body.data
    expect((await call(sandbox(), 'POST', '/api/v1/logout', { headers: withBearer(rotated.accessToken) })).status).toBe(200)
    expect((await refresh(rotated.refreshToken)).status).toBe(401)
    expect((await profile(tokens.accessToken)).status).toBe(401)
  })

  it('ends the session with the refresh token alone, or with an expired access token', async () => {
    const first = await login(sandbox())
    await call(sandbox(), 'POST', '/api/v1/logout', { body: { refreshToken: first.tokens.refreshToken } })
    expect((await profile(first.tokens.accessToken)).status).toBe(401)

    const second = await login(sandbox())
    clock.advance(3600)
    await call(sandbox(), 'POST', '/api/v1/logout', { headers: withBearer(second.tokens.accessToken) })
    expect((await refresh(second.tokens.refreshToken)).status).toBe(401)
  })

  it('leaves the other sessions of the user alone', async () => {
    const phone = await login(sandbox())
    const laptop = await login(sandbox())
    await call(sandbox(), 'POST', '/api/v1/logout', { headers: withBearer(phone.tokens.accessToken) })
    expect((await profile(laptop.tokens.accessToken)).status).toBe(200)
  })

  it('answers 200 without any token and when logging out twice', async () => {
    const { tokens } = await login(sandbox())
    expect((await json(call(sandbox(), 'POST', '/api/v1/logout'))).status).toBe(200)
    await call(sandbox(), 'POST', '/api/v1/logout', { headers: withBearer(tokens.accessToken) })
    expect(await json(call(sandbox(), 'POST', '/api/v1/logout', { headers: withBearer(tokens.accessToken) }))).toEqual({
      status: 200,
      body: { data: { ok: true } },
    })
  })

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', '/api/v1/logout', { raw: 'refreshToken' }))
    expect(status).toBe(400)
    expect(body.message).toBe('Request body must be JSON.')
  })
})
