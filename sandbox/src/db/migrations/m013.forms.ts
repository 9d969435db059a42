/**
 * Migration 13: custom forms that store submissions (issue 13, docs/contract.md "Custom forms"): the goal a double
 * opt-in form releases once its e-mail is confirmed, what a submission was sent with (language, uploaded files, its
 * confirmation), the messages of `contact/contactAdmin`, and the emulated invisible captcha (the site's key and the
 * one-time tokens its script hands out).
 */
export const formTables = /* sql */ `
-- A double opt-in form's goal (form_confirmations.goal / goal_type of migration 6); NULL for the others.
ALTER TABLE forms ADD COLUMN goal TEXT;
ALTER TABLE forms ADD COLUMN goal_type TEXT CHECK (goal_type IN ('message', 'url', 'file'));

ALTER TABLE form_submissions ADD COLUMN language TEXT NOT NULL DEFAULT 'hr';
ALTER TABLE form_submissions ADD COLUMN files TEXT NOT NULL DEFAULT '[]';   -- JSON drive item ids, all file fields
ALTER TABLE form_submissions ADD COLUMN confirmation_id INTEGER REFERENCES form_confirmations(id);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  subject TEXT,
  message TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- The site key of the emulated captcha (NULL: forms need no captcha). Seeded sites get the key that passes.
ALTER TABLE sites ADD COLUMN captcha_site_key TEXT DEFAULT 'vitrina-captcha-pass';

-- A token the captcha script handed out: one use, two minutes (by the sandbox clock). Only its SHA-256 is kept.
CREATE TABLE captcha_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  site_key TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
`
