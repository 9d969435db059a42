import { isValidationError, type Result, type ValidationIssue } from '@vitrina/sdk'

/**
 * What a route's action answers to a form that was posted before the page's JavaScript ran (login, registration,
 * forgotten and new password), for the page to show: the failure's message key above the button, the issues per
 * field, and the values that were sent so the shopper need not type them again. Passwords are never among them.
 */
export interface FormActionData {
  /** The message key of a refusal that belongs to no field (`core.notifications.userExists` ...). */
  formError?: string | null
  /** The values of its text's placeholders (the minutes of a throttled login's wait). */
  formErrorParams?: Readonly<Record<string, string | number>>
  /** The issues of the fields, as the SDK's rules reported them. */
  issues?: ValidationIssue[]
  /** The non-secret values that were sent, by field name. */
  values?: Record<string, string>
}

/** The first issue of each field (by the first segment of its path): a field shows one message at a time. */
export type IssuesByField = Partial<Record<string, ValidationIssue>>

/** The issues keyed by field, the first of each kept. */
export function issuesByField(issues: readonly ValidationIssue[]): IssuesByField {
  const byField: IssuesByField = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (!byField[field]) byField[field] = issue
  }
  return byField
}

/** The issues of a validation result: none when it passed (or failed for another reason than its rules). */
export function issuesOf(result: Result<unknown>): ValidationIssue[] {
  return !result.ok && isValidationError(result.error) ? result.error.issues : []
}
