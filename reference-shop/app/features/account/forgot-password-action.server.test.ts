import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountBackend, postForm, serverFetch } from '../auth/account.testing'
import { forgotPasswordAction } from './forgot-password-action.server'

describe('the forgot-password page’s action (a form sent before the JavaScript ran)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the e-mail and answers that it went out', async () => {
    const account = accountBackend()
    vi.stubGlobal('fetch', serverFetch(account.answer))
    expect(await postForm(forgotPasswordAction, '/zaboravljena-lozinka', { username: ' kupac@vitrina.test ' })).toEqual({ status: 200, data: { sent: true } })
    expect(account.bodies('/api/v1/user/password/forgot')).toEqual([{ username: 'kupac@vitrina.test', apiKey: 'vitrina-sandbox-key' }])
  })

  it('answers the e-mail rule’s issue with the value sent', async () => {
    vi.stubGlobal('fetch', serverFetch(accountBackend().answer))
    expect(await postForm(forgotPasswordAction, '/zaboravljena-lozinka', { username: 'kupac@' })).toEqual({
      status: 400,
      data: { formError: null, issues: [{ path: ['username'], messageKey: 'validation.email' }], values: { username: 'kupac@' } },
    })
  })
})
