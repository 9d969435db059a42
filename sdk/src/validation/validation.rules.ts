import * as v from 'valibot'
import { MESSAGE_KEYS } from '../messages/messages.keys'

/** What an SDK rule's issue carries: the message key and its placeholder values. */
export interface RuleIssueParams {
  /** Key of the message describing the problem. */
  messageKey: string
  /** Values for the message's placeholders. */
  params?: Record<string, string | number>
}

/**
 * A validation rule: a valibot check action (for `v.pipe(schema, ...rules)`) whose issue carries an SDK message key,
 * with its placeholder values, for {@link toValidationIssues}.
 */
export type Rule<T> = v.CheckAction<T, string>

/** The validation rule builders; each returns a {@link Rule} to put in a valibot `pipe`. */
export interface ValidationRules {
  /** The value is present: not undefined, null, blank text or an empty list. */
  required<T>(): Rule<T>
  /** The text is an e-mail address (blank text passes; combine with `required`). */
  email(): Rule<string>
  /** The text has at least `length` characters (blank text passes; combine with `required`). */
  minLength(length: number): Rule<string>
  /** The text has at most `length` characters. */
  maxLength(length: number): Rule<string>
  /** The value equals `value`. */
  sameAs<T>(value: string | number): Rule<T>
}

// Deliberately loose (something@something.tld): the server is the judge; this catches typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Makes a rule of your own: `test` passes the value, else the issue says `messageKey` (with `params` for its
 * placeholders), as the SDK's {@link rules} do.
 *
 * @example
 * ```ts
 * import { rule } from '@vitrina/sdk'
 * import * as v from 'valibot'
 *
 * const oib = v.pipe(v.string(), rule((value: string) => /^\d{11}$/.test(value), 'validation.invalid'))
 * ```
 */
export function rule<T>(test: (value: T) => boolean, messageKey: string, params?: Record<string, string | number>): Rule<T> {
  return v.check<T, string>(keyed(test, messageKey, params), messageKey)
}

/**
 * A copy of `test` that carries the rule's key and values: a failed check's issue names its requirement, which is how
 * {@link ruleOf} finds them.
 */
export function keyed<T>(test: (value: T) => boolean, messageKey: string, params?: Record<string, string | number>): (value: T) => boolean {
  const rule: RuleIssueParams = params ? { messageKey, params } : { messageKey }
  return Object.assign((value: T) => test(value), { rule })
}

/** The key and values an SDK rule's issue carries (see {@link rule}), or undefined for any other issue. */
export function ruleOf(issue: v.BaseIssue<unknown>): RuleIssueParams | undefined {
  return (issue.requirement as { rule?: RuleIssueParams } | undefined)?.rule
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
 * Validation rules as valibot checks whose issues carry `{ messageKey, params }` for the texts of `@vitrina/sdk/messages`.
 *
 * @example
 * ```ts
 * import { rules } from '@vitrina/sdk'
 * import * as v from 'valibot'
 *
 * const password = v.pipe(v.string(), rules.required(), rules.minLength(8))
 * ```
 */
export const rules: ValidationRules = /* @__PURE__ */ Object.freeze({
  required: <T>() =>
    rule<T>(
      (value) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && value.length === 0),
      MESSAGE_KEYS.required,
    ),
  email: () => rule<string>((value) => isBlank(value) || EMAIL.test(value), MESSAGE_KEYS.email),
  minLength: (length: number) => rule<string>((value) => isBlank(value) || characters(value) >= length, MESSAGE_KEYS.minLength, { length }),
  maxLength: (length: number) => rule<string>((value) => characters(value) <= length, MESSAGE_KEYS.maxLength, { length }),
  sameAs: <T>(value: string | number) => rule<T>((input) => input === value, MESSAGE_KEYS.sameAs, { value }),
})
