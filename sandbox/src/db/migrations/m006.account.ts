/**
 * Migration 6: the account issue (docs/contract/account.md): the mailbox of every e-mail the sandbox "sends"
 * (registration confirmations, password resets, form confirmations) and the double opt-in confirmations of
 * forms. Verification and reset tokens live in `user_tokens` (migration 1 already allows their kinds).
 */
export const accountTables = /* sql */ `
-- Nothing leaves the machine: an e-mail is a row that the control API and /__sandbox/mailbox.html show.
CREATE TABLE mailbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('verification', 'passwordReset', 'formConfirmation')),
  links TEXT NOT NULL DEFAULT '[]',   -- JSON array of the URLs in the e-mail, so a test can follow one
  created_at TEXT NOT NULL
);
CREATE INDEX mailbox_to ON mailbox(to_email);

-- A form's double opt-in: the e-mailed link proves the address, then the goal (a message to show, a URL to go
-- to, a file to download) is released. Only a SHA-256 of the token is kept, as for user_tokens.
CREATE TABLE form_confirmations (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  goal TEXT NOT NULL,
  goal_type TEXT NOT NULL CHECK (goal_type IN ('message', 'url', 'file')),
  confirmed_at TEXT,
  created_at TEXT NOT NULL
);

-- Forgot-password and verification look tokens up by user and kind (earlier reset tokens are invalidated).
CREATE INDEX user_tokens_user_kind ON user_tokens(user_id, kind);
`
