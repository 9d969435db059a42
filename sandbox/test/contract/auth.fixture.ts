import { DEMO_ACCOUNTS, SANDBOX_SITE } from '../../src/seed/seed.constants'
import type { Sandbox } from '../../src/sandbox/sandbox.types'
import { call, json, SHOP_HEADERS } from '../sandbox.fixture'

/** One of the seeded accounts. */
export type Account = { readonly email: string; readonly password: string }

/** What a successful `POST api/v1/login` answers. */
export interface LoginData {
  tokens: { accessToken: string; refreshToken: string }
  user: Record<string, unknown> & { id: number; email: string; isBackofficeUser: boolean }
}

/** Logs `account` in with the refresh strategy and returns `data`; fails the test on anything but 200. */
export async function login(sandbox: Sandbox, account: Account = DEMO_ACCOUNTS.shopper, extra: Record<string, unknown> = {}): Promise<LoginData> {
  const { status, body } = await json(
    call(sandbox, 'POST', '/api/v1/login', { body: { username: account.email, password: account.password, apiKey: SANDBOX_SITE.apiKey, ...extra } }),
  )
  if (status !== 200) throw new Error(`login answered ${status}: ${JSON.stringify(body)}`)
  return body.data as LoginData
}

/** The shop headers plus `Authorization: Bearer <token>`. */
export function withBearer(token: string): Record<string, string> {
  return { ...SHOP_HEADERS, Authorization: `Bearer ${token}` }
}

/** The payload of a JWT, read the way a client reads it: without the key. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
}

/** A clock the test moves by hand, starting at 2026-06-15T10:00Z. */
export function manualClock(): { now(): number; advance(seconds: number): void; reset(): void } {
  const start = Date.UTC(2026, 5, 15, 10, 0, 0)
  let now = start
  return {
    now: () => now,
    advance: (seconds) => {
      now += seconds * 1000
    },
    reset: () => {
      now = start
    },
  }
}
