import * as v from 'valibot'
import { ValidationError } from '../errors/errors.classes'
import type { ValidationIssue } from '../errors/errors.types'
import { fail, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { ruleOf } from './validation.rules'

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === ''
}

/**
 * Turns valibot issues into message-keyed issues: issues of SDK rules (see {@link rule}) keep their key and values, a
 * form-wide check's issue its message (which is a key), others get a fitting or placeholder key.
 */
export function toValidationIssues(issues: readonly v.BaseIssue<unknown>[]): ValidationIssue[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map(({ key }) => (typeof key === 'number' ? key : String(key)))
    const rule = ruleOf(issue)
    if (rule) return { path, messageKey: rule.messageKey, ...(rule.params ? { params: rule.params } : {}) }
    if (issue.type === 'raw_check') return { path, messageKey: issue.message }
    // A field that is absent fails its type check before any rule runs; to a person that means "required".
    if (issue.kind === 'schema' && isMissing(issue.input)) return { path, messageKey: MESSAGE_KEYS.required }
    // Spec: "Unknown validation errors give a placeholder message."
    return { path, messageKey: MESSAGE_KEYS.invalid }
  })
}

/**
 * Validates a value against a schema built with {@link rules}: the parsed value, or a `ValidationError`
 * whose issues carry message keys.
 */
export function validate<T>(schema: v.GenericSchema<unknown, T>, value: unknown): Result<T> {
  const parsed = v.safeParse(schema, value)
  if (parsed.success) return ok(parsed.output)
  const issues = toValidationIssues(parsed.issues)
  return fail(
    new ValidationError({ issues, message: `Invalid input: ${issues.map((issue) => `${issue.path.join('.') || '(value)'} ${issue.messageKey}`).join(', ')}` }),
  )
}
