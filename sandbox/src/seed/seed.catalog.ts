import { seedAttributes } from './seed.attributes'
import { seedBrands } from './seed.brands'
import { seedProductLinks, seedReviews } from './seed.products.links'
import { type CatalogIndex, seedGeneratedProducts } from './seed.products'
import { seedSpecialProducts, type SpecialProducts } from './seed.products.special'
import { createSlugRegistry } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** The seeded catalogue, for the steps that refer to products (accounts, orders, wishlists). */
export interface CatalogSeed {
  index: CatalogIndex
  specials: SpecialProducts
}

/** Products per sub-category in the large seed: 41 sub-categories x 250 = 10,250 generated products. */
const LARGE_PER_SUB = 250

/** Seeds brands, attributes, tags and every product (demo: about 300; large: 10,000+). */
export function seedCatalog(writer: SeedWriter, kind: 'demo' | 'large'): CatalogSeed {
  const brands = seedBrands(writer)
  const attributes = seedAttributes(writer)
  const tagIds = new Map<string, number>()
  for (const name of ['novo', 'najprodavanije', 'popust']) tagIds.set(name, writer.insert('tags', { name, slug: name }))
  const context = { writer, attributes, tagIds, brands, slug: createSlugRegistry() }

  const index = seedGeneratedProducts(context, kind === 'large' ? LARGE_PER_SUB : undefined)
  const specials = seedSpecialProducts(context, index)
  seedProductLinks(writer, index)
  seedReviews(writer, index)
  return { index, specials }
}
