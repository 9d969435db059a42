import type Database from 'better-sqlite3'
import { all, sql } from '../db/db.statements'
import { invalid } from '../http/http.input'

/** One general setting of a user as the wire carries it (`settings/general/user`). */
export interface GeneralSetting {
  group: string
  key: string
  value: string
}

/** The languages the admin UI is written in: the value of the setting `global` / `language` must be one of them. */
export const ADMIN_UI_LANGUAGES = ['hr', 'sl', 'en', 'de'] as const

const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,49}$/

/** A user's general settings, optionally only those of one group and key, ordered by group and key. */
export function readGeneralSettings(db: Database.Database, userId: number, filter: { group?: string; key?: string }): GeneralSetting[] {
  return all<GeneralSetting>(
    db,
    `SELECT setting_group AS "group", key, value FROM user_settings
     WHERE user_id = ? AND (? IS NULL OR setting_group = ?) AND (? IS NULL OR key = ?)
     ORDER BY setting_group, key`,
    userId,
    filter.group ?? null,
    filter.group ?? null,
    filter.key ?? null,
    filter.key ?? null,
  )
}

/** Sets one setting of a user (`value` null removes it); the admin UI language must be one the admin UI has. */
export function writeGeneralSetting(db: Database.Database, userId: number, setting: { group: string; key: string; value: string | null }, now: string): void {
  if (setting.value === null) {
    sql(db, 'DELETE FROM user_settings WHERE user_id = ? AND setting_group = ? AND key = ?').run(userId, setting.group, setting.key)
    return
  }
  if (setting.group === 'global' && setting.key === 'language' && !(ADMIN_UI_LANGUAGES as readonly string[]).includes(setting.value)) {
    invalid('value', `value of the global language must be one of ${ADMIN_UI_LANGUAGES.join(', ')}.`)
  }
  sql(db, 'INSERT OR REPLACE INTO user_settings (user_id, setting_group, key, value, updated_at) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    setting.group,
    setting.key,
    setting.value,
    now,
  )
}

/** A group or key name from the query or body: letters first, then letters, digits, `_`, `.` or `-`, at most 50. */
export function settingName(value: unknown, path: string, required: boolean): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) invalid(path, `${path} must be a setting name.`)
    return undefined
  }
  if (typeof value !== 'string' || !NAME.test(value)) invalid(path, `${path} must be a setting name (a letter, then letters, digits, _ . or -, at most 50).`)
  return value
}
