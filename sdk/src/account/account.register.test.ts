import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { BARCODES } from '../../test/account.backend'
import { accountShop, calls } from '../../test/account.setup'
import { SHOPPER } from '../../test/auth.backend'
import { API, seen, server, useMswServer } from '../../test/msw'
import { isValidationError } from '../errors/errors.guards'
import type { Consent } from '../privacy/privacy.types'
import type { RegistrationForm } from './account.types'

useMswServer()

const CONSENTS: Consent[] = [
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka', required: true },
  { id: 4, uniqueNumber: '1004', displayName: 'Želim primati newsletter', required: false },
]
const FORM: RegistrationForm = { firstName: ' Iva ', lastName: 'Nova', email: 'iva.nova@example.hr', password: 'Lozinka1!', confirmedPassword: 'Lozinka1!' }
/** The shopper of the fake auth backend, so that the auto-login after registering succeeds. */
const SHOPPER_FORM: RegistrationForm = {
  firstName: 'Ana',
  lastName: 'Kupac',
  email: SHOPPER.username,
  password: SHOPPER.password,
  confirmedPassword: SHOPPER.password,
}
const OPTIONS = { consents: CONSENTS, acceptedConsents: ['1002', '1004'] }
const bodyOf = (path: string) =>
  seen
    .find((request) => new URL(request.url).pathname.endsWith(path))!
    .clone()
    .json()
const failure = (result: { ok: boolean; error?: { code: string; messageKey: string } }) => (result.ok ? null : [result.error!.code, result.error!.messageKey])

