import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** One validation problem, named by the body path it concerns. */
export interface FieldError {
  path: string
  message: string
}

/** A failure the sandbox answers with `{ message, statusCode }` (and `errors` for validation). */
export class HttpFailure extends Error {
  override readonly name = 'HttpFailure'
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message)
  }
}

/** Throws a failure with `status` and the server text `message`. */
export function fail(status: ContentfulStatusCode, message: string, errors?: FieldError[]): never {
  throw new HttpFailure(status, message, errors)
}

/** The wire body of a failure. */
export function failureBody(status: number, message: string, errors?: FieldError[]): Record<string, unknown> {
  return errors ? { message, statusCode: status, errors } : { message, statusCode: status }
}
