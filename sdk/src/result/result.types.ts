import type { SdkError } from '../errors/errors.classes'

/**
 * The outcome of an SDK call the caller must branch on: the data, or the error that stopped it.
 *
 * @remarks
 * Services never throw for expected failures (HTTP errors, network failures, invalid responses); they
 * return `{ ok: false, error }`. They throw only for programmer errors.
 */
export type Result<T> =
  | {
      /** The call succeeded. */
      ok: true
      /** What it answered. */
      data: T
    }
  | {
      /** The call failed. */
      ok: false
      /** Why: branch on its `code`, show its `messageKey`. */
      error: SdkError
    }
