/**
 * Migration 2: login sessions, the access tokens issued in them, refresh-token families, the token signing
 * secret, and blocked accounts.
 */
export const authTables = /* sql */ `
-- One login: every access and refresh token issued from it (through rotation) belongs to it, so revoking the
-- session (logout, or a refresh token used twice) revokes the whole family at once.
CREATE TABLE auth_sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  strategy TEXT NOT NULL CHECK (strategy IN ('refresh', 'local')),
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  revoked_reason TEXT CHECK (revoked_reason IN ('logout', 'reuse'))
);
CREATE INDEX auth_sessions_user ON auth_sessions(user_id);

-- Access tokens are signed JWTs; a row per jti ties a token to its session so that logout can revoke it
-- before its exp. Rows past their exp are pruned when tokens are issued.
CREATE TABLE access_tokens (
  jti TEXT PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES auth_sessions(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,        -- epoch seconds, the token's exp
  created_at TEXT NOT NULL
);
CREATE INDEX access_tokens_session ON access_tokens(session_id);

-- Refresh tokens live in user_tokens (kind 'refresh', a SHA-256 hash of the token, used_at once rotated).
ALTER TABLE user_tokens ADD COLUMN session_id INTEGER REFERENCES auth_sessions(id) ON DELETE CASCADE;
CREATE INDEX user_tokens_session ON user_tokens(session_id);

-- The HMAC key of access tokens: created on first use, so every sandbox (each in-memory copy of the seed
-- image included) signs with its own key, and a file database keeps its key across restarts.
CREATE TABLE auth_secrets (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL,               -- base64url, 32 random bytes
  created_at TEXT NOT NULL
);

-- A blocked account exists but cannot log in (INVALID_LOGIN), like one whose e-mail is not verified.
ALTER TABLE users ADD COLUMN blocked_at TEXT;
`
