import type Database from 'better-sqlite3'
import { one, sql } from '../db/db.statements'
import { CONTENT_LANGUAGES, type ContentLanguage } from '../http/http.language'
import { type Catalogue, searchDocuments } from './product.catalogue'
import { foldDescription, scoreFolded, type SearchQuery } from './product.search'

/**
 * Keyword search through the FTS5 tables of migration 7: `product_search` (trigram) finds a word anywhere in
 * a name, SKU, brand or short description, `product_search_words` finds a description word it begins. A
 * product matches when every word of the query is found in it; the matches are scored by {@link scoreFolded},
 * the same relevance as before the index. The one difference: a query word that only occurs inside a
 * description word (`kol` in 'ekološki') no longer matches. Words of one or two characters cannot be looked
 * up by trigram: they are checked on the products the longer words found, and a query of only such words
 * scores every product, as before.
 */

// The trigram tokenizer cannot look up fewer than three characters.
const TRIGRAM = 3

// Search rows are keyed by product id * 2 + the language's index in CONTENT_LANGUAGES (hr 0, sl 1).
const rowidSql = (product: string, language: string) => `${product} * 2 + (${language} = 'sl')`
// The tokenizers fold diacritics, but `đ` has no decomposition; foldText turns it into `d`, and so must the index.
const foldedSql = (column: string) => `replace(replace(${column}, 'đ', 'd'), 'Đ', 'd')`

const STALE_ROWIDS = `SELECT ${rowidSql('product_id', "'hr'")} FROM product_search_stale UNION ALL SELECT ${rowidSql('product_id', "'sl'")} FROM product_search_stale`
// CROSS JOIN fixes the join order, so rows arrive in rowid order: FTS5 builds five times faster than from the
// order of the translations' (language, slug) index, which the planner would otherwise pick.
const SOURCE = `FROM product_search_stale s
  CROSS JOIN products p ON p.id = s.product_id AND p.parent_id IS NULL
  CROSS JOIN product_translations t ON t.product_id = p.id AND t.language IN ('hr', 'sl')`

/**
 * Rebuilds the search rows of the products that triggers marked as changed (all of them after seeding), so the
 * index agrees with the catalogue tables before a search reads it.
 */
export function refreshSearchIndex(db: Database.Database): void {
  if (!one(db, 'SELECT 1 FROM product_search_stale LIMIT 1')) return
  registerTextOfHtml(db)
  db.transaction(() => {
    sql(db, `DELETE FROM product_search WHERE rowid IN (${STALE_ROWIDS})`).run()
    sql(db, `DELETE FROM product_search_words WHERE rowid IN (${STALE_ROWIDS})`).run()
    sql(
      db,
      `INSERT INTO product_search (rowid, name, skus, brand, short_description)
       SELECT ${rowidSql('p.id', 't.language')}, ${foldedSql('t.name')},
              p.sku || coalesce(' ' || (SELECT group_concat(v.sku, ' ') FROM products v WHERE v.parent_id = p.id), ''),
              ${foldedSql("coalesce(b.name, '')")}, ${foldedSql('t.short_description')}
       ${SOURCE} LEFT JOIN brands b ON b.id = p.brand_id ORDER BY 1`,
    ).run()
    sql(
      db,
      `INSERT INTO product_search_words (rowid, description) SELECT ${rowidSql('p.id', 't.language')}, ${foldedSql('text_of_html(t.description)')} ${SOURCE} ORDER BY 1`,
    ).run()
    sql(db, 'DELETE FROM product_search_stale').run()
  })()
}

// Tags and their attributes are not text (`<p class="kolica">` is no match for kolica). A function of this
// connection is safe in the refresh: triggers only mark products stale, so no other client ever runs it.
const withTextOfHtml = new WeakSet<Database.Database>()
function registerTextOfHtml(db: Database.Database): void {
  if (withTextOfHtml.has(db)) return
  db.function('text_of_html', { deterministic: true }, (html: unknown) => (typeof html === 'string' ? html.replace(/<[^>]*>/g, ' ') : html))
  withTextOfHtml.add(db)
}

/** The catalogue positions that `search` matches in `language`, with their relevance (always above 0). */
export function searchCatalogue(db: Database.Database, catalogue: Catalogue, search: SearchQuery, language: ContentLanguage): Map<number, number> {
  refreshSearchIndex(db)
  const languageIndex = CONTENT_LANGUAGES.indexOf(language)
  const documents = searchDocuments(db, catalogue, language)
  // Per indexed token, the products with a description word that begins with it.
  const descriptionWords = new Map<string, Set<number>>()
  const indexed = search.tokens.filter((token) => [...token].length >= TRIGRAM)
  let matched: Set<number> | undefined
  for (const token of indexed) {
    const found = productIds(db, `SELECT rowid FROM product_search WHERE product_search MATCH ?`, `"${token}"`, languageIndex)
    const inWords = productIds(db, `SELECT rowid FROM product_search_words WHERE product_search_words MATCH ?`, `"${token}"*`, languageIndex)
    descriptionWords.set(token, inWords)
    for (const id of inWords) found.add(id)
    matched = matched ? intersection(matched, found) : found
  }
  // Only words of one or two characters: nothing to look up, so every product is scored (as before the index).
  const positions = matched ? [...matched].flatMap((id) => catalogue.positionOf.get(id) ?? []) : [...documents.keys()]

  const scores = new Map<number, number>()
  for (const position of positions) {
    const document = documents[position]
    if (!document) continue
    const id = catalogue.ids[position]!
    let description: string | undefined
    const inDescription = (token: string): boolean => {
      const words = descriptionWords.get(token)
      if (words) return words.has(id)
      description ??= foldDescription(
        one<{ description: string }>(db, 'SELECT description FROM product_translations WHERE product_id = ? AND language = ?', id, language)?.description ?? '',
      )
      return description.includes(token)
    }
    const score = scoreFolded(document, search, inDescription)
    if (score > 0) scores.set(position, score)
  }
  return scores
}

function productIds(db: Database.Database, text: string, match: string, languageIndex: number): Set<number> {
  const ids = new Set<number>()
  for (const rowid of sql(db, text).pluck(true).all(match) as number[]) {
    if (rowid % 2 === languageIndex) ids.add((rowid - languageIndex) / 2)
  }
  return ids
}

function intersection(a: Set<number>, b: Set<number>): Set<number> {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  const both = new Set<number>()
  for (const id of small) if (large.has(id)) both.add(id)
  return both
}
