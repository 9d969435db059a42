import * as v from 'valibot'
import type { Result } from '../result/result.types'
import { validate } from '../validation/validation.issues'
import { rules } from '../validation/validation.rules'
import type { PasswordCredentials } from './auth.types'

/** Storefront spec §5, "Login": the password minimum. */
export const PASSWORD_MIN_LENGTH = 8

/**
 * The login form's rules (storefront spec §5): username required and a valid e-mail; password required, at
 * least 8 characters. Issues carry `validation.required`, `validation.email` and `validation.minLength`.
 */
export const loginSchema: v.GenericSchema<unknown, PasswordCredentials> = v.object({
  username: v.pipe(v.string(), rules.required(), rules.email()),
  password: v.pipe(v.string(), rules.required(), rules.minLength(PASSWORD_MIN_LENGTH)),
})

/**
 * Validates a login form: the credentials, or a `ValidationError` whose issues carry message keys by field.
 *
 * @example
 * ```ts
 * import { validateLogin } from '@vitrina/sdk'
 *
 * declare const form: { email: string; password: string }
 *
 * const checked = validateLogin({ username: form.email, password: form.password })
 * if (checked.ok) await shop.auth.login(checked.data)
 * ```
 */
export function validateLogin(input: unknown): Result<PasswordCredentials> {
  return validate(loginSchema, input)
}
