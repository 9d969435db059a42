/** Lifetimes of the tokens a sandbox issues, in seconds. */
export interface TokenSettings {
  /** Access tokens of the refresh, admin and social logins (`api/v1/login`, `api/v1/refresh`). */
  readonly accessTokenTtlSeconds: number
  /** The local strategy's one token (`api/auth/login`): it cannot be refreshed, so it lives longer. */
  readonly localTokenTtlSeconds: number
  /** Refresh tokens; each one is single use, so this bounds only an idle session. */
  readonly refreshTokenTtlSeconds: number
}

/** 15 minutes, 12 hours, 30 days (docs/contract/auth.md). */
export const DEFAULT_TOKEN_SETTINGS: TokenSettings = {
  accessTokenTtlSeconds: 900,
  localTokenTtlSeconds: 43_200,
  refreshTokenTtlSeconds: 2_592_000,
}

/** The token lifetimes of a sandbox from its options; a lifetime that is not a positive integer is a programmer error. */
export function resolveTokenSettings(options: { accessTokenTtlSeconds?: number; localTokenTtlSeconds?: number }): TokenSettings {
  const settings = { ...DEFAULT_TOKEN_SETTINGS }
  for (const key of ['accessTokenTtlSeconds', 'localTokenTtlSeconds'] as const) {
    const value = options[key]
    if (value === undefined) continue
    if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${key} must be a positive whole number of seconds, got ${value}.`)
    settings[key] = value
  }
  return settings
}
