/**
 * Migration 8: the media back-office (issue 12, docs/contract.md "Media back-office"). The emulated storage
 * bucket's upload slots, the media drive's items, and what a CMS media record needs to know about its file.
 * The new tables use AUTOINCREMENT: a CMS record keeps its `drive_id` after the drive item is deleted, so a
 * later drive item must never get that id again.
 */
export const mediaTables = /* sql */ `
-- One signed upload URL each (or one file of a multipart upload, without a token). Only a SHA-256 of the
-- token is kept; bytes stay NULL until the PUT. registered_at is set once the drive has taken the file.
CREATE TABLE user_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT UNIQUE,
  path TEXT NOT NULL UNIQUE,
  filename TEXT NOT NULL,
  bytes BLOB,
  expires_at TEXT NOT NULL,
  uploaded_at TEXT,
  registered_at TEXT,
  created_at TEXT NOT NULL
);

-- A file registered in the media drive; its bytes are those of its user file. Deleting the drive item
-- deletes the user file too (the bucket object goes with it).
CREATE TABLE drive_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_file_id INTEGER NOT NULL UNIQUE REFERENCES user_files(id),
  filename TEXT NOT NULL,
  path TEXT NOT NULL,
  is_public INTEGER NOT NULL,
  custom_data TEXT NOT NULL DEFAULT '{}',   -- JSON { directoryId, access, resize, title, description, ... }
  created_at TEXT NOT NULL
);

-- The user file a CMS record was made from: one record per file (409 for a second).
ALTER TABLE media ADD COLUMN user_file_id INTEGER;
CREATE INDEX media_user_file ON media(user_file_id);

-- Ids of deleted media. media.id has no AUTOINCREMENT (migration 1), and a product, category or element may
-- still name a deleted id: a new upload must not take it and appear in their place.
CREATE TABLE media_deleted (
  id INTEGER PRIMARY KEY,
  deleted_at TEXT NOT NULL
);
`
