import type { Context } from 'hono'
import { all, sql } from '../db/db.statements'
import type { SandboxContext } from '../sandbox/sandbox.context'

/** How many attempts of one kind a subject may make within `windowMs`. */
export interface ThrottleRule {
  perAccount: number
  perClient: number
  windowMs: number
}

const FIFTEEN_MINUTES = 15 * 60_000

/**
 * Failed logins (issue 16): 5 per account and 20 per client in 15 minutes. The account's count is cleared by a
 * successful login; a throttled account is refused even with the right password, or guessing would go on.
 */
export const LOGIN_THROTTLE: ThrottleRule = { perAccount: 5, perClient: 20, windowMs: FIFTEEN_MINUTES }

/** Password-reset requests, each of which sends an e-mail: 5 per address and 20 per client in 15 minutes. */
export const PASSWORD_RESET_THROTTLE: ThrottleRule = { perAccount: 5, perClient: 20, windowMs: FIFTEEN_MINUTES }

/** The server text of a throttled call (429, with `Retry-After` in seconds). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Try again later.'

/** Who makes the attempts: the account (its e-mail, any case) and the client (its address). */
export interface ThrottleSubjects {
  account: string
  client: string
}

type ThrottleContext = Pick<SandboxContext, 'db' | 'clock'>

/**
 * The client's address: the connection's peer, or, when the peer is this machine (the shop's server rendering
 * for a shopper), the first `X-Forwarded-For` address it passes on. No connection (a request handed to
 * `app.fetch` in tests) counts as one client, `local`.
 */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  const peer = incoming?.socket?.remoteAddress
  if (!peer) return 'local'
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.')
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  return loopback && forwarded ? forwarded : peer
}

/** The subjects of a call: the account named by `username` and the client of the request. */
export function throttleSubjects(c: Context, username: string): ThrottleSubjects {
  return { account: username.trim().toLowerCase(), client: clientAddress(c) }
}

/**
 * How long, in ms, the subjects must wait before another attempt of `scope`: 0 when they may go on. The wait runs
 * until enough of the attempts in the window have left it.
 */
export function throttledForMs(context: ThrottleContext, scope: string, subjects: ThrottleSubjects, rule: ThrottleRule): number {
  const now = context.clock.now()
  const waits = [
    waitOf(context, `${scope}:account`, subjects.account, rule.perAccount, rule.windowMs, now),
    waitOf(context, `${scope}:client`, subjects.client, rule.perClient, rule.windowMs, now),
  ]
  return Math.max(...waits)
}

function waitOf(context: ThrottleContext, scope: string, subject: string, limit: number, windowMs: number, now: number): number {
  const recent = all<{ at: number }>(
    context.db,
    'SELECT at FROM throttle_attempts WHERE scope = ? AND subject = ? AND at > ? ORDER BY at DESC LIMIT ?',
    scope,
    subject,
    now - windowMs,
    limit,
  )
  if (recent.length < limit) return 0
  // The oldest of the last `limit` attempts: once it leaves the window, one more attempt is allowed.
  return recent[recent.length - 1]!.at + windowMs - now
}

/** Counts one attempt of `scope` for both subjects, and forgets attempts that have left every window. */
export function recordAttempt(context: ThrottleContext, scope: string, subjects: ThrottleSubjects, rule: ThrottleRule): void {
  const now = context.clock.now()
  context.db.transaction(() => {
    const insert = sql(context.db, 'INSERT INTO throttle_attempts (scope, subject, at) VALUES (?, ?, ?)')
    insert.run(`${scope}:account`, subjects.account, now)
    insert.run(`${scope}:client`, subjects.client, now)
    sql(context.db, 'DELETE FROM throttle_attempts WHERE scope LIKE ? AND at <= ?').run(`${scope}:%`, now - rule.windowMs)
  })()
}

/** Forgets the account's attempts of `scope` (a successful login); the client's stay counted. */
export function clearAccountAttempts(context: ThrottleContext, scope: string, subjects: ThrottleSubjects): void {
  sql(context.db, 'DELETE FROM throttle_attempts WHERE scope = ? AND subject = ?').run(`${scope}:account`, subjects.account)
}

/** The 429 answer of a throttled call: the envelope's `{ message, statusCode }` and `Retry-After` in whole seconds. */
export function tooManyAttempts(c: Context, waitMs: number): Response {
  return c.json({ message: TOO_MANY_ATTEMPTS_MESSAGE, statusCode: 429 }, 429, { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) })
}
