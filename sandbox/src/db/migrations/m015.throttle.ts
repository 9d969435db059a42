/**
 * Migration 15: the attempts that throttling counts (issue 16): failed logins and password-reset requests, per
 * account and per client, each with the sandbox clock's time in ms. Kept in the database so that `reset()` clears
 * them with everything else and a file database keeps them across restarts.
 */
export const throttleTables = /* sql */ `
CREATE TABLE throttle_attempts (
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX throttle_attempts_lookup ON throttle_attempts (scope, subject, at);
`
