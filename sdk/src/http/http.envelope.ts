import type * as v from 'valibot'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import { invalidResponseError } from './http.errors'

const MAX_REPORTED_ISSUES = 3

/**
 * Unwraps `{ data }` and parses the payload; anything the schema does not accept becomes `INVALID_RESPONSE`. The
 * schema's own Standard Schema `validate` is used, so the transport itself imports no valibot: a bundler that puts
 * the library in one chunk (it is one module) then keeps it out of the chunk every page loads.
 */
export function unwrapEnvelope<T>(body: unknown, schema: v.GenericSchema<unknown, T>, requestLabel: string): Result<T> {
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    return fail(invalidResponseError('the body has no "data" envelope', requestLabel))
  }
  const parsed = schema['~standard'].validate((body as { data: unknown }).data) as v.OutputDataset<T, v.BaseIssue<unknown>>
  if (!parsed.issues) return ok(parsed.value)
  const detail = parsed.issues
    .slice(0, MAX_REPORTED_ISSUES)
    .map((issue) => `data${(issue.path ?? []).map(({ key }) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}: ${issue.message}`)
    .join('; ')
  return fail(invalidResponseError(detail, requestLabel, parsed.issues))
}
