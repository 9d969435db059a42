import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from '../auth/auth.validation'
import { ADDRESS_MAX_LENGTH, addressSchema, lettersOnly } from '../checkout/checkout.address'
import { ValidationError } from '../errors/errors.classes'
import type { ValidationIssue } from '../errors/errors.types'
import { fail } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { validate } from '../validation/validation.issues'
import { keyed, rules } from '../validation/validation.rules'
import { ACCOUNT_MESSAGE_KEYS } from './account.messages.keys'
import type { ChangePasswordForm, ForgotPasswordForm, ProfileForm, RegistrationForm, ResetPasswordForm } from './account.types'

// The account forms of storefront spec §5. Each rule reports on its own field, and every field is checked in one
// pass: the cross-field rules (repeat, differs from old, token) run even when another field failed, so a person
// sees every problem at once.

type Fields = Record<string, unknown>

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * A rule of the whole form that reports on `field` when `broken` says so. It runs once the fields it `reads` have the
 * right type, whatever the rules of the other fields said.
 */
function fieldRule<T extends Fields>(field: string, messageKey: string, reads: string[], broken: (form: Fields) => boolean): v.GenericValidation<T, T> {
  const check = v.partialCheck(
    reads.map((key) => [key]) as never,
    keyed((form: Fields) => !broken(form), messageKey),
    messageKey,
  )
  return v.forward(check as v.GenericValidation<T, T, v.PartialCheckIssue<T>>, [field] as never)
}

/** Spec §5 'repeat password': reported on the repeat field once it is filled; blank is `required`'s to say. */
const repeats = <T extends Fields>(field: string, original: string) =>
  fieldRule<T>(field, MESSAGE_KEYS.repeatPassword, [field, original], (form) => filled(form[field]) && form[field] !== form[original])

const text = () => v.string()
const requiredText = () => v.pipe(v.string(), rules.required())
const email = () => v.pipe(v.string(), rules.required(), rules.email())
const password = () => v.pipe(v.string(), rules.required(), rules.minLength(PASSWORD_MIN_LENGTH))
const name = () => v.pipe(v.string(), rules.required(), lettersOnly())
const optionalMax = (length: number) => v.optional(v.pipe(v.string(), rules.maxLength(length)), '')

/**
 * The registration form (spec §5 "Registration without addresses"): first and last name required, e-mail required
 * and valid, password required and at least 8 characters, the repeat required and equal to the password.
 */
export const registrationSchema: v.GenericSchema<unknown, RegistrationForm> = v.pipe(
  v.object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: email(),
    password: password(),
    confirmedPassword: requiredText(),
    memberCardBarcode: v.optional(text()),
  }),
  repeats('confirmedPassword', 'password'),
)

/** The forgot-password form (spec §5): the username required and a valid e-mail. */
export const forgotPasswordSchema: v.GenericSchema<unknown, ForgotPasswordForm> = v.object({ username: email() })

/**
 * The reset-password form (spec §5 "Reset password"): the new password required and at least 8 characters, the
 * repeat required and equal; a missing token is the issue `error.tokenUndefined` on `token`.
 */
export const resetPasswordSchema: v.GenericSchema<unknown, ResetPasswordForm> = v.pipe(
  v.object({
    password: password(),
    confirmedPassword: requiredText(),
    token: v.optional(v.nullable(text()), null),
  }),
  repeats('confirmedPassword', 'password'),
  fieldRule(
    'token',
    ACCOUNT_MESSAGE_KEYS.tokenUndefined,
    ['token'],
    (form) => !filled(form.token) && (form.token === undefined || form.token === null || typeof form.token === 'string'),
  ),
)

/**
 * The profile's password tab (spec §5 "Change password"): the old password required and at least 8 characters; the
 * new one too, and different from the old one; the repeat required and equal to the new one.
 */
