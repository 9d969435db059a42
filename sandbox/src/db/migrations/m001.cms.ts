/** Migration 1, part 3: posts, pages, terms, events, navigation, elements, consents, forms, reviews. */
export const cmsTables = /* sql */ `
CREATE TABLE terms (
  id INTEGER PRIMARY KEY,
  taxonomy TEXT NOT NULL CHECK (taxonomy IN ('category', 'tag')),
  parent_id INTEGER REFERENCES terms(id),
  media_id INTEGER REFERENCES media(id),
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE term_translations (
  term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (term_id, language),
  UNIQUE (language, slug)
);

CREATE TABLE post_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,          -- 'post' (blog), 'page'
  name TEXT NOT NULL                  -- JSON { hr, sl }
);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  post_type_id INTEGER NOT NULL REFERENCES post_types(id),
  media_id INTEGER REFERENCES media(id),
  status TEXT NOT NULL CHECK (status IN ('published', 'draft')),
  slug_main TEXT NOT NULL UNIQUE,     -- the language-independent key linking the translations
  author TEXT NOT NULL DEFAULT '',
  allow_comments INTEGER NOT NULL DEFAULT 0,
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE post_translations (
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',      -- HTML
  meta_title TEXT NOT NULL DEFAULT '',
  meta_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (post_id, language),
  UNIQUE (language, slug)
);

CREATE TABLE post_terms (
  post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, term_id)
);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  media_id INTEGER REFERENCES media(id),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  location TEXT NOT NULL,
  address TEXT NOT NULL,
  price REAL NOT NULL DEFAULT 0,
  capacity INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE event_translations (
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (event_id, language)
);

CREATE TABLE navigation_trees (
  id TEXT PRIMARY KEY,                -- 'main', 'footer1'..'footer4'
  name TEXT NOT NULL
);

CREATE TABLE navigation_items (
  id INTEGER PRIMARY KEY,
  tree_id TEXT NOT NULL REFERENCES navigation_trees(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES navigation_items(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('productCategory', 'page', 'post', 'external', 'social')),
  category_id INTEGER REFERENCES categories(id),
  post_id INTEGER REFERENCES posts(id),
  network TEXT,                       -- social network name for type 'social'
  target TEXT NOT NULL DEFAULT '_self'
);
CREATE INDEX navigation_items_tree ON navigation_items(tree_id, parent_id, position);

-- url: the link of 'external' and 'social' items per language; other types resolve their target's slug.
CREATE TABLE navigation_item_translations (
  item_id INTEGER NOT NULL REFERENCES navigation_items(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  url TEXT,
  PRIMARY KEY (item_id, language)
);

CREATE TABLE cms_elements (
  id INTEGER PRIMARY KEY,
  handler TEXT NOT NULL,
  language TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'static-element',
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  meta TEXT NOT NULL DEFAULT '{}',
  mobile_meta TEXT NOT NULL DEFAULT '{}',
  options TEXT NOT NULL DEFAULT '{}',
  mobile_options TEXT NOT NULL DEFAULT '{}',
  parts TEXT NOT NULL DEFAULT '[]',
  link_meta TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL,
  UNIQUE (handler, language)
);

CREATE TABLE failed_requests (
  path TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  first_at TEXT NOT NULL,
  last_at TEXT NOT NULL
);

CREATE TABLE consents (
  id INTEGER PRIMARY KEY,
  unique_number TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,         -- JSON { hr, sl }
  description TEXT NOT NULL,          -- JSON { hr, sl }
  is_required INTEGER NOT NULL DEFAULT 0,
  for_web INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE consent_assignments (
  id INTEGER PRIMARY KEY,
  assigned_to TEXT NOT NULL UNIQUE,   -- the form type: Newsletter, Contact, Register, ...
  slug TEXT NOT NULL UNIQUE
);

CREATE TABLE consent_assignment_items (
  assignment_id INTEGER NOT NULL REFERENCES consent_assignments(id) ON DELETE CASCADE,
  consent_id INTEGER NOT NULL REFERENCES consents(id) ON DELETE CASCADE,
  is_required INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL,
  PRIMARY KEY (assignment_id, consent_id)
);

CREATE TABLE consent_logs (
  id INTEGER PRIMARY KEY,
  status TEXT NOT NULL,
  status_timestamp TEXT NOT NULL,
  source_type TEXT NOT NULL,
  consents TEXT NOT NULL,             -- JSON array of consent ids
  user TEXT NOT NULL,                 -- JSON { userType, email }
  created_at TEXT NOT NULL
);

CREATE TABLE forms (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,                -- JSON { hr, sl }
  description TEXT NOT NULL,          -- JSON { hr, sl }
  success_message TEXT NOT NULL,      -- JSON { hr, sl }
  double_opt_in INTEGER NOT NULL DEFAULT 0,
  recipient_email TEXT NOT NULL,
  consent_form_type TEXT,             -- which consent assignment applies, if any
  created_at TEXT NOT NULL
);

CREATE TABLE form_fields (
  id INTEGER PRIMARY KEY,
  form_id INTEGER NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  type TEXT NOT NULL,                 -- text, email, tel, textarea, number, select, checkbox, file, hidden
  validation TEXT NOT NULL DEFAULT '[]', -- JSON e.g. ["required","max:255"]
  label TEXT NOT NULL,                -- JSON { hr, sl }
  placeholder TEXT NOT NULL DEFAULT '{}',
  options TEXT,                       -- JSON choices for select
  allowed_exts TEXT,                  -- JSON for file fields
  position INTEGER NOT NULL,
  UNIQUE (form_id, key)
);

CREATE TABLE form_submissions (
  id INTEGER PRIMARY KEY,
  form_id INTEGER NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
  data TEXT NOT NULL,
  confirmation_token TEXT,
  confirmed_at TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  language TEXT NOT NULL,
  consents TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);

-- Product reviews (comments with a rating); post comments use post_id instead.
CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  product_id INTEGER REFERENCES products(id) ON DELETE CASCADE,
  post_id INTEGER REFERENCES posts(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id),
  author_name TEXT NOT NULL,
  rating INTEGER,
  body TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('approved', 'pending')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX comments_product ON comments(product_id);
`
