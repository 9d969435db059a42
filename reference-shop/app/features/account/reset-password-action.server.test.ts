import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountBackend, postForm, RESET_TOKEN, serverFetch } from '../auth/account.testing'
import { resetPasswordAction } from './reset-password-action.server'

const PASSWORDS = { password: 'NovaLozinka1', confirmedPassword: 'NovaLozinka1' }

describe('the reset-password page’s action (a form sent before the JavaScript ran)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sets the password with the token of the page’s address and redirects to the login page', async () => {
    const account = accountBackend()
    vi.stubGlobal('fetch', serverFetch(account.answer))
    expect(await postForm(resetPasswordAction, `/en/reset-password?token=${RESET_TOKEN}`, PASSWORDS)).toMatchObject({ redirect: '/en/login' })
    expect(account.bodies('/api/v1/user/password/set')).toEqual([{ password: 'NovaLozinka1', token: RESET_TOKEN, apiKey: 'vitrina-sandbox-key' }])
  })

  it('answers a used token, a missing one and the rules’ issues without echoing the passwords', async () => {
    vi.stubGlobal('fetch', serverFetch(accountBackend().answer))
    expect(await postForm(resetPasswordAction, '/nova-lozinka?token=old', PASSWORDS)).toEqual({
      status: 400,
      data: { formError: 'core.notifications.invalidToken', issues: [], values: {} },
    })
    expect(await postForm(resetPasswordAction, '/nova-lozinka', PASSWORDS)).toMatchObject({
      status: 400,
      data: { issues: [{ path: ['token'], messageKey: 'error.tokenUndefined' }] },
    })
    expect(await postForm(resetPasswordAction, `/nova-lozinka?token=${RESET_TOKEN}`, { password: 'kratka', confirmedPassword: 'druga' })).toMatchObject({
      status: 400,
      data: {
        issues: [
          { path: ['password'], messageKey: 'validation.minLength' },
          { path: ['confirmedPassword'], messageKey: 'validation.repeatPassword' },
        ],
      },
    })
  })
})
