import * as v from 'valibot'
import type { Result } from '../result/result.types'
import { validate } from '../validation/validation.issues'
import { rules } from '../validation/validation.rules'
import type { NewsletterForm } from './newsletter.types'

/** The newsletter form (storefront spec §5 "Newsletter: email required and valid"); the e-mail is trimmed. */
export const newsletterSchema: v.GenericSchema<unknown, NewsletterForm> = v.object({
  // Trimmed before the rules, so a pasted address with a space around it is not refused as invalid.
  email: v.pipe(
    v.pipe(
      v.string(),
      v.transform((email) => email.trim()),
    ),
    v.pipe(v.string(), rules.required(), rules.email()),
  ),
})

/**
 * Validates the newsletter form: the form with its e-mail trimmed, or a `ValidationError` whose issues carry
 * message keys (`validation.required`, `validation.email`). The consents are checked with `validateConsents`.
 *
 * @example
 * ```ts
 * import type { SdkError } from '@vitrina/sdk'
 * import { validateNewsletter } from '@vitrina/sdk/forms'
 *
 * declare function showIssues(error: SdkError): void
 *
 * const checked = validateNewsletter({ email: 'ana@example.com' })
 * if (!checked.ok) showIssues(checked.error)
 * ```
 */
export function validateNewsletter(form: unknown): Result<NewsletterForm> {
  return validate(newsletterSchema, form)
}
