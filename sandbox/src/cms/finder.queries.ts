import type Database from 'better-sqlite3'
import { all, one } from '../db/db.statements'
import { CONTENT_LANGUAGES, type ContentLanguage, contentLanguageOf, type RequestLanguage } from '../http/http.language'
import { foldText } from '../product/product.search'
import { shopPath, type SlugTarget } from './finder.paths'
import { groupOfPost, publishedTranslationIn } from './post.groups'

/** What a slug names, with its slug and shop path in the request language. */
export interface SlugMatch {
  type: SlugTarget
  id: number
  slug: string
  /** For terms: `category` or `tag`. */
  taxonomy?: 'category' | 'tag'
  path: string
}

/** A link-builder search hit. */
export interface SlugHit extends SlugMatch {
  title: string
}

interface Named {
  type: SlugTarget
  id: number
  title: string
  slug: string
  taxonomy?: 'category' | 'tag'
  sku?: string
}

// Each target's published, visible rows with their title and slug in one language.
const NAMED_QUERIES: Record<'posts' | 'term' | 'product' | 'category', string> = {
  posts: `SELECT p.id, pt.slug AS type, t.title, t.slug FROM posts p JOIN post_types pt ON pt.id = p.post_type_id
            JOIN post_translations t ON t.post_id = p.id AND t.language = @language WHERE p.status = 'published'`,
  term: `SELECT tm.id, 'term' AS type, tm.taxonomy, t.title, t.slug FROM terms tm
           JOIN term_translations t ON t.term_id = tm.id AND t.language = @language WHERE 1 = 1`,
  product: `SELECT p.id, 'product' AS type, t.name AS title, t.slug, p.sku FROM products p
              JOIN product_translations t ON t.product_id = p.id AND t.language = @language
             WHERE p.parent_id IS NULL AND p.visible = 1 AND p.archived = 0`,
  category: `SELECT c.id, 'category' AS type, t.name AS title, t.slug FROM categories c
               JOIN category_translations t ON t.category_id = c.id AND t.language = @language WHERE c.visible = 1`,
}

function named(db: Database.Database, target: SlugTarget, language: ContentLanguage, slug?: string): Named[] {
  const key = target === 'post' || target === 'page' ? 'posts' : target
  const rows =
    slug === undefined ? all<Named>(db, NAMED_QUERIES[key], { language }) : all<Named>(db, `${NAMED_QUERIES[key]} AND t.slug = @slug`, { language, slug })
  return key === 'posts' ? rows.filter((row) => row.type === target) : rows
}

/**
 * Decides what a slug names, trying posts, pages, blog terms, products and categories in the request
 * language first and then in the other language; the answer carries the slug in the request language.
 */
export function decideSlug(db: Database.Database, slug: string, language: RequestLanguage, targets: readonly SlugTarget[]): SlugMatch | undefined {
  const content = contentLanguageOf(language)
  for (const lookIn of [content, ...CONTENT_LANGUAGES.filter((other) => other !== content)]) {
    for (const target of targets) {
      const [found] = named(db, target, lookIn, slug)
      if (!found) continue
      const own = lookIn === content ? found : (named(db, target, content).find((row) => row.id === found.id) ?? found)
      return matchOf(own, language)
    }
  }
  return undefined
}

/** Link-builder search: up to `limit` hits per target whose title, slug (or SKU) hold every keyword. */
export function searchSlugs(db: Database.Database, keywords: string, targets: readonly SlugTarget[], limit: number, language: RequestLanguage): SlugHit[] {
  const tokens = foldText(keywords)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true })
  return targets.flatMap((target) =>
    named(db, target, contentLanguageOf(language))
      .filter((row) => {
        const haystack = foldText(`${row.title} ${row.slug} ${row.sku ?? ''}`)
        return tokens.every((token) => haystack.includes(token))
      })
      .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id)
      .slice(0, limit)
      .map((row) => ({ ...matchOf(row, language), title: row.title })),
  )
}

/**
 * The shop path of an entity in `language`, or undefined when it does not exist (or is not published). `from` is the
 * content language the caller is in: for a post it picks the translation group to follow (see {@link groupOfPost}).
 */
export function urlOnLanguage(
  db: Database.Database,
  target: 'term' | 'post' | 'product' | 'category',
  id: number,
  language: RequestLanguage,
  from: ContentLanguage,
): string | undefined {
  const content = contentLanguageOf(language)
  if (target === 'product') {
    // A variant has no page of its own: it links to its configurable parent.
    const product = one<{ id: number; parent_id: number | null }>(db, 'SELECT id, parent_id FROM products WHERE id = ? AND archived = 0', id)
    if (!product) return undefined
    const slug = one<{ slug: string }>(
      db,
      'SELECT slug FROM product_translations WHERE product_id = ? AND language = ?',
      product.parent_id ?? product.id,
      content,
    )?.slug
    return slug === undefined ? undefined : shopPath('product', slug, language)
  }
  if (target === 'post') {
    // The same post in another language is its group's translation there (a seeded post's own, or a linked post's).
    // Posts and pages share the id space and the post route; other post types have no shop path here, as before.
    const group = groupOfPost(db, id, from)
    const found = group === undefined ? undefined : publishedTranslationIn(db, group, content)
    return found && (found.type === 'post' || found.type === 'page') ? shopPath(found.type, found.slug, language) : undefined
  }
  const found = named(db, target, content).find((row) => row.id === id)
  return found ? shopPath(found.type, found.slug, language) : undefined
}

function matchOf(row: Named, language: RequestLanguage): SlugMatch {
  return {
    type: row.type,
    id: row.id,
    slug: row.slug,
    ...(row.taxonomy ? { taxonomy: row.taxonomy } : {}),
    path: shopPath(row.type, row.slug, language),
  }
}
