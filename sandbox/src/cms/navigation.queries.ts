import type Database from 'better-sqlite3'
import { all, one } from '../db/db.statements'
import { languagePrefix, type RequestLanguage } from '../http/http.language'
import { MEDIA_COLUMNS, mediaJson, type MediaJson, type MediaRow } from '../media/media.json'

/** The item types of a navigation tree. */
export type NavigationItemType = 'productCategory' | 'page' | 'post' | 'external' | 'social'

/** One navigation entry with its children, in the request language. */
export interface NavigationItem {
  id: number
  title: string
  type: NavigationItemType
  slug: string
  href: string
  target: string
  prodcategory: { id: number; slug: string; name: string; media: MediaJson | null } | null
  children: NavigationItem[]
}

interface ItemRow {
  id: number
  parent_id: number | null
  type: NavigationItemType
  category_id: number | null
  network: string | null
  target: string
  title: string
  url: string | null
  category_slug: string | null
  category_name: string | null
  category_media_id: number | null
  post_slug: string | null
}

/** True when a tree with this id exists. */
export function navigationTreeExists(db: Database.Database, treeId: string): boolean {
  return one(db, 'SELECT 1 FROM navigation_trees WHERE id = ?', treeId) !== undefined
}

/**
 * Reads a tree in `language` (navigation is chrome: written in every request language). Titles, link targets and
 * category names fall back to hr when the language has no row, as page slugs do for en and de (pages are content);
 * hrefs carry the language prefix (none for hr, `/sl`, `/en`, `/de`), as the shop's router expects.
 */
export function readNavigationTree(db: Database.Database, treeId: string, language: RequestLanguage, apiKeyId: number): NavigationItem[] {
  const rows = all<ItemRow>(
    db,
    `SELECT i.id, i.parent_id, i.type, i.category_id, i.network, i.target,
            COALESCE(t.title, th.title) AS title, COALESCE(t.url, th.url) AS url,
            COALESCE(ct.slug, cth.slug) AS category_slug, COALESCE(ct.name, cth.name) AS category_name,
            c.media_id AS category_media_id,
            COALESCE(pt.slug, pth.slug) AS post_slug
       FROM navigation_items i
       LEFT JOIN navigation_item_translations t ON t.item_id = i.id AND t.language = @language
       LEFT JOIN navigation_item_translations th ON th.item_id = i.id AND th.language = 'hr'
       LEFT JOIN categories c ON c.id = i.category_id
       LEFT JOIN category_translations ct ON ct.category_id = i.category_id AND ct.language = @language
       LEFT JOIN category_translations cth ON cth.category_id = i.category_id AND cth.language = 'hr'
       LEFT JOIN post_translations pt ON pt.post_id = i.post_id AND pt.language = @language
       LEFT JOIN post_translations pth ON pth.post_id = i.post_id AND pth.language = 'hr'
      WHERE i.tree_id = @tree
      ORDER BY i.position, i.id`,
    { language, tree: treeId },
  )
  const prefix = languagePrefix(language)
  const media = new Map<number, MediaJson>()
  const mediaOf = (id: number | null): MediaJson | null => {
    if (id === null) return null
    let found = media.get(id)
    if (!found) {
      const row = one<MediaRow>(db, `SELECT ${MEDIA_COLUMNS} FROM media WHERE id = ?`, id)
      if (!row) return null
      found = mediaJson(row, apiKeyId)
      media.set(id, found)
    }
    return found
  }

  const items = new Map<number, NavigationItem>()
  const roots: NavigationItem[] = []
  for (const row of rows) {
    const item: NavigationItem = {
      id: row.id,
      title: row.title,
      type: row.type,
      slug: slugOf(row),
      href: hrefOf(row, prefix),
      target: row.target,
      prodcategory:
        row.type === 'productCategory' && row.category_id !== null
          ? {
              id: row.category_id,
              slug: row.category_slug ?? '',
              name: row.category_name ?? '',
              media: mediaOf(row.category_media_id),
            }
          : null,
      children: [],
    }
    items.set(row.id, item)
  }
  // Rows come ordered by position, so appending keeps each level in order.
  for (const row of rows) {
    const item = items.get(row.id)!
    const parent = row.parent_id === null ? undefined : items.get(row.parent_id)
    if (parent) parent.children.push(item)
    else roots.push(item)
  }
  return roots
}

function slugOf(row: ItemRow): string {
  switch (row.type) {
    case 'productCategory':
      return row.category_slug ?? ''
    case 'page':
    case 'post':
      return row.post_slug ?? ''
    case 'social':
      return row.network ?? ''
    case 'external':
      return ''
  }
}

function hrefOf(row: ItemRow, prefix: string): string {
  switch (row.type) {
    case 'productCategory':
      return `${prefix}/shop/${row.category_slug ?? ''}`
    case 'page':
    case 'post':
      return `${prefix}/${row.post_slug ?? ''}`
    case 'external':
    case 'social':
      return row.url ?? '/'
  }
}
