import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/seed/seed.constants'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { API_KEY, api, linkToken, mailbox, register, registration } from './account.fixture'
import { login, manualClock, withBearer } from './auth.fixture'

const clock = manualClock()
const sandbox = useSandbox({ control: true, clock })
beforeEach(() => clock.reset())

const SHOPPER = DEMO_ACCOUNTS.shopper
const NEW_PASSWORD = 'NovaLozinka1'
const change = (body: unknown, headers: Record<string, string>) => api(sandbox(), 'POST', 'v1/user/password/reset', body, headers)
const forgot = (body: unknown, headers?: Record<string, string>) => api(sandbox(), 'POST', 'v1/user/password/forgot', body, headers)
const setPassword = (body: unknown) => api(sandbox(), 'POST', 'v1/user/password/set', body)
const tryLogin = (password: string, email: string = SHOPPER.email) => api(sandbox(), 'POST', 'v1/login', { username: email, password, apiKey: API_KEY })
const profile = (accessToken: string) => json(call(sandbox(), 'GET', '/api/v1/user/web/profile', { headers: withBearer(accessToken) }))
const refresh = (refreshToken: string) => json(call(sandbox(), 'GET', '/api/v1/refresh', { headers: { ...SHOP_HEADERS, refreshToken } }))

/** Asks for a reset of `email` and answers the token of the e-mailed link. */
async function resetToken(email: string = SHOPPER.email): Promise<string> {
  expect((await forgot({ username: email, apiKey: API_KEY })).status).toBe(200)
  const [mail] = await mailbox(sandbox(), email)
  return linkToken(mail!, 'token')
}

describe('POST api/v1/user/password/reset (a logged-in change)', () => {
  it('changes the password and ends every other login, while the calling session keeps working', async () => {
    const other = await login(sandbox())
    const mine = await login(sandbox())
    expect(await change({ oldPassword: SHOPPER.password, newPassword: NEW_PASSWORD }, withBearer(mine.tokens.accessToken))).toEqual({
      status: 200,
      body: { data: { success: true } },
    })

    expect((await tryLogin(NEW_PASSWORD)).status).toBe(200)
    expect((await tryLogin(SHOPPER.password)).body.message).toBe('Unknown username or password!')
    expect((await profile(mine.tokens.accessToken)).status).toBe(200)
    expect((await refresh(mine.tokens.refreshToken)).status).toBe(200)
    expect(await profile(other.tokens.accessToken)).toEqual({ status: 401, body: { message: 'Unauthorized.', statusCode: 401 } })
    expect((await refresh(other.tokens.refreshToken)).body.message).toBe('Invalid refresh token.')
  })

  it('answers 400 Incorrect old password. for a wrong old password and changes nothing', async () => {
    const { tokens } = await login(sandbox())
    expect(await change({ oldPassword: 'Pogresna123', newPassword: NEW_PASSWORD }, withBearer(tokens.accessToken))).toEqual({
      status: 400,
      body: { message: 'Incorrect old password.', statusCode: 400 },
    })
    expect((await tryLogin(SHOPPER.password)).status).toBe(200)
  })

  it('answers 400 when the new password equals the old one', async () => {
    const { tokens } = await login(sandbox())
    expect(await change({ oldPassword: SHOPPER.password, newPassword: SHOPPER.password }, withBearer(tokens.accessToken))).toEqual({
      status: 400,
      body: { message: 'New password must differ from the old one.', statusCode: 400 },
    })
  })

  it('reports a short new password and a missing old one', async () => {
    const { tokens } = await login(sandbox())
    const { status, body } = await change({ newPassword: 'Kratka1' }, withBearer(tokens.accessToken))
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { path: 'oldPassword', message: 'oldPassword is required.' },
      { path: 'newPassword', message: 'newPassword must be at least 8 characters.' },
    ])
    expect((await tryLogin(SHOPPER.password)).status).toBe(200)
  })

  it('needs a token', async () => {
    expect(await change({ oldPassword: SHOPPER.password, newPassword: NEW_PASSWORD }, SHOP_HEADERS)).toEqual({
      status: 401,
      body: { message: 'Unauthorized.', statusCode: 401 },
    })
  })
})