export const changePasswordSchema: v.GenericSchema<unknown, ChangePasswordForm> = v.pipe(
  v.object({ oldPassword: password(), newPassword: password(), newPasswordAgain: requiredText() }),
  fieldRule(
    'newPassword',
    MESSAGE_KEYS.newDiffersFromOld,
    ['newPassword', 'oldPassword'],
    (form) => filled(form.newPassword) && form.newPassword === form.oldPassword,
  ),
  repeats('newPasswordAgain', 'newPassword'),
)

/**
 * The profile overview's edit form: names required and letters only (as the checkout's), e-mail required and
 * valid, phone required, country required; street, house number, postal code and city optional within the
 * address maxima of spec §9.
 */
export const profileFormSchema: v.GenericSchema<unknown, ProfileForm> = v.object({
  firstName: name(),
  lastName: name(),
  email: email(),
  contactPhone: requiredText(),
  street: optionalMax(ADDRESS_MAX_LENGTH.street),
  houseNumber: optionalMax(ADDRESS_MAX_LENGTH.houseNumber),
  zipCode: optionalMax(ADDRESS_MAX_LENGTH.zipCode),
  city: optionalMax(ADDRESS_MAX_LENGTH.city),
  country: v.pipe(v.string(), rules.required(), rules.maxLength(ADDRESS_MAX_LENGTH.country)),
})

const addressListSchema = v.optional(v.array(addressSchema))

function issuesOf(result: Result<unknown>): ValidationIssue[] {
  return result.ok ? [] : ((result.error as ValidationError).issues ?? [])
}

/**
 * Validates a registration form and, for a registration with addresses (spec §5 "Registration with addresses"),
 * its addresses with the checkout's address rules (issues at `addresses.0.city` and so on): the form, or a
 * `ValidationError` with every issue.
 *
 * @example
 * ```ts
 * import { isValidationError, type ValidationIssue } from '@vitrina/sdk'
 * import { validateRegistration } from '@vitrina/sdk/account'
 *
 * declare const form: Record<string, string>
 * declare function showErrors(issues: ValidationIssue[]): void
 *
 * const checked = validateRegistration(form)
 * if (!checked.ok && isValidationError(checked.error)) showErrors(checked.error.issues)
 * ```
 */
export function validateRegistration(form: unknown, addresses?: unknown): Result<RegistrationForm> {
  const checked = validate(registrationSchema, form)
  const issues = [...issuesOf(checked), ...issuesOf(validate(addressListSchema, addresses)).map((issue) => ({ ...issue, path: ['addresses', ...issue.path] }))]
  if (checked.ok && issues.length === 0) return checked
  return fail(
    new ValidationError({ issues, message: `Invalid registration: ${issues.map((issue) => `${issue.path.join('.')} ${issue.messageKey}`).join(', ')}` }),
  )
}

/** Validates the forgot-password form: the form, or a `ValidationError` whose issues carry message keys. */
export function validateForgotPassword(form: unknown): Result<ForgotPasswordForm> {
  return validate(forgotPasswordSchema, form)
}

/** Validates the reset-password form, token included: the form, or a `ValidationError` whose issues carry message keys. */
export function validateResetPassword(form: unknown): Result<ResetPasswordForm> {
  return validate(resetPasswordSchema, form)
}

/** Validates the change-password form: the form, or a `ValidationError` whose issues carry message keys. */
export function validateChangePassword(form: unknown): Result<ChangePasswordForm> {
  return validate(changePasswordSchema, form)
}

/** Validates the profile edit form: the form (blank optional fields as empty text), or a `ValidationError` whose issues carry message keys. */
export function validateProfileForm(form: unknown): Result<ProfileForm> {
  return validate(profileFormSchema, form)
}

/** The lone issue of a reset form without its token: what the service answers before anything else (spec §5). */
export function tokenUndefinedError(field = 'token'): ValidationError {
  return new ValidationError({
    issues: [{ path: [field], messageKey: ACCOUNT_MESSAGE_KEYS.tokenUndefined }],
    message: `${field}: ${ACCOUNT_MESSAGE_KEYS.tokenUndefined}`,
  })
}
