import type { SdkError } from '../errors/errors.classes'

/**
 * The outcome of an SDK call the caller must branch on: the data, or the error that stopped it.
 *
 * @remarks
 * Services never throw for expected failures (HTTP errors, network failures, invalid responses); they
 * return `{ ok: false, error }`. They throw only for programmer errors.
 */
export type Result<T> = { ok: true; data: T } | { ok: false; error: SdkError }
