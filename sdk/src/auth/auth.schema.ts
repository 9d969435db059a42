import * as v from 'valibot'
import type { AuthTokens, AuthUser } from './auth.types'

// Parsed non-strictly: extra fields a backend adds are dropped. Identity (id, email) and the tokens are
// required; the rest is tolerated when missing or null, because real backends leave them out for new users.

const idSchema = v.union([v.number(), v.string()])
const text = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => value ?? ''),
)
const textOrNull = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => value ?? null),
)

export const userSchema: v.GenericSchema<unknown, AuthUser> = v.object({
  id: idSchema,
  email: v.string(),
  details: v.pipe(
    v.optional(v.nullable(v.object({ firstName: text, lastName: text })), null),
    v.transform((details) => details ?? { firstName: '', lastName: '' }),
  ),
  company: v.pipe(
    v.optional(v.nullable(v.object({ name: text })), null),
    v.transform((company) => company ?? null),
  ),
  memberCardBarcode: textOrNull,
  addresses: v.pipe(
    v.optional(v.nullable(v.array(v.object({ id: idSchema, type: v.string() }))), null),
    v.transform((addresses) => addresses ?? []),
  ),
  isBackofficeUser: v.optional(v.boolean(), false),
  scope: v.pipe(
    v.optional(v.nullable(v.array(v.string())), null),
    v.transform((scope) => scope ?? []),
  ),
})

export const tokenPairSchema: v.GenericSchema<unknown, Required<AuthTokens>> = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
})

/** `POST api/v1/login` and `POST api/v1/user/social/oauth`: `data.tokens` and `data.user`. */
export const loginResponseSchema = v.object({
  tokens: tokenPairSchema,
  user: v.optional(userSchema),
})

/** `POST api/auth/login` (local strategy): one token, no refresh token. */
export const localLoginResponseSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  user: v.optional(userSchema),
})

/** A reply whose payload is not read (logout): anything inside the `{ data }` envelope. */
export const acknowledgedSchema = v.unknown()
