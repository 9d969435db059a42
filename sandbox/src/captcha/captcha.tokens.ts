import type Database from 'better-sqlite3'
import { hashToken, randomToken } from '../auth/token.opaque'
import { one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { CAPTCHA_MESSAGES, CAPTCHA_SITE_KEYS, CAPTCHA_TOKEN_LIFETIME_MS } from './captcha.keys'

/** Hands out a one-time token for `siteKey` (the script's execute step); 400 for a key the captcha does not know. */
export function issueCaptchaToken(db: Database.Database, siteKey: unknown, now: number): string {
  if (siteKey !== CAPTCHA_SITE_KEYS.pass && siteKey !== CAPTCHA_SITE_KEYS.fail)
    fail(400, CAPTCHA_MESSAGES.unknownSiteKey, [{ path: 'sitekey', message: CAPTCHA_MESSAGES.unknownSiteKey }])
  const token = randomToken(32)
  sql(db, 'INSERT INTO captcha_tokens (token_hash, site_key, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    siteKey,
    new Date(now + CAPTCHA_TOKEN_LIFETIME_MS).toISOString(),
    new Date(now).toISOString(),
  )
  return token
}

/**
 * The verify step of a form post: the site's key must be the one sent (`g-recaptcha-key`), the response a token
 * the script issued for it, unused and not expired, and the key the passing one. A verified token is used up;
 * every failure answers 400 before the form's data is looked at.
 */
export function verifyCaptcha(db: Database.Database, siteKey: string, body: Record<string, unknown>, now: number): void {
  const response = body['g-recaptcha-response']
  if (typeof response !== 'string' || response === '')
    fail(400, CAPTCHA_MESSAGES.responseRequired, [{ path: 'g-recaptcha-response', message: CAPTCHA_MESSAGES.responseRequired }])
  if (body['g-recaptcha-key'] !== siteKey) fail(400, CAPTCHA_MESSAGES.wrongSiteKey, [{ path: 'g-recaptcha-key', message: CAPTCHA_MESSAGES.wrongSiteKey }])
  const row = one<{ id: number; site_key: string; expires_at: string; used_at: string | null }>(
    db,
    'SELECT id, site_key, expires_at, used_at FROM captcha_tokens WHERE token_hash = ?',
    hashToken(response),
  )
  const verified = row && row.site_key === siteKey && siteKey === CAPTCHA_SITE_KEYS.pass && row.used_at === null && now < Date.parse(row.expires_at)
  if (!verified) fail(400, CAPTCHA_MESSAGES.verificationFailed, [{ path: 'g-recaptcha-response', message: CAPTCHA_MESSAGES.verificationFailed }])
  sql(db, 'UPDATE captcha_tokens SET used_at = ? WHERE id = ?').run(new Date(now).toISOString(), row.id)
}
