import { CATALOG_PLANS } from './seed.catalog.data'
import { SEED_EPOCH } from './seed.constants'
import type { CatalogIndex } from './seed.products'
import { randomFor } from './seed.random'
import { isoDaysAfter } from './seed.text'
import type { SeedWriter } from './seed.writer'

const AUTHORS = ['Ana K.', 'Marko P.', 'Ivana B.', 'Petra M.', 'Luka H.', 'Maja S.', 'Nina R.', 'Tomislav V.', 'Špela Z.', 'Jure K.']
const REVIEWS: Record<number, string[]> = {
  5: ['Odličan proizvod, preporučujem svim roditeljima!', 'Kvaliteta je vrhunska, a dostava je bila brza.', 'Točno ono što smo trebali. Beba je oduševljena.'],
  4: ['Vrlo dobro, jedino su upute mogle biti jasnije.', 'Kvalitetno i praktično, cijena je u redu.'],
  3: ['Solidno, ali očekivala sam malo više za ovu cijenu.', 'Dobro služi svrsi, boja je malo drukčija nego na slici.'],
}

/** Links every generated product to related products (same sub-category) and cross-sells (its root's accessory category). */
export function seedProductLinks(writer: SeedWriter, index: CatalogIndex): void {
  for (const product of index.all) {
    const rng = randomFor('links', product.sku)
    const siblings = (index.bySub.get(product.subCategoryId) ?? []).filter((other) => other.id !== product.id)
    rng
      .sample(siblings, 4)
      .forEach((other, position) => writer.insert('product_links', { product_id: product.id, linked_product_id: other.id, kind: 'related', position }))
    const rootId = Math.floor(product.subCategoryId / 100) * 100
    const crossSellFrom = CATALOG_PLANS[rootId]?.crossSellFrom
    const accessories = (crossSellFrom ? (index.bySub.get(crossSellFrom) ?? []) : []).filter((other) => other.id !== product.id)
    rng
      .sample(accessories, 3)
      .forEach((other, position) => writer.insert('product_links', { product_id: product.id, linked_product_id: other.id, kind: 'crossSell', position }))
  }
}

/**
 * Gives every product the rating its published reviews make (average, one decimal, and their number; 0 and 0 for a
 * product without any), as `comment/create`, `update` and `publish` keep it afterwards (docs/contract/catalog.md,
 * Reviews). Run after every seeded review is in, the demo shopper's included.
 */
export function settleRatings(writer: SeedWriter): void {
  writer.db
    .prepare(
      `UPDATE products SET
         rating = coalesce((SELECT round(avg(c.rating), 1) FROM comments c WHERE c.product_id = products.id AND c.status = 'approved' AND c.rating IS NOT NULL), 0),
         rating_count = (SELECT count(*) FROM comments c WHERE c.product_id = products.id AND c.status = 'approved' AND c.rating IS NOT NULL)`,
    )
    .run()
}

/** Seeds approved reviews on every ninth generated product. */
export function seedReviews(writer: SeedWriter, index: CatalogIndex): void {
  index.all.forEach((product, i) => {
    if (i % 9 !== 0) return
    const rng = randomFor('reviews', product.sku)
    const count = rng.int(1, 3)
    for (let n = 0; n < count; n++) {
      const rating = rng.pick([5, 5, 4, 4, 3])
      const at = isoDaysAfter(SEED_EPOCH, -rng.int(1, 200))
      writer.insert('comments', {
        product_id: product.id,
        author_name: rng.pick(AUTHORS),
        rating,
        body: rng.pick(REVIEWS[rating]!),
        status: 'approved',
        created_at: at,
        updated_at: at,
      })
    }
  })
}
