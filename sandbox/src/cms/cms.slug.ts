import { invalid } from '../http/http.input'

/** The shortest slug the back office accepts (back-office spec §5 and §9: "Slug minimum 4 characters"). */
export const SLUG_MIN_LENGTH = 4
const SLUG_MAX_LENGTH = 200
// The SDK's rule (sdk/src/links/links.form.ts `slugProblem`): lowercase letters without diacritics and digits,
// in words joined by single hyphens. The sandbox cannot import the SDK, so the pattern is written here again.
const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The server texts of the slug rule, for the body path `path` (`slug`, `slugMain`). */
export const slugMessages = (path: string) =>
  ({
    required: `${path} is required.`,
    tooShort: `${path} must be at least ${SLUG_MIN_LENGTH} characters.`,
    tooLong: `${path} must be at most ${SLUG_MAX_LENGTH} characters.`,
    format: `${path} must be lowercase letters (a-z) and digits, in words joined by single hyphens (like o-nama).`,
  }) as const

/**
 * Reads a slug at `path`, or fails with 400 naming the first rule broken, in the SDK's order: length before
 * format, so `ab` is too short rather than badly formed.
 */
export function readSlug(value: unknown, path: string): string {
  const messages = slugMessages(path)
  if (value === undefined || value === null || value === '') invalid(path, messages.required)
  if (typeof value !== 'string') invalid(path, messages.format)
  if (value.length < SLUG_MIN_LENGTH) invalid(path, messages.tooShort)
  if (value.length > SLUG_MAX_LENGTH) invalid(path, messages.tooLong)
  if (!SLUG_FORMAT.test(value)) invalid(path, messages.format)
  return value
}

/** `base`, else `base-2`, `base-3` ...: the first that `isTaken` refuses, for keys that must stay unique. */
export function firstFreeKey(base: string, isTaken: (key: string) => boolean): string {
  if (!isTaken(base)) return base
  for (let n = 2; ; n += 1) {
    const key = `${base}-${n}`
    if (!isTaken(key)) return key
  }
}