describe('registration', () => {
  it('registers with the username equal to the e-mail, logs the accepted consents, and asks to confirm the e-mail without logging in', async () => {
    const { account, notices, shop } = accountShop()
    const result = await account.register(FORM, OPTIONS)
    expect(result).toEqual({ ok: true, data: { status: 'verificationRequired', email: 'iva.nova@example.hr' } })
    expect(calls()).toEqual(['POST /api/v1/user/web/register', 'POST /api/v1/privacy/web/consent/log/create'])
    expect(await bodyOf('/web/register')).toEqual({
      details: { firstName: 'Iva', lastName: 'Nova' },
      email: 'iva.nova@example.hr',
      password: 'Lozinka1!',
      username: 'iva.nova@example.hr',
    })
    expect(await bodyOf('/consent/log/create')).toMatchObject({ consents: [2, 4], user: { userType: 'webUser', email: 'iva.nova@example.hr' } })
    expect(notices.map((notice) => [notice.level, notice.key])).toEqual([
      ['success', 'core.notifications.registrationSuccess'],
      ['info', 'core.notifications.confirmEmail'],
    ])
    expect(shop.auth.$user.get()).toBeNull()
  })

  it('logs the new shopper in when the site needs no e-mail confirmation', async () => {
    const { account, noticeKeys, shop } = accountShop({ emailConfirmation: false })
    const result = await account.register(SHOPPER_FORM, { ...OPTIONS, acceptedConsents: ['1002'] })
    expect(result.ok && result.data.status).toBe('loggedIn')
    expect(result.ok && result.data.status === 'loggedIn' && result.data.user.email).toBe(SHOPPER.username)
    expect(calls()).toEqual(['POST /api/v1/user/web/register', 'POST /api/v1/privacy/web/consent/log/create', 'POST /api/v1/login'])
    expect(await bodyOf('/api/v1/login')).toMatchObject({ username: SHOPPER.username, password: SHOPPER.password })
    expect(noticeKeys()).toEqual(['core.notifications.registrationSuccess', 'core.login.success'])
    expect(shop.auth.$user.get()?.email).toBe(SHOPPER.username)
  })

  it('only registers with autoLogin false', async () => {
    const { account, shop } = accountShop({ emailConfirmation: false })
    const result = await account.register(SHOPPER_FORM, { ...OPTIONS, autoLogin: false })
    expect(result).toEqual({ ok: true, data: { status: 'registered', email: SHOPPER.username } })
    expect(calls()).not.toContain('POST /api/v1/login')
    expect(shop.auth.$user.get()).toBeNull()
  })

  it('answers registered when the auto-login after it fails, the login having said why', async () => {
    const { account, noticeKeys } = accountShop({ emailConfirmation: false })
    // Registered in the fake, unknown to the fake auth backend: the login is refused.
    const result = await account.register(FORM, OPTIONS)
    expect(result).toEqual({ ok: true, data: { status: 'registered', email: 'iva.nova@example.hr' } })
    expect(noticeKeys()).toEqual(['core.notifications.registrationSuccess', 'core.notifications.unknowUserOrPassword'])
  })

  it('sends registration with addresses, trimmed and of type main unless they say otherwise', async () => {
    const { account } = accountShop()
    const address = {
      firstName: 'Iva',
      lastName: 'Nova',
      contactEmail: 'iva.nova@example.hr',
      contactPhone: ' 091 ',
      country: 'HR',
      city: 'Split',
      street: 'Riva',
      houseNumber: '2',
      zipCode: '21000',
    }
    const result = await account.register(FORM, { ...OPTIONS, addresses: [address, { ...address, type: 'shipping', id: 5 }] })
    expect(result.ok).toBe(true)
    const body = (await bodyOf('/web/register')) as { addresses: unknown[] }
    expect(body.addresses).toEqual([
      { ...address, contactPhone: '091', type: 'main' },
      { ...address, contactPhone: '091', type: 'shipping' },
    ])
  })

  it('refuses invalid addresses with the checkout’s rules before sending anything', async () => {
    const { account } = accountShop()
    const result = await account.register(FORM, {
      ...OPTIONS,
      addresses: [
        {
          firstName: 'Iva',
          lastName: 'Nova',
          contactEmail: 'x',
          contactPhone: '',
          country: 'HR',
          city: 'Split',
          street: 'Riva',
          houseNumber: '2',
          zipCode: '21000',
        },
      ],
    })
    expect(result.ok ? [] : isValidationError(result.error) && result.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'addresses.0.contactEmail',
      'addresses.0.contactPhone',
    ])
    expect(calls()).toEqual([])
  })

  it('answers a ValidationError for an invalid form, without a request or a notice', async () => {
    const { account, noticeKeys } = accountShop()
    const result = await account.register({ ...FORM, password: 'kratka', confirmedPassword: 'druga' }, OPTIONS)
    expect(result.ok ? [] : isValidationError(result.error) && result.error.issues.map((issue) => issue.messageKey)).toEqual([
      'validation.minLength',
      'validation.repeatPassword',
    ])
    expect(calls()).toEqual([])
    expect(noticeKeys()).toEqual([])
  })

  it('refuses without every required consent: an error notice and a ValidationError, nothing sent', async () => {
    const { account, noticeKeys } = accountShop()
    const result = await account.register(FORM, { ...OPTIONS, acceptedConsents: ['1004'] })
    expect(failure(result)).toEqual(['VALIDATION_ERROR', 'core.notifications.consentsRequired'])
    expect(noticeKeys()).toEqual(['core.notifications.consentsRequired'])
    expect(calls()).toEqual([])
  })

  it('says the user exists for a taken e-mail, and stays logged out', async () => {
    const { account, noticeKeys, shop } = accountShop()
    const result = await account.register({ ...FORM, email: 'postoji@vitrina.test' }, OPTIONS)
    expect(failure(result)).toEqual(['USER_EXISTS', 'core.notifications.userExists'])
    expect(noticeKeys()).toEqual(['core.notifications.userExists'])
    expect(calls()).toEqual(['POST /api/v1/user/web/register'])
    expect(shop.auth.$user.get()).toBeNull()
  })

  it('says something went wrong when the server refuses the registration otherwise, logging no consent', async () => {
    const { account, noticeKeys } = accountShop()
    server.use(
      mock.post(`${API}/api/v1/user/web/register`, () =>
        HttpResponse.json(
          {
            message: 'password must be at least 8 characters.',
            statusCode: 400,
            errors: [{ path: 'password', message: 'password must be at least 8 characters.' }],
          },
          { status: 400 },
        ),
      ),
    )
    const result = await account.register(FORM, OPTIONS)
    expect(failure(result)).toEqual(['HTTP_ERROR', 'core.notifications.somethingWentWrong'])
    expect(noticeKeys()).toEqual(['core.notifications.somethingWentWrong'])
    expect(calls()).toEqual(['POST /api/v1/user/web/register'])
  })
})

