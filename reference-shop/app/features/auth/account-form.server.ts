import { isValidationError, type SdkError } from '@vitrina/sdk'
import { data } from 'react-router'
import type { FormActionData } from './account-form'

/** A posted text field, or empty text when it is missing (or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * A route action's answer to a refused form: the failure's message key (or the field issues of a validation
 * error) and the non-secret values, with the status of the refusal, for the page to show.
 */
export function refusedForm(error: SdkError, values: Record<string, string>, headers: Headers) {
  const validation = isValidationError(error)
  const body: FormActionData = {
    formError: validation ? null : error.messageKey,
    ...(!validation && error.messageParams ? { formErrorParams: error.messageParams } : {}),
    issues: validation ? error.issues : [],
    values,
  }
  const status = error.status >= 400 && error.status < 600 ? error.status : validation ? 400 : 502
  return data(body, { status, headers })
}
