import * as z from 'zod/mini'
import type { Result } from '../result/result.types'
import { validate } from '../validation/validation.issues'
import { rules } from '../validation/validation.rules'
import type { NewsletterForm } from './newsletter.types'

/** The newsletter form (storefront spec §5 "Newsletter: email required and valid"); the e-mail is trimmed. */
export const newsletterSchema: z.ZodMiniType<NewsletterForm> = z.object({
  // Trimmed before the rules, so a pasted address with a space around it is not refused as invalid.
  email: z.pipe(
    z.pipe(
      z.string(),
      z.transform((email) => email.trim()),
    ),
    z.string().check(rules.required(), rules.email()),
  ),
})

/**
 * Validates the newsletter form: the form with its e-mail trimmed, or a `ValidationError` whose issues carry
 * message keys (`validation.required`, `validation.email`). The consents are checked with `validateConsents`.
 *
 * @example
 * ```ts
 * const checked = validateNewsletter({ email: 'ana@example.com' })
 * if (!checked.ok) showIssues(checked.error)
 * ```
 */
export function validateNewsletter(form: unknown): Result<NewsletterForm> {
  return validate(newsletterSchema, form)
}
