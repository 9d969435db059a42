/** Migration 1, part 1: the site, its stores and languages, settings, options, countries, media. */
export const siteTables = /* sql */ `
CREATE TABLE sandbox_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE sites (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  subdomain TEXT NOT NULL,
  api_key TEXT NOT NULL UNIQUE,
  api_key_id INTEGER NOT NULL UNIQUE,
  pdf_service_url TEXT NOT NULL
);

CREATE TABLE site_domains (
  domain TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id)
);

CREATE TABLE stores (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id),
  language TEXT NOT NULL,
  loyalty TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE site_languages (
  site_id INTEGER NOT NULL REFERENCES sites(id),
  code TEXT NOT NULL,
  code2 TEXT NOT NULL,
  name TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL,
  PRIMARY KEY (site_id, code2)
);

-- Whole settings documents (JSON) by key: 'checkout', 'currency'.
CREATE TABLE site_settings (
  site_id INTEGER NOT NULL REFERENCES sites(id),
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (site_id, key)
);

CREATE TABLE currencies (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL UNIQUE,
  symbol TEXT NOT NULL,
  rate REAL NOT NULL,            -- units of this currency per 1 EUR
  is_main INTEGER NOT NULL DEFAULT 0
);

-- id is the ISO 3166 numeric code, so addresses keep stable country ids across seeds.
CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  iso TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE,
  names TEXT NOT NULL           -- JSON { hr, sl, en, de }
);

CREATE TABLE media (
  id INTEGER PRIMARY KEY,
  drive_id INTEGER,
  kind TEXT NOT NULL CHECK (kind IN ('artwork', 'upload')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  alt TEXT NOT NULL DEFAULT '',
  slug TEXT NOT NULL,
  original_name TEXT NOT NULL,
  mime TEXT NOT NULL,
  extension TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  size INTEGER,
  hash TEXT NOT NULL,
  access TEXT NOT NULL DEFAULT 'public',
  directory TEXT NOT NULL DEFAULT 'cms',
  artwork TEXT,                  -- JSON recipe of a generated image (kind 'artwork')
  bytes BLOB,                    -- the stored source of an uploaded image (kind 'upload')
  created_at TEXT NOT NULL
);

CREATE TABLE cms_options (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  value TEXT NOT NULL,
  media_id INTEGER REFERENCES media(id)
);
`
