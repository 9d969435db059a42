import { DEFAULT_PAGE_SIZE, productSortOf, type NavigationItem, type ProductFilters } from '@vitrina/sdk'

/** A category the gift finder offers: a root category of the main navigation. */
export interface GiftCategory {
  id: string | number
  slug: string
  /** The name as the menu shows it. */
  title: string
}

/** A price range in euros; at least one bound. */
export interface PriceRange {
  min?: number
  max?: number
}

/** What the visitor chose in the gift finder: the URL query holds it (`kategorija`, `cijena`, `akcija`). */
export interface GiftCriteria {
  /** The slug of one of the offered categories. */
  category?: string
  price?: PriceRange
  onSale: boolean
}

/** Products per page of the results (the shop's default page size). */
export const GIFT_PAGE_SIZE = DEFAULT_PAGE_SIZE

/** The results come newest first. */
export const GIFT_SORT = productSortOf(1)

/** The budgets the form offers. */
export const BUDGETS: readonly PriceRange[] = [{ max: 20 }, { min: 20, max: 50 }, { min: 50, max: 100 }, { min: 100, max: 200 }, { min: 200 }]

export const GIFT_QUERY = { category: 'kategorija', price: 'cijena', onSale: 'akcija' } as const

/** The sale category's slug (spec §2: "Slug 'akcija' turns on the discount filter"). */
const SALE_SLUG = 'akcija'

/**
 * The root categories of the main navigation that are product categories. The sale category is left out: the
 * finder's own 'Samo proizvodi na akciji' choice is that filter, in any category.
 */
export function giftCategories(mainNavigation: readonly NavigationItem[]): GiftCategory[] {
  return mainNavigation.flatMap((item) =>
    item.prodcategory && item.prodcategory.slug !== SALE_SLUG ? [{ id: item.prodcategory.id, slug: item.prodcategory.slug, title: item.title }] : [],
  )
}

const NUMBER = '(\\d+(?:\\.\\d+)?)'
const RANGE = new RegExp(`^${NUMBER}?-${NUMBER}?$`)

/** A range as the URL writes it, the listing's way: `20-50`, `-20`, `200-`. */
export function encodePriceRange({ min, max }: PriceRange): string {
  return `${min ?? ''}-${max ?? ''}`
}

/** Reads `min-max`; undefined for anything else, an empty range or a minimum above the maximum. */
export function decodePriceRange(text: string | null): PriceRange | undefined {
  const match = text === null ? null : RANGE.exec(text)
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined
  const min = match[1] === undefined ? undefined : Number(match[1])
  const max = match[2] === undefined ? undefined : Number(match[2])
  if (min !== undefined && max !== undefined && min > max) return undefined
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) }
}

/** The visitor's choices from the URL; a category the finder does not offer and an unreadable budget are dropped. */
export function decodeGiftCriteria(search: URLSearchParams, categories: readonly GiftCategory[]): GiftCriteria {
  const slug = search.get(GIFT_QUERY.category)
  const price = decodePriceRange(search.get(GIFT_QUERY.price))
  return {
    ...(slug && categories.some((category) => category.slug === slug) ? { category: slug } : {}),
    ...(price ? { price } : {}),
    onSale: search.get(GIFT_QUERY.onSale) === '1',
  }
}

/** The URL query of the choices (with `?`, or '' when nothing is chosen); only what is chosen is written. */
export function encodeGiftCriteria(criteria: GiftCriteria): string {
  const params = new URLSearchParams()
  if (criteria.category) params.set(GIFT_QUERY.category, criteria.category)
  if (criteria.price) params.set(GIFT_QUERY.price, encodePriceRange(criteria.price))
  if (criteria.onSale) params.set(GIFT_QUERY.onSale, '1')
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The product filter of the choices: not archived, plus the category, the price range and sale items only. */
export function giftFilters(criteria: GiftCriteria, categories: readonly GiftCategory[]): ProductFilters {
  const filters: ProductFilters = { archived: false }
  const category = categories.find((candidate) => candidate.slug === criteria.category)
  if (category) filters.categories = [category.id]
  if (criteria.price) filters.price = criteria.price
  if (criteria.onSale) filters.discount = true
  return filters
}