describe('registration with a member card barcode', () => {
  it('checks the barcode with the membership service before anything else, then sends it with the registration', async () => {
    const { account } = accountShop()
    const result = await account.register({ ...FORM, memberCardBarcode: ` ${BARCODES.valid} ` }, OPTIONS)
    expect(result.ok).toBe(true)
    expect(calls()).toEqual(['POST /api/v1/user/membership/check', 'POST /api/v1/user/web/register', 'POST /api/v1/privacy/web/consent/log/create'])
    expect(await bodyOf('/membership/check')).toEqual({ barcode: BARCODES.valid })
    expect(await bodyOf('/web/register')).toMatchObject({ memberCardBarcode: BARCODES.valid })
  })

  it('checks the barcode even when the form is invalid, since it comes first', async () => {
    const { account } = accountShop()
    const result = await account.register({ ...FORM, firstName: '', memberCardBarcode: BARCODES.valid }, OPTIONS)
    expect(failure(result)).toEqual(['VALIDATION_ERROR', 'validation.required'])
    expect(calls()).toEqual(['POST /api/v1/user/membership/check'])
  })

  it('stops at an invalid barcode with its notice and the incorrect-member-card-barcode event', async () => {
    const { account, noticeKeys, events } = accountShop()
    const result = await account.register({ ...FORM, memberCardBarcode: BARCODES.blocked }, OPTIONS)
    expect(failure(result)).toEqual(['VALIDATION_ERROR', 'core.notifications.membershipCardBarcodeInvalid'])
    expect(result.ok ? null : isValidationError(result.error) && result.error.issues[0]!.path).toEqual(['memberCardBarcode'])
    expect(noticeKeys()).toEqual(['core.notifications.membershipCardBarcodeInvalid'])
    expect(events).toEqual([{ type: 'incorrect-member-card-barcode', barcode: BARCODES.blocked }])
    expect(calls()).toEqual(['POST /api/v1/user/membership/check'])
  })

  it.each([
    [
      'the membership service is unavailable (503)',
      () =>
        mock.post(`${API}/api/v1/user/membership/check`, () =>
          HttpResponse.json({ message: 'Membership service unavailable.', statusCode: 503 }, { status: 503 }),
        ),
      'HTTP_ERROR',
    ],
    ['the network fails', () => mock.post(`${API}/api/v1/user/membership/check`, () => HttpResponse.error()), 'NETWORK_ERROR'],
    [
      'the answer has no isValid',
      () => mock.post(`${API}/api/v1/user/membership/check`, () => HttpResponse.json({ data: { barcode: 'x' } })),
      'INVALID_RESPONSE',
    ],
  ])('stops with the barcode-check error notice when %s', async (_name, handler, code) => {
    const { account, noticeKeys, events } = accountShop()
    server.use(handler())
    const result = await account.register({ ...FORM, memberCardBarcode: BARCODES.valid }, OPTIONS)
    expect(failure(result)).toEqual([code, 'core.notifications.membershipCardBarcodeError'])
    expect(noticeKeys()).toEqual(['core.notifications.membershipCardBarcodeError'])
    expect(events).toEqual([])
    expect(calls()).toEqual(['POST /api/v1/user/membership/check'])
  })

  it('says the barcode is invalid when the registration itself refuses it', async () => {
    const { account, noticeKeys } = accountShop()
    server.use(mock.post(`${API}/api/v1/user/membership/check`, () => HttpResponse.json({ data: { barcode: BARCODES.blocked, isValid: true } })))
    const result = await account.register({ ...FORM, memberCardBarcode: BARCODES.blocked }, OPTIONS)
    expect(failure(result)).toEqual(['HTTP_ERROR', 'core.notifications.membershipCardBarcodeInvalid'])
    expect(noticeKeys()).toEqual(['core.notifications.membershipCardBarcodeInvalid'])
  })

  it('does not ask the membership service about a blank barcode', async () => {
    const { account } = accountShop()
    await account.register({ ...FORM, memberCardBarcode: '   ' }, OPTIONS)
    expect(calls()).toEqual(['POST /api/v1/user/web/register', 'POST /api/v1/privacy/web/consent/log/create'])
    expect(await bodyOf('/web/register')).not.toHaveProperty('memberCardBarcode')
  })
})

describe('the registration’s submit lock', () => {
  it('refuses a second submit while the first runs, sending nothing, and releases the lock when it ends', async () => {
    const { account } = accountShop()
    const first = account.register(FORM, OPTIONS)
    expect(account.$pending.get()).toEqual(['register'])
    const second = await account.register(FORM, OPTIONS)
    expect(failure(second)).toEqual(['BUSY', 'core.notifications.somethingWentWrong'])
    expect((await first).ok).toBe(true)
    expect(account.$pending.get()).toEqual([])
    expect(calls().filter((call) => call.includes('web/register'))).toHaveLength(1)
  })

  it('releases the lock after a failure, so the form can be sent again', async () => {
    const { account } = accountShop()
    const failed = await account.register({ ...FORM, email: 'postoji@vitrina.test' }, OPTIONS)
    expect(failed.ok).toBe(false)
    expect(account.$pending.get()).toEqual([])
    expect((await account.register(FORM, OPTIONS)).ok).toBe(true)
  })
})

describe('checkMemberCard', () => {
  it('answers whether the membership service knows the barcode as valid', async () => {
    const { account, noticeKeys } = accountShop()
    expect(await account.checkMemberCard(BARCODES.valid)).toEqual({ ok: true, data: true })
    expect(await account.checkMemberCard(BARCODES.blocked)).toEqual({ ok: true, data: false })
    expect(noticeKeys()).toEqual([])
  })

  it('refuses a blank barcode as required without asking', async () => {
    const { account } = accountShop()
    expect(failure(await account.checkMemberCard('  '))).toEqual(['VALIDATION_ERROR', 'validation.required'])
    expect(calls()).toEqual([])
  })

  it('passes a failure of the membership service on', async () => {
    const { account } = accountShop()
    const result = await account.checkMemberCard(BARCODES.unavailable)
    expect(result.ok ? null : result.error.status).toBe(503)
  })
})