describe('POST api/v1/user/password/forgot', () => {
  it('mails a reset link valid 60 minutes and answers sent', async () => {
    expect(await forgot({ username: SHOPPER.email, apiKey: API_KEY })).toEqual({ status: 200, body: { data: { sent: true } } })
    const [mail, ...others] = await mailbox(sandbox(), SHOPPER.email)
    expect(others).toEqual([])
    expect(mail).toMatchObject({ to: SHOPPER.email, kind: 'passwordReset', subject: 'Postavite novu lozinku' })
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/nova-lozinka\?token=[A-Za-z0-9_-]{43}$/)
    const row = sandbox().db.prepare("SELECT expires_at FROM user_tokens WHERE kind = 'passwordReset'").get() as { expires_at: string }
    expect(Date.parse(row.expires_at)).toBe(clock.now() + 60 * 60 * 1000)
  })

  it('answers the same for an unknown e-mail, a guest and a blocked account, and mails nothing', async () => {
    await api(sandbox(), 'GET', 'v2/ecommerce/cart/getNewCartSession').then(async ({ body }) =>
      api(sandbox(), 'POST', 'v2/ecommerce/cart/updateGuestUser', { cartId: body.data.id, protectCode: body.data.protectCode, email: 'gost@primjer.hr' }),
    )
    for (const username of ['nitko@primjer.hr', 'gost@primjer.hr', DEMO_ACCOUNTS.blocked.email]) {
      expect(await forgot({ username, apiKey: API_KEY })).toEqual({ status: 200, body: { data: { sent: true } } })
    }
    expect(await mailbox(sandbox())).toEqual([])
  })

  it('finds the account in any case of the e-mail', async () => {
    await forgot({ username: 'Kupac@Vitrina.test', apiKey: API_KEY })
    expect(await mailbox(sandbox(), SHOPPER.email)).toHaveLength(1)
  })

  it('invalidates the earlier reset links of the user', async () => {
    const first = await resetToken()
    const second = await resetToken()
    expect(await setPassword({ password: NEW_PASSWORD, token: first, apiKey: API_KEY })).toEqual({
      status: 400,
      body: { message: 'Invalid or expired token.', statusCode: 400 },
    })
    expect((await setPassword({ password: NEW_PASSWORD, token: second, apiKey: API_KEY })).status).toBe(200)
  })

  it.each([{ username: SHOPPER.email }, { username: SHOPPER.email, apiKey: 'another-key' }])('answers 400 apiKey does not match. for %j', async (body) => {
    expect(await forgot(body)).toEqual({
      status: 400,
      body: { message: 'apiKey does not match.', statusCode: 400, errors: [{ path: 'apiKey', message: 'apiKey does not match.' }] },
    })
    expect(await mailbox(sandbox())).toEqual([])
  })

  it.each([
    [{ apiKey: API_KEY }, 'username is required.'],
    [{ username: 'kupac', apiKey: API_KEY }, 'username must be an e-mail address.'],
  ])('answers 400 for %j', async (body, message) => {
    expect(await forgot(body)).toEqual({ status: 400, body: { message, statusCode: 400, errors: [{ path: 'username', message }] } })
  })
})

describe('POST api/v1/user/password/set', () => {
  it('sets the password, uses the token up and ends every login of the user', async () => {
    const before = await login(sandbox())
    const token = await resetToken()
    expect(await setPassword({ password: NEW_PASSWORD, token, apiKey: API_KEY })).toEqual({ status: 200, body: { data: { success: true } } })
    expect((await tryLogin(NEW_PASSWORD)).status).toBe(200)
    expect((await tryLogin(SHOPPER.password)).status).toBe(401)
    expect((await profile(before.tokens.accessToken)).status).toBe(401)
    expect((await refresh(before.tokens.refreshToken)).status).toBe(401)
    expect((await setPassword({ password: 'JosJednaLozinka1', token, apiKey: API_KEY })).body.message).toBe('Invalid or expired token.')
  })

  it('refuses a token older than 60 minutes and accepts one a second younger', async () => {
    const old = await resetToken()
    clock.advance(60 * 60)
    expect((await setPassword({ password: NEW_PASSWORD, token: old, apiKey: API_KEY })).body).toEqual({ message: 'Invalid or expired token.', statusCode: 400 })
    const fresh = await resetToken()
    clock.advance(60 * 60 - 1)
    expect((await setPassword({ password: NEW_PASSWORD, token: fresh, apiKey: API_KEY })).status).toBe(200)
  })

  it('verifies an account that never confirmed its e-mail: the reset link reached the inbox', async () => {
    await register(sandbox(), registration('nova.kupka@primjer.hr'))
    expect((await tryLogin('Lozinka123', 'nova.kupka@primjer.hr')).body.message).toBe('INVALID_LOGIN')
    const token = await resetToken('nova.kupka@primjer.hr')
    expect((await setPassword({ password: NEW_PASSWORD, token, apiKey: API_KEY })).status).toBe(200)
    expect((await tryLogin(NEW_PASSWORD, 'nova.kupka@primjer.hr')).status).toBe(200)
  })

  it('refuses an unknown token, a wrong apiKey and a short password', async () => {
    expect(await setPassword({ password: NEW_PASSWORD, token: 'x'.repeat(43), apiKey: API_KEY })).toEqual({
      status: 400,
      body: { message: 'Invalid or expired token.', statusCode: 400 },
    })
    const token = await resetToken()
    expect((await setPassword({ password: NEW_PASSWORD, token, apiKey: 'another-key' })).body.message).toBe('apiKey does not match.')
    const short = await setPassword({ password: 'Kratka1', token, apiKey: API_KEY })
    expect(short).toEqual({
      status: 400,
      body: {
        message: 'password must be at least 8 characters.',
        statusCode: 400,
        errors: [{ path: 'password', message: 'password must be at least 8 characters.' }],
      },
    })
    const missing = await setPassword({ password: NEW_PASSWORD, apiKey: API_KEY })
    expect(missing.body.errors).toEqual([{ path: 'token', message: 'token is required.' }])
    // None of the refusals used the token up.
    expect((await setPassword({ password: NEW_PASSWORD, token, apiKey: API_KEY })).status).toBe(200)
  })
})
