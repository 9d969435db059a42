import { describe, expect, it } from 'vitest'
import { formatSdkMessage } from '../../test/messages'
import { isValidationError } from '../errors/errors.guards'
import type { Result } from '../result/result.types'
import { accountMessages } from './account.messages.catalog'
import { validateChangePassword, validateForgotPassword, validateProfileForm, validateRegistration, validateResetPassword } from './account.validation'

/** The issues of a result as `path messageKey {params}` lines, easy to read in a table. */
function issues(result: Result<unknown>): string[] {
  if (result.ok) return []
  if (!isValidationError(result.error)) throw new Error('expected a ValidationError')
  return result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.messageKey}${issue.params ? ` ${JSON.stringify(issue.params)}` : ''}`)
}

const REGISTRATION = { firstName: 'Ana', lastName: 'Kupac', email: 'ana@vitrina.test', password: 'Lozinka1!', confirmedPassword: 'Lozinka1!' }
const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Kupac',
  contactEmail: 'ana@vitrina.test',
  contactPhone: '+385 91 111 2222',
  country: 'HR',
  city: 'Zagreb',
  street: 'Ilica',
  houseNumber: '1',
  zipCode: '10000',
}
const PROFILE = {
  firstName: 'Ana',
  lastName: 'Kupac',
  email: 'ana@vitrina.test',
  contactPhone: '+385 91 111 2222',
  street: 'Ilica',
  houseNumber: '1',
  zipCode: '10000',
  city: 'Zagreb',
  country: 'HR',
}
const long = (length: number) => 'a'.repeat(length)

describe('the registration form', () => {
  it.each([
    ['a complete form', REGISTRATION, []],
    ['a form with a member card barcode', { ...REGISTRATION, memberCardBarcode: '2900000000018' }, []],
    ['blank names', { ...REGISTRATION, firstName: ' ', lastName: '' }, ['firstName validation.required', 'lastName validation.required']],
    ['no e-mail', { ...REGISTRATION, email: '' }, ['email validation.required']],
    ['an e-mail without a domain', { ...REGISTRATION, email: 'ana@' }, ['email validation.email']],
    ['a password of 7 characters', { ...REGISTRATION, password: 'Lozink1', confirmedPassword: 'Lozink1' }, ['password validation.minLength {"length":8}']],
    ['a repeat that differs', { ...REGISTRATION, confirmedPassword: 'Lozinka2!' }, ['confirmedPassword validation.repeatPassword']],
    ['a blank repeat (required, not a mismatch)', { ...REGISTRATION, confirmedPassword: '' }, ['confirmedPassword validation.required']],
    [
      'a mismatch beside another field’s problem, in one pass',
      { ...REGISTRATION, firstName: '', confirmedPassword: 'x' },
      ['firstName validation.required', 'confirmedPassword validation.repeatPassword'],
    ],
    [
      'nothing at all',
      {},
      [
        'firstName validation.required',
        'lastName validation.required',
        'email validation.required',
        'password validation.required',
        'confirmedPassword validation.required',
      ],
    ],
  ])('%s', (_name, form, expected) => {
    expect(issues(validateRegistration(form))).toEqual(expected)
  })

  it('checks addresses with the checkout’s rules, by index', () => {
    const result = validateRegistration(REGISTRATION, [ADDRESS, { ...ADDRESS, firstName: 'Ana2', city: long(76), zipCode: '' }])
    expect(issues(result)).toEqual([
      'addresses.1.firstName validation.lettersOnly',
      'addresses.1.city validation.maxLength {"length":75}',
      'addresses.1.zipCode validation.required',
    ])
  })

  it('reports the form’s and the addresses’ problems together', () => {
    expect(issues(validateRegistration({ ...REGISTRATION, email: 'x' }, [{ ...ADDRESS, contactEmail: 'y' }]))).toEqual([
      'email validation.email',
      'addresses.0.contactEmail validation.email',
    ])
  })

  it('answers the form itself when it and its addresses are valid', () => {
    expect(validateRegistration(REGISTRATION, [ADDRESS])).toEqual({ ok: true, data: REGISTRATION })
  })
})

describe('the forgot-password form', () => {
  it.each([
    ['an e-mail', { username: 'ana@vitrina.test' }, []],
    ['a blank username', { username: '  ' }, ['username validation.required']],
    ['a username that is no e-mail', { username: 'ana' }, ['username validation.email']],
    ['no username', {}, ['username validation.required']],
  ])('%s', (_name, form, expected) => {
    expect(issues(validateForgotPassword(form))).toEqual(expected)
  })
})

describe('the reset-password form', () => {
  const RESET = { password: 'NovaLozinka1', confirmedPassword: 'NovaLozinka1', token: 'abc' }
  it.each([
    ['a valid form', RESET, []],
    ['no token', { ...RESET, token: undefined }, ['token error.tokenUndefined']],
    ['a null token', { ...RESET, token: null }, ['token error.tokenUndefined']],
    ['a blank token', { ...RESET, token: ' ' }, ['token error.tokenUndefined']],
    ['a short password', { ...RESET, password: 'kratka', confirmedPassword: 'kratka' }, ['password validation.minLength {"length":8}']],
    ['a repeat that differs', { ...RESET, confirmedPassword: 'NovaLozinka2' }, ['confirmedPassword validation.repeatPassword']],
    [
      'no password and no token',
      { confirmedPassword: '' },
      ['password validation.required', 'confirmedPassword validation.required', 'token error.tokenUndefined'],
    ],
  ])('%s', (_name, form, expected) => {
    expect(issues(validateResetPassword(form))).toEqual(expected)
  })
})

describe('the change-password form', () => {
  const CHANGE = { oldPassword: 'StaraLozinka1', newPassword: 'NovaLozinka1', newPasswordAgain: 'NovaLozinka1' }
  it.each([
    ['a valid change', CHANGE, []],
    ['a short old password', { ...CHANGE, oldPassword: 'stara' }, ['oldPassword validation.minLength {"length":8}']],
    [
      'a new password equal to the old one',
      { ...CHANGE, newPassword: 'StaraLozinka1', newPasswordAgain: 'StaraLozinka1' },
      ['newPassword validation.newDiffersFromOld'],
    ],
    ['a short new password', { ...CHANGE, newPassword: 'nova', newPasswordAgain: 'nova' }, ['newPassword validation.minLength {"length":8}']],
    ['a repeat that differs', { ...CHANGE, newPasswordAgain: 'NovaLozinka2' }, ['newPasswordAgain validation.repeatPassword']],
    [
      'blank fields',
      { oldPassword: '', newPassword: '', newPasswordAgain: '' },
      ['oldPassword validation.required', 'newPassword validation.required', 'newPasswordAgain validation.required'],
    ],
  ])('%s', (_name, form, expected) => {
    expect(issues(validateChangePassword(form))).toEqual(expected)
  })
})

describe('the profile form', () => {
  it.each([
    ['a complete form', PROFILE, []],
    ['without street, house number, postal code and city', { ...PROFILE, street: '', houseNumber: '', zipCode: '', city: '' }, []],
    ['names with spaces, an apostrophe and one hyphen group', { ...PROFILE, firstName: 'Ana-Marija', lastName: "O'Brien Kupac" }, []],
    [
      'names with digits or two hyphen groups',
      { ...PROFILE, firstName: 'Ana2', lastName: 'A-B-C' },
      ['firstName validation.lettersOnly', 'lastName validation.lettersOnly'],
    ],
    ['no names', { ...PROFILE, firstName: '', lastName: ' ' }, ['firstName validation.required', 'lastName validation.required']],
    ['an invalid e-mail', { ...PROFILE, email: 'ana.vitrina.test' }, ['email validation.email']],
    ['no phone', { ...PROFILE, contactPhone: '' }, ['contactPhone validation.required']],
    ['no country', { ...PROFILE, country: '' }, ['country validation.required']],
    [
      'values over the address maxima',
      { ...PROFILE, street: long(76), houseNumber: long(16), zipCode: long(26), city: long(76), country: long(76) },
      [
        'street validation.maxLength {"length":75}',
        'houseNumber validation.maxLength {"length":15}',
        'zipCode validation.maxLength {"length":25}',
        'city validation.maxLength {"length":75}',
        'country validation.maxLength {"length":75}',
      ],
    ],
    ['values at the address maxima', { ...PROFILE, street: long(75), houseNumber: long(15), zipCode: long(25), city: long(75), country: long(75) }, []],
  ])('%s', (_name, form, expected) => {
    expect(issues(validateProfileForm(form))).toEqual(expected)
  })

  it('reads absent optional fields as empty text', () => {
    const { street: _street, houseNumber: _houseNumber, zipCode: _zipCode, city: _city, ...required } = PROFILE
    expect(validateProfileForm(required)).toEqual({ ok: true, data: { ...required, street: '', houseNumber: '', zipCode: '', city: '' } })
  })
})

describe('the issues’ texts', () => {
  it('are the spec’s Croatian messages for the password rules', () => {
    const change = validateChangePassword({ oldPassword: 'StaraLozinka1', newPassword: 'StaraLozinka1', newPasswordAgain: 'Druga123' })
    const texts = !change.ok && isValidationError(change.error) ? change.error.issues.map((issue) => formatSdkMessage('hr', issue.messageKey)) : []
    expect(texts).toEqual(['Nova i stara lozinka se ne smiju podudarati', 'Unesene lozinke se ne podudaraju'])
  })

  it('has the missing-token text in the account catalog', () => {
    const reset = validateResetPassword({ password: 'NovaLozinka1', confirmedPassword: 'NovaLozinka1' })
    const key = !reset.ok && isValidationError(reset.error) ? reset.error.issues[0]!.messageKey : ''
    expect(accountMessages.hr[key as 'error.tokenUndefined']).toBe('Nedostaje token. Otvorite ponovno poveznicu iz e-pošte.')
  })
})
