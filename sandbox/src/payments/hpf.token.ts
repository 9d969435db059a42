import { createHmac, timingSafeEqual } from 'node:crypto'
import type Database from 'better-sqlite3'
import { signingSecret } from '../auth/token.secret'
import type { SandboxClock } from '../sandbox/sandbox.types'

/** How long the payment URL that `order/create` hands out stays usable, on the sandbox's clock. */
export const HPF_TOKEN_LIFETIME_MS = 30 * 60 * 1000

/** Why the hosted payment page refuses a token. */
export type HpfTokenProblem = 'missing' | 'invalid' | 'expired'

/** What the hosted payment page answers (403) for each refused token. */
export const HPF_TOKEN_MESSAGES: Record<HpfTokenProblem, string> = {
  missing: 'This payment link has no token: start the payment from the shop.',
  invalid: 'This payment link is not valid for this order: start the payment from the shop.',
  expired: 'This payment link has expired (it is valid for 30 minutes): go back to the shop and place the order again.',
}

/**
 * The key of payment tokens, derived from the sandbox's token secret (a per-sandbox random key kept in its
 * database): a file sandbox that restarts still accepts the links it handed out, and an access token's signature
 * can never pass as a payment token.
 */
function paymentKey(db: Database.Database, clock: SandboxClock): Buffer {
  const secret = signingSecret(db, new Date(clock.now()).toISOString())
  return createHmac('sha256', secret).update('vitrina-sandbox/hpf-token/v1').digest()
}

function mac(key: Buffer, orderId: number, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`${orderId}.${expiresAt}`).digest()
}

/** A token that lets the hosted payment page act on `orderId` for {@link HPF_TOKEN_LIFETIME_MS}: `{expiresAt}.{hmac}`. */
export function signHpfToken(db: Database.Database, clock: SandboxClock, orderId: number): string {
  const expiresAt = clock.now() + HPF_TOKEN_LIFETIME_MS
  return `${expiresAt}.${mac(paymentKey(db, clock), orderId, expiresAt).toString('base64url')}`
}

/** Undefined when `token` is a live token for `orderId`, else why not. */
export function checkHpfToken(db: Database.Database, clock: SandboxClock, orderId: number, token: string | undefined): HpfTokenProblem | undefined {
  if (!token) return 'missing'
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return 'invalid'
  const expiresAt = Number(match[1])
  const expected = mac(paymentKey(db, clock), orderId, expiresAt)
  const given = Buffer.from(match[2]!, 'base64url')
  // Signature before expiry: a forged token reads as invalid whatever time it claims.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  return clock.now() >= expiresAt ? 'expired' : undefined
}
