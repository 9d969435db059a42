import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidationError } from '../errors/errors.guards'
import { validateChangePassword, validateForgotPassword, validateProfileForm, validateRegistration, validateResetPassword } from './account.validation'

const VALIDATORS = {
  validateRegistration: (input: unknown, extra: unknown) => validateRegistration(input, extra),
  validateForgotPassword: (input: unknown) => validateForgotPassword(input),
  validateResetPassword: (input: unknown) => validateResetPassword(input),
  validateChangePassword: (input: unknown) => validateChangePassword(input),
  validateProfileForm: (input: unknown) => validateProfileForm(input),
}

// Forms come from people and from other code: whatever a validator is given, it answers a Result and never throws.
describe.each(Object.entries(VALIDATORS))('%s', (_name, check) => {
  it('answers a result, never a throw, for any input at all', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true, withSet: true }), fc.anything(), (input, extra) => {
        const result = check(input, extra)
        expect(typeof result.ok).toBe('boolean')
        if (!result.ok) expect(isValidationError(result.error)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('answers a result for records of the form’s fields with values of any kind', () => {
    const fields = [
      'firstName',
      'lastName',
      'email',
      'password',
      'confirmedPassword',
      'username',
      'token',
      'oldPassword',
      'newPassword',
      'newPasswordAgain',
      'contactPhone',
      'country',
      'city',
      'street',
      'houseNumber',
      'zipCode',
      'memberCardBarcode',
    ]
    const form = fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.string(), fc.anything()))
    fc.assert(
      fc.property(form, fc.option(fc.array(form)), (input, addresses) => {
        const result = check(input, addresses ?? undefined)
        if (!result.ok) expect(isValidationError(result.error) && result.error.issues.length).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })
})
