import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { contentLanguageOf, type RequestLanguage } from '../http/http.language'
import type { MediaJson } from '../media/media.json'
import { loadMedia } from '../media/media.load'
import { categoryLanguage } from './category.queries'

/** The four product formats. */
export type ProductFormat = 'simple' | 'configurable' | 'bundle' | 'eProduct'

/** A product image: the media object with the product's default flag. */
export interface ProductMedia extends MediaJson {
  default: boolean
}

/** The price fields of a product, in EUR (gross unless named basic). */
export interface ProductPrices {
  /** The price to pay without VAT. */
  basicPrice: number
  /** The regular gross price. */
  retailPrice: number
  /** The gross price to pay: the sale price when discounted. */
  finalPrice: number
  /** The gross sale price; null when not discounted. */
  discount: { retailPrice: number } | null
  /** The lowest gross price of the last 30 days; null when not discounted. */
  lowestPrice: { retailPrice: number } | null
  currency: 'EUR'
  taxRate: number
  /** In a price-on-request category (1028, 1620): the shop shows 'Cijena na upit' instead of the price. */
  priceOnRequest: boolean
}

/** A product as lists show it (the product filter, cross-sells, bundle items, variants). */
export interface ProductSummary extends ProductPrices {
  id: number
  /** The product's own id, or its configurable parent's for a variant. */
  product_id: number
  parentId: number | null
  name: string
  slug: string
  sku: string
  shortDescription: string
  format: ProductFormat
  type: 'physical' | 'digital'
  isPurchasable: boolean
  available: boolean
  featured: boolean
  manufacturer: string
  brand: { id: number; name: string; slug: string } | null
  categories: Array<{ id: number; name: string; slug: string; isMain: boolean }>
  tags: Array<{ id: number; name: string; slug: string }>
  media: ProductMedia[]
  rating: number
  ratingCount: number
  categoryPriority: number
  createdAt: string
}

interface ProductRow {
  id: number
  parent_id: number | null
  format: ProductFormat
  type: 'physical' | 'digital'
  sku: string
  manufacturer: string
  is_purchasable: number
  available: number
  featured: number
  basic_price: number
  retail_price: number
  final_price: number
  discount_retail_price: number | null
  lowest_retail_price: number | null
  tax_rate: number
  rating: number
  rating_count: number
  category_priority: number
  created_at: string
  name: string
  slug: string
  short_description: string
  brand_id: number | null
  brand_name: string | null
  brand_slug: string | null
  price_on_request: number
}

/**
 * Reads product summaries of `ids` with a handful of queries however many ids there are: names and descriptions in
 * the content language of `language` (en and de read hr), category names in `language` itself (chrome).
 * Variants are included when asked by id (order items and bundle items refer to them).
 */
export function readProductSummaries(db: Database.Database, ids: readonly number[], language: RequestLanguage, apiKeyId: number): Map<number, ProductSummary> {
  const summaries = new Map<number, ProductSummary>()
  if (ids.length === 0) return summaries
  const params = { language: contentLanguageOf(language), ids: JSON.stringify([...new Set(ids)]) }
  const rows = all<ProductRow>(
    db,
    `SELECT p.id, p.parent_id, p.format, p.type, p.sku, p.manufacturer, p.is_purchasable, p.available, p.featured,
            p.basic_price, p.retail_price, p.final_price, p.discount_retail_price, p.lowest_retail_price, p.tax_rate,
            p.rating, p.rating_count, p.category_priority, p.created_at,
            t.name, t.slug, t.short_description, b.id AS brand_id, b.name AS brand_name, b.slug AS brand_slug,
            EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                     WHERE pc.product_id = COALESCE(p.parent_id, p.id) AND c.price_on_request = 1) AS price_on_request
       FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.language = @language
       LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.id IN (SELECT value FROM json_each(@ids)) AND p.archived = 0`,
    params,
  )
  const categories = groupBy(
    all<{ product_id: number; id: number; name: string; slug: string; is_main: number }>(
      db,
      `SELECT pc.product_id, pc.category_id AS id, ct.name, ct.slug, pc.is_main
         FROM product_categories pc JOIN category_translations ct ON ct.category_id = pc.category_id AND ct.language = ${categoryLanguage('pc.category_id')}
        WHERE pc.product_id IN (SELECT value FROM json_each(@ids)) ORDER BY pc.position`,
      { language, ids: params.ids },
    ),
  )
  const tags = groupBy(
    all<{ product_id: number; id: number; name: string; slug: string }>(
      db,
      `SELECT pt.product_id, tg.id, tg.name, tg.slug FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id
        WHERE pt.product_id IN (SELECT value FROM json_each(@ids)) ORDER BY tg.id`,
      { ids: params.ids },
    ),
  )
  const mediaRows = groupBy(
    all<{ product_id: number; media_id: number; is_default: number }>(
      db,
      'SELECT product_id, media_id, is_default FROM product_media WHERE product_id IN (SELECT value FROM json_each(@ids)) ORDER BY position',
      { ids: params.ids },
    ),
  )
  const media = loadMedia(
    db,
    [...mediaRows.values()].flat().map((row) => row.media_id),
    apiKeyId,
  )

  for (const row of rows) {
    summaries.set(row.id, {
      id: row.id,
      product_id: row.parent_id ?? row.id,
      parentId: row.parent_id,
      name: row.name,
      slug: row.slug,
      sku: row.sku,
      shortDescription: row.short_description,
      format: row.format,
      type: row.type,
      isPurchasable: row.is_purchasable === 1,
      available: row.available === 1,
      featured: row.featured === 1,
      manufacturer: row.manufacturer,
      brand: row.brand_id === null ? null : { id: row.brand_id, name: row.brand_name ?? '', slug: row.brand_slug ?? '' },
      categories: (categories.get(row.id) ?? []).map((c) => ({ id: c.id, name: c.name, slug: c.slug, isMain: c.is_main === 1 })),
      tags: (tags.get(row.id) ?? []).map((tag) => ({ id: tag.id, name: tag.name, slug: tag.slug })),
      media: (mediaRows.get(row.id) ?? []).flatMap((m) => {
        const found = media.get(m.media_id)
        return found ? [{ ...found, default: m.is_default === 1 }] : []
      }),
      ...pricesOf(row),
      rating: row.rating,
      ratingCount: row.rating_count,
      categoryPriority: row.category_priority,
      createdAt: row.created_at,
    })
  }
  return summaries
}

/** Summaries of `ids` in the order of `ids` (missing ones left out), in `language` as {@link readProductSummaries}. */
export function productSummaryList(db: Database.Database, ids: readonly number[], language: RequestLanguage, apiKeyId: number): ProductSummary[] {
  const summaries = readProductSummaries(db, ids, language, apiKeyId)
  return ids.flatMap((id) => {
    const summary = summaries.get(id)
    return summary ? [summary] : []
  })
}

function pricesOf(row: ProductRow): ProductPrices {
  const discounted = row.discount_retail_price !== null
  return {
    basicPrice: row.basic_price,
    retailPrice: row.retail_price,
    finalPrice: row.final_price,
    discount: discounted ? { retailPrice: row.discount_retail_price! } : null,
    lowestPrice: discounted ? { retailPrice: row.lowest_retail_price ?? row.discount_retail_price! } : null,
    currency: 'EUR',
    taxRate: row.tax_rate,
    priceOnRequest: row.price_on_request === 1,
  }
}

function groupBy<T extends { product_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    let group = groups.get(row.product_id)
    if (!group) groups.set(row.product_id, (group = []))
    group.push(row)
  }
  return groups
}
