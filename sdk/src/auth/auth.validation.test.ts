import { describe, expect, it } from 'vitest'
import { formatSdkMessage } from '../../test/messages'
import { isValidationError } from '../errors/errors.guards'
import { validateLogin } from './auth.validation'

function issuesOf(input: unknown) {
  const result = validateLogin(input)
  if (result.ok) return []
  if (!isValidationError(result.error)) throw new Error('expected a ValidationError')
  return result.error.issues
}

describe('login form validation', () => {
  it('accepts an e-mail and a password of 8 characters', () => {
    expect(validateLogin({ username: 'kupac@vitrina.test', password: '12345678' })).toEqual({
      ok: true,
      data: { username: 'kupac@vitrina.test', password: '12345678' },
    })
  })

  it('requires both fields', () => {
    expect(issuesOf({ username: ' ', password: '' }).map((issue) => [issue.path, issue.messageKey])).toEqual([
      [['username'], 'validation.required'],
      [['password'], 'validation.required'],
    ])
  })

  it('wants a valid e-mail and at least 8 password characters, with the Croatian texts of the spec', () => {
    const issues = issuesOf({ username: 'kupac@', password: 'Kupac12' })
    expect(issues.map((issue) => [issue.path[0], formatSdkMessage('hr', issue.messageKey, issue.params)])).toEqual([
      ['username', 'Unesite uzorak adrese elektroničke pošte'],
      ['password', 'Minimalan broj znakova potrebnih za ovo polje je 8'],
    ])
  })
})
