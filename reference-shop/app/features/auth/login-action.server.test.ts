import { afterEach, describe, expect, it, vi } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { accountBackend, postForm, serverFetch } from './account.testing'
import { loginAction } from './login-action.server'

function backend() {
  const account = accountBackend()
  vi.stubGlobal('fetch', serverFetch(account.answer))
  return account
}

describe('the login page’s action (a form sent before the JavaScript ran)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('logs in on the server and redirects to the safe target with the session cookies', async () => {
    const account = backend()
    const outcome = await postForm(loginAction, '/prijava?redirect=/profil', { username: ' kupac@vitrina.test ', password: 'Kupac123!' })

    expect(outcome).toMatchObject({ redirect: '/profil' })
    const cookies = 'cookies' in outcome ? outcome.cookies.join('\n') : ''
    expect(cookies).toMatch(/^accessToken=/m)
    expect(cookies).toMatch(/^refreshToken=/m)
    expect(account.bodies('/api/v1/login')).toMatchObject([{ username: 'kupac@vitrina.test', password: 'Kupac123!' }])
    // Storefront spec §4: the abandoned cart after the login, as in the browser.
    expect(account.bodies('/api/v2/ecommerce/checkout/cart/getAbandoned')).toHaveLength(1)
  })

  it('goes home from the login page without a target, and to the cart with abandonedCart', async () => {
    backend()
    expect(await postForm(loginAction, '/sl/prijava', { username: 'kupac@vitrina.test', password: 'Kupac123!' })).toMatchObject({ redirect: '/sl' })
    expect(await postForm(loginAction, '/prijava?abandonedCart=1', { username: 'kupac@vitrina.test', password: 'Kupac123!' })).toMatchObject({
      redirect: '/kosarica',
    })
  })

  it('answers wrong credentials with the message key and the e-mail, never the password', async () => {
    backend()
    const outcome = await postForm(loginAction, '/prijava', { username: 'kupac@vitrina.test', password: 'Pogresna1!' })
    expect(outcome).toEqual({
      status: 401,
      data: { formError: 'core.notifications.unknowUserOrPassword', issues: [], values: { username: 'kupac@vitrina.test' } },
    })
  })

  it('answers a throttled login (429) with its message key and the minutes to wait', async () => {
    vi.stubGlobal(
      'fetch',
      serverFetch(({ path }) =>
        path === '/api/v1/login'
          ? Response.json({ message: 'Too many attempts. Try again later.', statusCode: 429 }, { status: 429, headers: { 'Retry-After': '900' } })
          : undefined,
      ),
    )
    const outcome = await postForm(loginAction, '/prijava', { username: 'kupac@vitrina.test', password: 'Kupac123!' })
    expect(outcome).toEqual({
      status: 429,
      data: { formError: 'core.notifications.tooManyRequests', formErrorParams: { minutes: 15 }, issues: [], values: { username: 'kupac@vitrina.test' } },
    })
  })

  it('answers the rules’ issues without asking the backend', async () => {
    const account = backend()
    const outcome = await postForm(loginAction, '/prijava', { username: 'kupac@', password: '' })
    expect(outcome).toMatchObject({
      status: 400,
      data: {
        formError: null,
        issues: [
          { path: ['username'], messageKey: 'validation.email' },
          { path: ['password'], messageKey: 'validation.required' },
        ],
      },
    })
    expect(account.bodies('/api/v1/login')).toEqual([])
  })

  it('sends a logged-in visitor home', async () => {
    backend()
    expect(await postForm(loginAction, '/prijava', { username: 'kupac@vitrina.test', password: 'Kupac123!' }, sessionCookies(SHOPPER))).toMatchObject({
      redirect: '/',
    })
  })
})
