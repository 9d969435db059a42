import { fail } from './http.errors'

// Readers of request input (JSON body fields and query parameters) that answer the sandbox's 400s:
// `<path> must be ...`, with the same text in `errors: [{ path, message }]` so a form can point at the field.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Whether `text` looks like an e-mail address (something@host.tld, no spaces). */
export function isEmail(text: string): boolean {
  return EMAIL.test(text)
}

/** Fails with 400 for the input at `path`. */
export function invalid(path: string, message: string): never {
  return fail(400, message, [{ path, message }])
}

/** A positive integer id from a body value or query text (`17` or `"17"`); undefined when absent or empty. */
export function optionalId(value: unknown, path: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) invalid(path, `${path} must be a positive integer.`)
  return n
}

/** Like {@link optionalId} but the value must be present. */
export function requiredId(value: unknown, path: string): number {
  const id = optionalId(value, path)
  if (id === undefined) invalid(path, `${path} must be a positive integer.`)
  return id
}

/** A list of positive integer ids: an array of numbers or numeric strings, or a comma-separated string. */
export function optionalIdList(value: unknown, path: string): number[] | undefined {
  if (value === undefined || value === null) return undefined
  const items = typeof value === 'string' ? value.split(',').filter((item) => item.trim() !== '') : value
  const message = `${path} must be a list of positive integers.`
  if (!Array.isArray(items)) invalid(path, message)
  return items.map((item) => {
    const n = typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : item
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) invalid(path, message)
    return n
  })
}

/** A list of non-empty strings (or one comma-separated string). */
export function optionalStringList(value: unknown, path: string): string[] | undefined {
  if (value === undefined || value === null) return undefined
  const items =
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string' && item.trim() !== '')) {
    invalid(path, `${path} must be a list of non-empty strings.`)
  }
  return items.map((item: string) => item.trim())
}

/** A string of at most `max` characters, trimmed; undefined when absent. */
export function optionalString(value: unknown, path: string, max = 200): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') invalid(path, `${path} must be a string.`)
  if (value.length > max) invalid(path, `${path} must be at most ${max} characters.`)
  return value.trim()
}

/** A boolean; also `"true"`/`"false"`/`"1"`/`"0"` (query text). Undefined when absent. */
export function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value === 'boolean') return value
  if (value === 'true' || value === '1' || value === 1) return true
  if (value === 'false' || value === '0' || value === 0) return false
  return invalid(path, `${path} must be a boolean.`)
}

/** An ISO date (`2026-06-01`) or date-time; undefined when absent. Returns the text as given. */
export function optionalDate(value: unknown, path: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    invalid(path, `${path} must be an ISO date or date-time.`)
  }
  return value
}

/** Paging of a list request. */
export interface Paging {
  page: number
  limit: number
}

/** Options of {@link readPaging}. */
export interface PagingRules {
  defaultLimit: number
  maxLimit: number
  /** Lifts `maxLimit` (the product filter's `allowUnlimited`). */
  unlimited?: boolean
}

/** Reads `page` (default 1) and `limit` (or `perPage`), each a positive integer, `limit` at most `maxLimit`. */
export function readPaging(input: Record<string, unknown>, rules: PagingRules): Paging {
  const page = integerAtLeastOne(input.page, 'page') ?? 1
  const limit =
    integerAtLeastOne(input.limit ?? input.perPage, input.limit === undefined && input.perPage !== undefined ? 'perPage' : 'limit') ?? rules.defaultLimit
  if (!rules.unlimited && limit > rules.maxLimit) invalid('limit', `limit must be at most ${rules.maxLimit}.`)
  return { page, limit }
}

function integerAtLeastOne(value: unknown, path: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) invalid(path, `${path} must be a positive integer.`)
  return n
}

/** A sort request: `{ param, order }` with `param` from `params` and `order` asc or desc (default asc). */
export function optionalSort<P extends string>(value: unknown, params: readonly P[]): { param: P; order: 'asc' | 'desc' } | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) invalid('sort', 'sort must be an object { param, order }.')
  const { param, order } = value as { param?: unknown; order?: unknown }
  if (typeof param !== 'string' || !(params as readonly string[]).includes(param)) {
    invalid('sort.param', `sort.param must be one of ${params.join(', ')}.`)
  }
  const direction = order === undefined || order === null ? 'asc' : typeof order === 'string' ? order.toLowerCase() : order
  if (direction !== 'asc' && direction !== 'desc') invalid('sort.order', 'sort.order must be asc or desc.')
  return { param: param as P, order: direction }
}
