import type { SandboxEnv } from '../http/http.env'

/** An address of a user, as the wire carries it (`country` is the country id, e.g. 191 for Croatia). */
export interface WireAddress {
  id: number
  type: 'main' | 'billing' | 'shipping' | 'other'
  firstName: string
  lastName: string
  street: string
  houseNumber: string
  city: string
  zipCode: string
  country: number
  contactEmail: string
  contactPhone: string
}

/** The user object of login and profile answers. Never carries a password hash. */
export interface WireUser {
  id: number
  email: string
  username: string
  details: { firstName: string; lastName: string }
  company: { name: string } | null
  memberCardBarcode: string | null
  addresses: WireAddress[]
  isBackofficeUser: boolean
  scope: string[]
}

/** Who made a request, from a valid access token; read fresh from the database on every request. */
export interface AuthPrincipal {
  userId: number
  email: string
  isBackofficeUser: boolean
  scope: string[]
  /** The login session the token belongs to (logout revokes it). */
  sessionId: number
  /** The access token's id. */
  jti: string
}

/** Hono environment of a handler behind `requireUser` / `requireBackofficeUser`: `c.get('auth')`. */
export type AuthEnv = { Variables: { auth: AuthPrincipal } }

/** Hono environment of a handler behind `optionalUser`: `c.get('auth')` is undefined for anonymous calls. */
export type OptionalAuthEnv = { Variables: { auth: AuthPrincipal | undefined } }

/** Hono environment of an `api/` handler that reads the site and languages and, behind `requireUser`, `c.get('auth')`. */
export type SiteAuthEnv = { Variables: SandboxEnv['Variables'] & { auth: AuthPrincipal } }
