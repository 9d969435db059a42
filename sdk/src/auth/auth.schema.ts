import * as z from 'zod/mini'
import type { AuthTokens, AuthUser } from './auth.types'

// Parsed non-strictly: extra fields a backend adds are dropped. Identity (id, email) and the tokens are
// required; the rest is tolerated when missing or null, because real backends leave them out for new users.

const idSchema = z.union([z.number(), z.string()])
const text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? ''),
)
const textOrNull = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? null),
)

export const userSchema: z.ZodMiniType<AuthUser> = z.object({
  id: idSchema,
  email: z.string(),
  details: z.pipe(
    z.optional(z.nullable(z.object({ firstName: text, lastName: text }))),
    z.transform((details) => details ?? { firstName: '', lastName: '' }),
  ),
  company: z.pipe(
    z.optional(z.nullable(z.object({ name: text }))),
    z.transform((company) => company ?? null),
  ),
  memberCardBarcode: textOrNull,
  addresses: z.pipe(
    z.optional(z.nullable(z.array(z.object({ id: idSchema, type: z.string() })))),
    z.transform((addresses) => addresses ?? []),
  ),
  isBackofficeUser: z._default(z.boolean(), false),
  scope: z.pipe(
    z.optional(z.nullable(z.array(z.string()))),
    z.transform((scope) => scope ?? []),
  ),
})

export const tokenPairSchema: z.ZodMiniType<Required<AuthTokens>> = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
})

/** `POST api/v1/login` and `POST api/v1/user/social/oauth`: `data.tokens` and `data.user`. */
export const loginResponseSchema = z.object({
  tokens: tokenPairSchema,
  user: z.optional(userSchema),
})

/** `POST api/auth/login` (local strategy): one token, no refresh token. */
export const localLoginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: z.optional(userSchema),
})

/** A reply whose payload is not read (logout): anything inside the `{ data }` envelope. */
export const acknowledgedSchema = z.unknown()
