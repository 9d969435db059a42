import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'

/**
 * The site's review settings (site_settings key `comments`). Back-office spec §6 lists the site settings "comments
 * restricted to registered users; admin publishing required for comments; one comment per user": the sandbox keeps
 * the first and the last always on (storefront spec §6 "reviews (one per user, only own editable; login required)")
 * and lets the test kit switch reviews off and the admin publishing step.
 */
export interface CommentSettings {
  /** Reviews can be written at all; off, `comment/create` and `comment/update` answer 409 `Comments disabled.` */
  enabled: boolean
  /** A new or edited review waits for a back-office user to publish it (`pending`, not listed) before it counts. */
  requiresApproval: boolean
}

const DEFAULTS: CommentSettings = { enabled: true, requiresApproval: true }

/** Reads the review settings of a site; a site without the row gets the defaults (enabled, admin publishing). */
export function readCommentSettings(db: Database.Database, siteId: number): CommentSettings {
  const row = one<{ value: string }>(db, "SELECT value FROM site_settings WHERE site_id = ? AND key = 'comments'", siteId)
  return { ...DEFAULTS, ...(row ? (JSON.parse(row.value) as Partial<CommentSettings>) : {}) }
}

/** Replaces the review settings of a site. */
export function writeCommentSettings(db: Database.Database, siteId: number, settings: CommentSettings): void {
  sql(db, "INSERT OR REPLACE INTO site_settings (site_id, key, value) VALUES (?, 'comments', ?)").run(siteId, JSON.stringify(settings))
}
