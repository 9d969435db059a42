/**
 * Migration 7: the keyword search index (FTS5) and the catalogue revision that the in-memory listing index
 * (product/product.catalogue.ts) is keyed by. Both are kept in sync by triggers, so a write from anywhere (a
 * control endpoint, a test's SQL, a DB browser on a file database) reaches search, listings and facets.
 */

/**
 * The names of this migration's triggers. Seeding drops them while it inserts (a fresh seed marks everything
 * changed at once) and creates them again from their SQL in `sqlite_master`.
 */
export const CATALOGUE_TRIGGER_NAME = /_(revision|search)_(insert|update|delete)$/

/** The tables whose rows the listing index reads; any change to them gives the catalogue a new revision. */
const CATALOGUE_TABLES = [
  'products',
  'product_translations',
  'product_categories',
  'product_attribute_values',
  'brands',
  'attributes',
  'attribute_options',
] as const

// A random revision rather than a counter: two databases opened from the same seed image share the listing
// index while both are unchanged, and must not share it after each was changed differently (a counter would
// give both revision + 1).
const revisionTriggers = CATALOGUE_TABLES.flatMap((table) =>
  (['INSERT', 'UPDATE', 'DELETE'] as const).map(
    (event) => `CREATE TRIGGER ${table}_revision_${event.toLowerCase()} AFTER ${event} ON ${table}
BEGIN UPDATE catalog_revision SET value = random() WHERE id = 1; END;`,
  ),
).join('\n')

export const searchTables = /* sql */ `
CREATE TABLE catalog_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  value INTEGER NOT NULL
);
INSERT INTO catalog_revision (id, value) VALUES (1, random());
${revisionTriggers}

-- One row per product (not variant) and content language, rowid = product id * 2 + language (hr 0, sl 1).
-- Trigram: a query word matches anywhere inside a name, SKU, brand or short description, as the search always
-- did ('kolica' finds 'Dvokolica'); the tokenizer folds case and diacritics. Contentless: the text is read from
-- the catalogue tables when results are scored.
CREATE VIRTUAL TABLE product_search USING fts5(
  name, skus, brand, short_description,
  tokenize = 'trigram remove_diacritics 1', content = '', contentless_delete = 1
);
-- Descriptions are long: with them, a trigram index took about three times as long to build on the large seed
-- and four times the space, so they are indexed by word (without their HTML tags), and a query word matches a
-- description word it begins.
CREATE VIRTUAL TABLE product_search_words USING fts5(
  description,
  tokenize = 'unicode61 remove_diacritics 2', content = '', contentless_delete = 1, detail = none
);

-- Products whose search rows must be rebuilt before the next search. The triggers only mark (the text of a
-- row comes from three tables, and rebuilding per inserted row would make seeding many times slower).
CREATE TABLE product_search_stale (
  product_id INTEGER PRIMARY KEY
);
INSERT INTO product_search_stale (product_id) SELECT id FROM products WHERE parent_id IS NULL;

CREATE TRIGGER product_translations_search_insert AFTER INSERT ON product_translations
BEGIN INSERT OR IGNORE INTO product_search_stale (product_id) VALUES (NEW.product_id); END;
CREATE TRIGGER product_translations_search_update AFTER UPDATE OF product_id, language, name, short_description, description ON product_translations
BEGIN INSERT OR IGNORE INTO product_search_stale (product_id) VALUES (OLD.product_id), (NEW.product_id); END;
CREATE TRIGGER product_translations_search_delete AFTER DELETE ON product_translations
BEGIN INSERT OR IGNORE INTO product_search_stale (product_id) VALUES (OLD.product_id); END;

-- A variant's SKU is searched on its parent's row.
CREATE TRIGGER products_search_insert AFTER INSERT ON products
BEGIN INSERT OR IGNORE INTO product_search_stale (product_id) VALUES (coalesce(NEW.parent_id, NEW.id)); END;
CREATE TRIGGER products_search_update AFTER UPDATE OF id, parent_id, sku, brand_id ON products
BEGIN
  INSERT OR IGNORE INTO product_search_stale (product_id)
  VALUES (OLD.id), (NEW.id), (coalesce(OLD.parent_id, OLD.id)), (coalesce(NEW.parent_id, NEW.id));
END;
CREATE TRIGGER products_search_delete AFTER DELETE ON products
BEGIN INSERT OR IGNORE INTO product_search_stale (product_id) VALUES (OLD.id), (coalesce(OLD.parent_id, OLD.id)); END;

CREATE TRIGGER brands_search_update AFTER UPDATE OF name ON brands
BEGIN
  INSERT OR IGNORE INTO product_search_stale (product_id)
  SELECT coalesce(parent_id, id) FROM products WHERE brand_id IN (OLD.id, NEW.id);
END;

-- The tag filter looks products up by tag.
CREATE INDEX product_tags_tag ON product_tags(tag_id);
`
