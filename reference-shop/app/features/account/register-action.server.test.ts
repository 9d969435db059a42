import { afterEach, describe, expect, it, vi } from 'vitest'
import { purgeServerCache } from '../server-cache/server-cache.server'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { accountBackend, MEMBER_CARDS, postForm, serverFetch, type AccountBackendOptions } from '../auth/account.testing'
import { registerAction } from './register-action.server'

const FORM = {
  firstName: 'Petra',
  lastName: 'Novak',
  email: 'petra@primjer.hr',
  password: 'Lozinka123',
  confirmedPassword: 'Lozinka123',
  memberCardBarcode: '',
  consents: ['2001', '2002'],
}

function backend(options: AccountBackendOptions = {}) {
  const account = accountBackend(options)
  vi.stubGlobal('fetch', serverFetch(account.answer))
  return account
}

describe('the registration page’s action (a form sent before the JavaScript ran)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    // The server cache shares the consents between renders; each test's backend answers its own.
    await purgeServerCache({ tag: 'consents' })
  })

  it('registers with the ticked consents and answers the e-mail to confirm, without a login', async () => {
    const account = backend()
    const outcome = await postForm(registerAction, '/registracija', FORM)

    expect(outcome).toEqual({ status: 200, data: { verificationRequired: true, email: 'petra@primjer.hr' } })
    expect(account.bodies('/api/v1/user/web/register')).toEqual([
      { details: { firstName: 'Petra', lastName: 'Novak' }, email: 'petra@primjer.hr', password: 'Lozinka123', username: 'petra@primjer.hr' },
    ])
    expect(account.bodies('/api/v1/privacy/web/consent/log/create')).toMatchObject([{ consents: [5, 6] }])
    expect(account.bodies('/api/v1/login')).toEqual([])
  })

  it('logs in after a registration without e-mail confirmation and redirects to the safe target with the session cookies', async () => {
    backend({ emailConfirmation: false })
    const outcome = await postForm(registerAction, '/registracija?redirect=/profil', FORM)
    expect(outcome).toMatchObject({ redirect: '/profil' })
    expect('cookies' in outcome && outcome.cookies.some((cookie) => cookie.startsWith('accessToken='))).toBe(true)
  })

  it('answers the refusal with the values to show again, never the passwords', async () => {
    backend()
    const outcome = await postForm(registerAction, '/registracija', { ...FORM, email: 'kupac@vitrina.test' })
    expect(outcome).toEqual({
      status: 409,
      data: {
        formError: 'core.notifications.userExists',
        issues: [],
        values: { firstName: 'Petra', lastName: 'Novak', email: 'kupac@vitrina.test', memberCardBarcode: '', consents: '2001,2002' },
      },
    })
  })

  it('refuses an invalid member card under its field, and registers nothing', async () => {
    const account = backend()
    const outcome = await postForm(registerAction, '/registracija', { ...FORM, memberCardBarcode: MEMBER_CARDS.blocked })
    expect(outcome).toMatchObject({
      status: 400,
      data: { formError: null, issues: [{ path: ['memberCardBarcode'], messageKey: 'core.notifications.membershipCardBarcodeInvalid' }] },
    })
    expect(account.bodies('/api/v1/user/web/register')).toEqual([])
  })

  it('refuses the registration without the required consent, and when the consents cannot be loaded', async () => {
    backend()
    expect(await postForm(registerAction, '/registracija', { ...FORM, consents: ['2002'] })).toMatchObject({
      status: 400,
      data: { issues: [{ path: ['consents'], messageKey: 'core.notifications.consentsRequired' }] },
    })
    // With nothing cached (the server cache keeps loaded consents, and answers them through a backend failure).
    await purgeServerCache({ tag: 'consents' })
    backend({ consents: 'fail' })
    expect(await postForm(registerAction, '/registracija', FORM)).toMatchObject({
      data: { issues: [{ path: ['consents'], messageKey: 'core.notifications.consentsNotLoaded' }] },
    })
  })

  it('sends a logged-in visitor home', async () => {
    backend()
    expect(await postForm(registerAction, '/registracija', FORM, sessionCookies(SHOPPER))).toMatchObject({ redirect: '/' })
  })
})
