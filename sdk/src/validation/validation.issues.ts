import * as z from 'zod/mini'
import { ValidationError } from '../errors/errors.classes'
import type { ValidationIssue } from '../errors/errors.types'
import { fail, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'

function isRuleParams(value: unknown): value is { messageKey: string; params?: Record<string, string | number> } {
  return typeof value === 'object' && value !== null && typeof (value as { messageKey?: unknown }).messageKey === 'string'
}

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === ''
}

/** Turns zod issues into message-keyed issues; issues of SDK rules keep their key, others get a fitting or placeholder key. */
export function toValidationIssues(issues: readonly z.core.$ZodIssue[]): ValidationIssue[] {
  return issues.map((issue) => {
    const path = issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))
    if (issue.code === 'custom' && isRuleParams(issue.params)) {
      return { path, messageKey: issue.params.messageKey, ...(issue.params.params ? { params: issue.params.params } : {}) }
    }
    // A field that is absent fails its type check before any rule runs; to a person that means "required".
    if (issue.code === 'invalid_type' && isMissing(issue.input)) return { path, messageKey: MESSAGE_KEYS.required }
    // Spec: "Unknown validation errors give a placeholder message."
    return { path, messageKey: MESSAGE_KEYS.invalid }
  })
}

/**
 * Validates a value against a schema built with {@link rules}: the parsed value, or a `ValidationError`
 * whose issues carry message keys.
 */
export function validate<T>(schema: z.ZodMiniType<T>, value: unknown): Result<T> {
  // reportInput: the missing-value check above needs to see what the field held.
  const parsed = z.safeParse(schema, value, { reportInput: true })
  if (parsed.success) return ok(parsed.data)
  const issues = toValidationIssues(parsed.error.issues)
  return fail(
    new ValidationError({ issues, message: `Invalid input: ${issues.map((issue) => `${issue.path.join('.') || '(value)'} ${issue.messageKey}`).join(', ')}` }),
  )
}
