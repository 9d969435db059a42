/**
 * Migration 17: the general settings of a user (`settings/general/user`, back-office spec §7 "settings general user
 * (group global, key language)"), one row per user, group and key. The admin UI language of a back-office user is the
 * row `global` / `language`; a user without it is what the spec's error 'settings/general/user has no "global
 * language" setting' is about.
 */
export const userSettingsTables = /* sql */ `
CREATE TABLE user_settings (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  setting_group TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, setting_group, key)
);
`
