import * as z from 'zod/mini'
import { MESSAGE_KEYS, type MessageKey } from '../messages/messages.keys'

/** What an SDK rule puts into a zod issue's `params`: the message key and its placeholder values. */
export interface RuleIssueParams {
  /** Key of the message describing the problem. */
  messageKey: MessageKey
  /** Values for the message's placeholders. */
  params?: Record<string, string | number>
}

/** The validation rule builders; each returns a zod check to pass to `.check(...)`. */
export interface ValidationRules {
  /** The value is present: not undefined, null, blank text or an empty list. */
  required(): z.core.$ZodCheck<unknown>
  /** The text is an e-mail address (blank text passes; combine with `required`). */
  email(): z.core.$ZodCheck<string>
  /** The text has at least `length` characters (blank text passes; combine with `required`). */
  minLength(length: number): z.core.$ZodCheck<string>
  /** The text has at most `length` characters. */
  maxLength(length: number): z.core.$ZodCheck<string>
  /** The value equals `value`. */
  sameAs(value: string | number): z.core.$ZodCheck<unknown>
}

// Deliberately loose (something@something.tld): the server is the judge; this catches typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function rule<T>(test: (value: T) => boolean, messageKey: MessageKey, params?: Record<string, string | number>): z.core.$ZodCheck<T> {
  const issueParams: RuleIssueParams = params ? { messageKey, params } : { messageKey }
  return z.refine<T>(test, { error: messageKey, params: issueParams as unknown as Record<string, unknown> })
}

/** Blank text is `required`'s to report; the other rules pass it so a person sees one message, not three. */
function isBlank(text: string): boolean {
  return text.trim() === ''
}

/** Counts characters as people see them (code points), so 'ž' or an emoji counts once. */
function characters(text: string): number {
  return [...text].length
}

/**
 * Validation rules as zod/mini checks whose issues carry `{ messageKey, params }` for {@link sdkMessages}.
 *
 * @example
 * ```ts
 * const password = z.string().check(rules.required(), rules.minLength(8))
 * ```
 */
export const rules: ValidationRules = /* @__PURE__ */ Object.freeze({
  required: () =>
    rule<unknown>(
      (value) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && value.length === 0),
      MESSAGE_KEYS.required,
    ),
  email: () => rule<string>((value) => isBlank(value) || EMAIL.test(value), MESSAGE_KEYS.email),
  minLength: (length: number) => rule<string>((value) => isBlank(value) || characters(value) >= length, MESSAGE_KEYS.minLength, { length }),
  maxLength: (length: number) => rule<string>((value) => characters(value) <= length, MESSAGE_KEYS.maxLength, { length }),
  sameAs: (value: string | number) => rule<unknown>((input) => input === value, MESSAGE_KEYS.sameAs, { value }),
})
