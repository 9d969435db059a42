import type { SdkError } from '../errors/errors.classes'
import type { Result } from '../result/result.types'

export function ok<T>(data: T): Result<T> {
  return { ok: true, data }
}

export function fail<T = never>(error: SdkError): Result<T> {
  return { ok: false, error }
}

/** Maps the data of a successful result and passes a failure through unchanged. */
export function mapResult<T, U>(result: Result<T>, map: (data: T) => U): Result<U> {
  return result.ok ? { ok: true, data: map(result.data) } : result
}
