import type { ProductMedia, ProductSummary, ProductTag } from './catalog.types'

/** The tags product cards show (spec §9), in lower case. */
export const DISPLAYED_TAGS: readonly string[] = ['novo', 'najprodavanije', 'popust']

// Spec §9 spells it "najprodavanie"; the seeded tag is "najprodavanije". Both are shown.
const SHOWN = new Set([...DISPLAYED_TAGS, 'najprodavanie'])

/** The tags a product card shows: only novo, najprodavanije and popust, compared case-insensitively. */
export function displayedTags<T extends Pick<ProductTag, 'name'>>(product: { tags?: readonly T[] }): T[] {
  return (product.tags ?? []).filter((tag) => SHOWN.has(tag.name.trim().toLowerCase()))
}

/**
 * Tells whether a product can be put in the cart; when not, its card shows 'Proizvod nedostupan' and a
 * disabled button.
 *
 * @remarks
 * False when the backend marks it not purchasable or out of stock. A product in a price-on-request category
 * is not "unavailable": check {@link priceOf} first, which shows 'Cijena na upit' and the enquiry button.
 */
export function isPurchasable(product: Pick<ProductSummary, 'isPurchasable' | 'available'>): boolean {
  return product.isPurchasable !== false && product.available !== false
}

/** The image a product card shows: the one flagged default, else the first, else null (show the placeholder). */
export function productImage(product: { media?: readonly ProductMedia[] }): ProductMedia | null {
  return product.media?.find((media) => media.default === true) ?? product.media?.[0] ?? null
}
