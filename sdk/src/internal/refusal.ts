import { ValidationError } from '../errors/errors.classes'
import type { Result } from '../result/result.types'
import { fail } from './result'

/** The outcome of input refused before any request is sent: a validation error naming the field at `path`. */
export function refused(path: string, messageKey: string): Result<never> {
  return fail(new ValidationError({ issues: [{ path: [path], messageKey }] }))
}
