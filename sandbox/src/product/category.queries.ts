import type Database from 'better-sqlite3'
import { all, json, one } from '../db/db.statements'
import type { RequestLanguage } from '../http/http.language'
import { loadMedia } from '../media/media.load'
import type { MediaJson } from '../media/media.json'

/** A category in a list or tree (the category filter, the link builder). */
export interface CategoryListItem {
  id: number
  name: string
  slug: string
  parentId: number | null
  position: number
  priceOnRequest: boolean
  isSale: boolean
  media: MediaJson | null
  children?: CategoryListItem[]
}

/** A related category (relCat) as a category page shows it. */
export interface RelatedCategory {
  id: number
  slug: string
  name: string
  image: MediaJson | null
  createdAt: string
}

/** A category with everything its page shows. */
export interface CategoryDetail extends Omit<CategoryListItem, 'children'> {
  /** The slug in each language the category has a row in (seeded: hr, sl, and en and de with the hr slug). */
  slugs: Partial<Record<RequestLanguage, string>>
  description: string
  metaTitle: string
  metaDescription: string
  sortTypes: number[]
  sortDefaultType: number
  parent: { id: number; name: string; slug: string } | null
  relCat: RelatedCategory[]
  children: Array<Omit<CategoryListItem, 'children'>>
  createdAt: string
}

interface CategoryRow {
  id: number
  parent_id: number | null
  position: number
  media_id: number | null
  sort_types: string
  sort_default_type: number
  price_on_request: number
  is_sale: number
  created_at: string
  name: string
  slug: string
  description: string
  meta_title: string
  meta_description: string
}

// Categories are chrome: each is read in the request language, or in hr when it has no row in that language.
const CATEGORY_SELECT = `SELECT c.id, c.parent_id, c.position, c.media_id, c.sort_types, c.sort_default_type, c.price_on_request,
       c.is_sale, c.created_at, t.name, t.slug, t.description, t.meta_title, t.meta_description
  FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.language = ${categoryLanguage('c.id')}`

/**
 * SQL for the language a category's texts are read in: `@language` when the category (id column `idColumn`) has a
 * row in it, else hr.
 */
export function categoryLanguage(idColumn: string): string {
  return `COALESCE((SELECT language FROM category_translations WHERE category_id = ${idColumn} AND language = @language), 'hr')`
}

/**
 * Finds a visible category by id (a number or digits) or by slug. A slug is looked up in `language` first and
 * then in the other languages, so a link copied from another language still finds its category.
 */
export function findCategoryId(db: Database.Database, idOrSlug: number | string, language: RequestLanguage): number | undefined {
  if (typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug)) {
    return one<{ id: number }>(db, 'SELECT id FROM categories WHERE id = ? AND visible = 1', Number(idOrSlug))?.id
  }
  const row = one<{ id: number }>(
    db,
    `SELECT c.id FROM category_translations t JOIN categories c ON c.id = t.category_id
      WHERE t.slug = ? AND c.visible = 1 ORDER BY t.language = ? DESC LIMIT 1`,
    idOrSlug,
    language,
  )
  return row?.id
}

/** The ids of `ids` and of all their descendants (a category lists its sub-categories' products). */
export function withDescendants(db: Database.Database, ids: readonly number[]): number[] {
  if (ids.length === 0) return []
  return all<{ id: number }>(
    db,
    `WITH RECURSIVE tree(id) AS (
       SELECT value FROM json_each(?)
       UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id
     ) SELECT id FROM tree`,
    JSON.stringify(ids),
  ).map((row) => row.id)
}

/** Visible categories in `language`, sorted by id; optionally only `ids`. */
export function readCategoryList(db: Database.Database, language: RequestLanguage, apiKeyId: number, ids?: readonly number[]): CategoryListItem[] {
  const rows = ids
    ? all<CategoryRow>(db, `${CATEGORY_SELECT} WHERE c.visible = 1 AND c.id IN (SELECT value FROM json_each(@ids)) ORDER BY c.id`, {
        language,
        ids: JSON.stringify(ids),
      })
    : all<CategoryRow>(db, `${CATEGORY_SELECT} WHERE c.visible = 1 ORDER BY c.id`, { language })
  const media = loadMedia(
    db,
    rows.map((row) => row.media_id),
    apiKeyId,
  )
  return rows.map((row) => listItem(row, media))
}

/** Nests a list (sorted by id) into trees: roots whose `children` hold their sub-categories, all by id. */
export function nestCategories(items: readonly CategoryListItem[]): CategoryListItem[] {
  const byId = new Map(items.map((item) => [item.id, { ...item, children: [] as CategoryListItem[] }]))
  const roots: CategoryListItem[] = []
  for (const item of byId.values()) {
    const parent = item.parentId === null ? undefined : byId.get(item.parentId)
    if (parent) parent.children!.push(item)
    else roots.push(item)
  }
  return roots
}

/** A category with its page data, or undefined. */
export function readCategoryDetail(db: Database.Database, id: number, language: RequestLanguage, apiKeyId: number): CategoryDetail | undefined {
  const row = one<CategoryRow>(db, `${CATEGORY_SELECT} WHERE c.id = @id AND c.visible = 1`, { language, id })
  if (!row) return undefined
  const related = all<CategoryRow>(
    db,
    `${CATEGORY_SELECT} JOIN category_related r ON r.related_id = c.id WHERE r.category_id = @id AND c.visible = 1 ORDER BY r.position`,
    { language, id },
  )
  const children = all<CategoryRow>(db, `${CATEGORY_SELECT} WHERE c.parent_id = @id AND c.visible = 1 ORDER BY c.position, c.id`, { language, id })
  const parent = row.parent_id === null ? undefined : one<CategoryRow>(db, `${CATEGORY_SELECT} WHERE c.id = @id`, { language, id: row.parent_id })
  const slugs = all<{ language: RequestLanguage; slug: string }>(db, 'SELECT language, slug FROM category_translations WHERE category_id = ?', id)
  const media = loadMedia(
    db,
    [row, ...related, ...children].map((r) => r.media_id),
    apiKeyId,
  )
  return {
    ...listItem(row, media),
    slugs: Object.fromEntries(slugs.map((s) => [s.language, s.slug])),
    description: row.description,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    sortTypes: json<number[]>(row.sort_types, []),
    sortDefaultType: row.sort_default_type,
    parent: parent ? { id: parent.id, name: parent.name, slug: parent.slug } : null,
    relCat: related.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      image: r.media_id === null ? null : (media.get(r.media_id) ?? null),
      createdAt: r.created_at,
    })),
    children: children.map((child) => listItem(child, media)),
    createdAt: row.created_at,
  }
}

function listItem(row: CategoryRow, media: Map<number, MediaJson>): CategoryListItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    parentId: row.parent_id,
    position: row.position,
    priceOnRequest: row.price_on_request === 1,
    isSale: row.is_sale === 1,
    media: row.media_id === null ? null : (media.get(row.media_id) ?? null),
  }
}
