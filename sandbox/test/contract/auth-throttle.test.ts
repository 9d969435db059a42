import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/sandbox.create'
import { DEMO_ACCOUNTS, SANDBOX_SITE } from '../../src/seed/seed.constants'
import { SHOP_HEADERS } from '../sandbox.fixture'
import { manualClock } from './auth.fixture'

// Issue 16: failed logins and password-reset requests are throttled per account and per client (429, Retry-After).
const clock = manualClock()
const sandbox = createSandbox({ clock, control: true })
beforeEach(() => {
  sandbox.reset()
  clock.reset()
})
afterAll(() => sandbox.close())

const TOO_MANY = { message: 'Too many attempts. Try again later.', statusCode: 429 }
const SHOPPER = DEMO_ACCOUNTS.shopper

/** A JSON post from a client at `address` (the connection's peer), with extra headers. */
async function post(path: string, body: Record<string, unknown>, address?: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://sandbox.test${path}`, {
    method: 'POST',
    headers: { ...SHOP_HEADERS, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const env = address === undefined ? undefined : { incoming: { socket: { remoteAddress: address } } }
  const response = await sandbox.app.fetch(request, env)
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> }
}
const login = (username: string, password: string, address?: string, headers?: Record<string, string>) =>
  post('/api/v1/login', { username, password, apiKey: SANDBOX_SITE.apiKey }, address, headers)
/** Every failed login spends a password hash's time (scrypt), on purpose: tests of the per-client limit make 20 to 40. */
const MANY_LOGINS_MS = 30_000
const fail = async (times: number, username = SHOPPER.email, address?: string, headers?: Record<string, string>) => {
  for (let i = 0; i < times; i++) expect((await login(username, 'wrong password', address, headers)).status).toBe(401)
}

describe('failed logins', () => {
  it('refuses the sixth attempt within 15 minutes with 429 and Retry-After, even with the right password', async () => {
    await fail(5)
    const refused = await login(SHOPPER.email, SHOPPER.password)
    expect(refused).toEqual({ status: 429, retryAfter: '900', body: TOO_MANY })
    // The e-mail in another case is the same account.
    expect((await login(SHOPPER.email.toUpperCase(), SHOPPER.password)).status).toBe(429)
  })

  it('counts down Retry-After and lets the account in again once the first failure has left the window', async () => {
    await fail(1)
    clock.advance(5 * 60)
    await fail(4)
    expect((await login(SHOPPER.email, SHOPPER.password)).retryAfter).toBe('600')
    clock.advance(10 * 60 - 1)
    expect((await login(SHOPPER.email, SHOPPER.password)).status).toBe(429)
    clock.advance(1)
    expect((await login(SHOPPER.email, SHOPPER.password)).status).toBe(200)
  })

  it('forgets an account’s failures when it logs in', async () => {
    await fail(4)
    expect((await login(SHOPPER.email, SHOPPER.password)).status).toBe(200)
    await fail(4)
    expect((await login(SHOPPER.email, SHOPPER.password)).status).toBe(200)
  })

  it('throttles one account without touching another', async () => {
    await fail(5)
    expect((await login(DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password)).status).toBe(200)
  })

  it(
    'refuses a client after 20 failures over any accounts, and lets other clients go on',
    async () => {
      for (let i = 0; i < 20; i++) expect((await login(`nobody${i}@vitrina.test`, 'x', '203.0.113.7')).status).toBe(401)
      expect(await login(SHOPPER.email, SHOPPER.password, '203.0.113.7')).toMatchObject({ status: 429, body: TOO_MANY })
      expect((await login(SHOPPER.email, SHOPPER.password, '198.51.100.2')).status).toBe(200)
    },
    MANY_LOGINS_MS,
  )

  it(
    'takes the client from X-Forwarded-For only when the peer is this machine (the shop’s server)',
    async () => {
      for (let i = 0; i < 20; i++) await login(`nobody${i}@vitrina.test`, 'x', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })
      expect((await login(SHOPPER.email, SHOPPER.password, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429)
      expect((await login(SHOPPER.email, SHOPPER.password, '127.0.0.1', { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200)
      // A remote client cannot pick its own address.
      for (let i = 0; i < 20; i++) await login(`other${i}@vitrina.test`, 'x', '192.0.2.1', { 'x-forwarded-for': `10.0.0.${i}` })
      expect((await login(SHOPPER.email, SHOPPER.password, '192.0.2.1', { 'x-forwarded-for': '10.0.0.99' })).status).toBe(429)
    },
    MANY_LOGINS_MS,
  )

  it('counts the local strategy’s login with the refresh strategy’s', async () => {
    await fail(3)
    for (let i = 0; i < 2; i++) expect((await post('/api/auth/login', { username: SHOPPER.email, password: 'wrong' })).status).toBe(401)
    expect(await post('/api/auth/login', { username: SHOPPER.email, password: SHOPPER.password })).toMatchObject({ status: 429, body: TOO_MANY })
  })

  it('does not count a refused apiKey or a malformed body', async () => {
    for (let i = 0; i < 6; i++) expect((await post('/api/v1/login', { username: SHOPPER.email, password: 'x', apiKey: 'wrong' })).status).toBe(401)
    for (let i = 0; i < 6; i++) expect((await post('/api/v1/login', { username: SHOPPER.email, apiKey: SANDBOX_SITE.apiKey })).status).toBe(400)
    expect((await login(SHOPPER.email, SHOPPER.password)).status).toBe(200)
  })

  it('starts afresh after the control API resets the sandbox', async () => {
    await fail(5)
    expect((await post('/__sandbox/reset', {})).status).toBe(200)
    expect((await login(SHOPPER.email, SHOPPER.password)).status).toBe(200)
  })
})

describe('password-reset requests', () => {
  const forgot = (username: string, address?: string) => post('/api/v1/user/password/forgot', { username, apiKey: SANDBOX_SITE.apiKey }, address)

  it('answers 429 to the sixth request for one address within 15 minutes, whether or not it has an account', async () => {
    for (const email of [SHOPPER.email, 'nobody@vitrina.test']) {
      for (let i = 0; i < 5; i++) expect((await forgot(email)).status).toBe(200)
      expect(await forgot(email)).toEqual({ status: 429, retryAfter: '900', body: TOO_MANY })
    }
    clock.advance(15 * 60)
    expect((await forgot(SHOPPER.email)).status).toBe(200)
  })

  it('refuses a client after 20 requests over any addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await forgot(`nobody${i}@vitrina.test`, '203.0.113.7')).status).toBe(200)
    expect((await forgot(SHOPPER.email, '203.0.113.7')).status).toBe(429)
    expect((await forgot(SHOPPER.email, '198.51.100.2')).status).toBe(200)
  })
})
