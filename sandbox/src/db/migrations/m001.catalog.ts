/** Migration 1, part 2: brands, categories, attributes and products of every format. */
export const catalogTables = /* sql */ `
CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  media_id INTEGER REFERENCES media(id),
  position INTEGER NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  position INTEGER NOT NULL,
  media_id INTEGER REFERENCES media(id),
  sort_types TEXT NOT NULL,           -- JSON array of allowed sort ids (1..8)
  sort_default_type INTEGER NOT NULL,
  price_on_request INTEGER NOT NULL DEFAULT 0,
  is_sale INTEGER NOT NULL DEFAULT 0,
  visible INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX categories_parent ON categories(parent_id);

CREATE TABLE category_translations (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  meta_title TEXT NOT NULL DEFAULT '',
  meta_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, language),
  UNIQUE (language, slug)
);

-- relCat: categories shown as "related" on a category page.
CREATE TABLE category_related (
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  related_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (category_id, related_id)
);

CREATE TABLE attribute_sets (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE attributes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('dropdown', 'numberField', 'multipleSelect', 'textSwatch', 'visualSwatch', 'yesNo', 'dateTime', 'date')),
  label TEXT NOT NULL,                -- JSON { hr, sl }
  unit TEXT,
  is_filterable INTEGER NOT NULL DEFAULT 1,
  is_configurable INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);

CREATE TABLE attribute_set_attributes (
  set_id INTEGER NOT NULL REFERENCES attribute_sets(id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES attributes(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (set_id, attribute_id)
);

CREATE TABLE attribute_options (
  id INTEGER PRIMARY KEY,
  attribute_id INTEGER NOT NULL REFERENCES attributes(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  label TEXT NOT NULL,                -- JSON { hr, sl }
  swatch TEXT,                        -- hex colour (visualSwatch) or short text (textSwatch)
  position INTEGER NOT NULL,
  UNIQUE (attribute_id, code)
);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE
);

-- Variants of a configurable product are rows with parent_id set and visible = 0.
-- Prices are in EUR: basic = net regular, retail = gross regular, final = gross to pay,
-- discount_retail = gross sale price (NULL when not on sale), lowest_retail = lowest gross of the last 30 days.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES products(id) ON DELETE CASCADE,
  format TEXT NOT NULL CHECK (format IN ('simple', 'configurable', 'bundle', 'eProduct')),
  type TEXT NOT NULL CHECK (type IN ('physical', 'digital')),
  sku TEXT NOT NULL UNIQUE,
  attribute_set_id INTEGER REFERENCES attribute_sets(id),
  brand_id INTEGER REFERENCES brands(id),
  manufacturer TEXT NOT NULL DEFAULT '',
  is_purchasable INTEGER NOT NULL DEFAULT 1,
  available INTEGER NOT NULL DEFAULT 1,
  stock_qty INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  visible INTEGER NOT NULL DEFAULT 1,
  archived INTEGER NOT NULL DEFAULT 0,
  basic_price REAL NOT NULL,
  retail_price REAL NOT NULL,
  final_price REAL NOT NULL,
  discount_retail_price REAL,
  lowest_retail_price REAL,
  tax_rate REAL NOT NULL,
  rating REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  category_priority INTEGER NOT NULL DEFAULT 0,
  weight REAL,
  e_product TEXT,                     -- JSON { kind, delivery, fileName } for eProducts
  extra TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX products_parent ON products(parent_id);
CREATE INDEX products_listing ON products(visible, archived, final_price);

CREATE TABLE product_translations (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  meta_title TEXT NOT NULL DEFAULT '',
  meta_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, language),
  UNIQUE (language, slug)
);

CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category ON product_categories(category_id);

CREATE TABLE product_tags (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, tag_id)
);

CREATE TABLE product_media (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  media_id INTEGER NOT NULL REFERENCES media(id),
  position INTEGER NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, media_id)
);

-- One row per value; a multipleSelect attribute has one row per chosen option, yesNo uses value_number 0/1.
CREATE TABLE product_attribute_values (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES attributes(id),
  option_id INTEGER REFERENCES attribute_options(id),
  value_number REAL,
  value_text TEXT,
  value_date TEXT
);
CREATE INDEX product_attribute_values_product ON product_attribute_values(product_id);
CREATE INDEX product_attribute_values_filter ON product_attribute_values(attribute_id, option_id);

-- The attributes a shopper chooses on a configurable product (colour, size), in order.
CREATE TABLE product_configurable_attributes (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES attributes(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, attribute_id)
);

CREATE TABLE product_links (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  linked_product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('crossSell', 'related')),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, kind, linked_product_id)
);

CREATE TABLE bundle_items (
  id INTEGER PRIMARY KEY,
  bundle_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  qty INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL
);
CREATE INDEX bundle_items_bundle ON bundle_items(bundle_id);

CREATE TABLE product_custom_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  option_type TEXT NOT NULL CHECK (option_type IN ('text', 'number')),
  title TEXT NOT NULL,                -- JSON { hr, sl }
  is_required INTEGER NOT NULL DEFAULT 0,
  max_length INTEGER,
  position INTEGER NOT NULL
);

CREATE TABLE product_custom_option_values (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES product_custom_options(id) ON DELETE CASCADE,
  label TEXT NOT NULL,                -- JSON { hr, sl }
  sku TEXT NOT NULL,
  price REAL NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);
`
