import * as z from 'zod/mini'
import { PASSWORD_MIN_LENGTH } from '../auth/auth.validation'
import { ADDRESS_MAX_LENGTH, addressSchema, lettersOnly } from '../checkout/checkout.address'
import { ValidationError } from '../errors/errors.classes'
import type { ValidationIssue } from '../errors/errors.types'
import { fail } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { validate } from '../validation/validation.issues'
import { rules } from '../validation/validation.rules'
import { ACCOUNT_MESSAGE_KEYS } from './account.messages.keys'
import type { ChangePasswordForm, ForgotPasswordForm, ProfileForm, RegistrationForm, ResetPasswordForm } from './account.types'

// The account forms of storefront spec §5. Each rule reports on its own field, and every field is checked in one
// pass: the cross-field rules (repeat, differs from old, token) run even when another field failed, so a person
// sees every problem at once.

type Fields = Record<string, unknown>

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** A rule of the whole form that reports on one field when `broken` says so. */
function fieldRule<T>(field: string, messageKey: string, broken: (form: Fields) => boolean): z.core.$ZodCheck<T> {
  return z.refine<T>((form) => !broken(form as Fields), {
    path: [field],
    error: messageKey,
    params: { messageKey },
    when: (payload) => isRecord(payload.value),
  })
}

/** Spec §5 'repeat password': reported on the repeat field once it is filled; blank is `required`'s to say. */
const repeats = <T>(field: string, original: string) =>
  fieldRule<T>(field, MESSAGE_KEYS.repeatPassword, (form) => filled(form[field]) && form[field] !== form[original])

const text = () => z.string()
const requiredText = () => z.string().check(rules.required())
const email = () => z.string().check(rules.required(), rules.email())
const password = () => z.string().check(rules.required(), rules.minLength(PASSWORD_MIN_LENGTH))
const name = () => z.string().check(rules.required(), lettersOnly())
const optionalMax = (length: number) => z._default(z.string().check(rules.maxLength(length)), '')

/**
 * The registration form (spec §5 "Registration without addresses"): first and last name required, e-mail required
 * and valid, password required and at least 8 characters, the repeat required and equal to the password.
 */
export const registrationSchema: z.ZodMiniType<RegistrationForm> = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: email(),
    password: password(),
    confirmedPassword: requiredText(),
    memberCardBarcode: z.optional(text()),
  })
  .check(repeats('confirmedPassword', 'password'))

/** The forgot-password form (spec §5): the username required and a valid e-mail. */
export const forgotPasswordSchema: z.ZodMiniType<ForgotPasswordForm> = z.object({ username: email() })

/**
 * The reset-password form (spec §5 "Reset password"): the new password required and at least 8 characters, the
 * repeat required and equal; a missing token is the issue `error.tokenUndefined` on `token`.
 */
export const resetPasswordSchema: z.ZodMiniType<ResetPasswordForm> = z
  .object({
    password: password(),
    confirmedPassword: requiredText(),
    token: z._default(z.nullable(text()), null),
  })
  .check(
    repeats('confirmedPassword', 'password'),
    fieldRule(
      'token',
      ACCOUNT_MESSAGE_KEYS.tokenUndefined,
      (form) => !filled(form.token) && (form.token === undefined || form.token === null || typeof form.token === 'string'),
    ),
  )

/**
 * The profile's password tab (spec §5 "Change password"): the old password required and at least 8 characters; the
 * new one too, and different from the old one; the repeat required and equal to the new one.
 */
export const changePasswordSchema: z.ZodMiniType<ChangePasswordForm> = z
  .object({ oldPassword: password(), newPassword: password(), newPasswordAgain: requiredText() })
  .check(
    fieldRule('newPassword', MESSAGE_KEYS.newDiffersFromOld, (form) => filled(form.newPassword) && form.newPassword === form.oldPassword),
    repeats('newPasswordAgain', 'newPassword'),
  )

/**
 * The profile overview's edit form: names required and letters only (as the checkout's), e-mail required and
 * valid, phone required, country required; street, house number, postal code and city optional within the
 * address maxima of spec §9.
 */
export const profileFormSchema: z.ZodMiniType<ProfileForm> = z.object({
  firstName: name(),
  lastName: name(),
  email: email(),
  contactPhone: requiredText(),
  street: optionalMax(ADDRESS_MAX_LENGTH.street),
  houseNumber: optionalMax(ADDRESS_MAX_LENGTH.houseNumber),
  zipCode: optionalMax(ADDRESS_MAX_LENGTH.zipCode),
  city: optionalMax(ADDRESS_MAX_LENGTH.city),
  country: z.string().check(rules.required(), rules.maxLength(ADDRESS_MAX_LENGTH.country)),
})

const addressListSchema = z.optional(z.array(addressSchema))

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
 * const checked = validateRegistration(form)
 * if (!checked.ok) showErrors(checked.error.issues)
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
