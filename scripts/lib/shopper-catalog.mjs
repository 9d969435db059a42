// What the simulated shoppers of the load test (lib/bench-shoppers.mjs) browse and buy, read from the backend before
// the clock starts, through the SDK as the shop reads it: the main navigation's categories, a filter of each that
// exists in the seed (an option of a layered filter with products behind it) and its sorts, search words, and the
// products a shopper can put in the cart as they are seeded. Nothing is hard-coded but the number of categories, so
// a reseeded shop still gets pages that exist and products that can be bought.
import { createCatalogService, createSiteService, createStorefront, encodeListingQuery, isPurchasable, memoryStorage, sortOptionsOf } from '@vitrina/sdk'

const CATEGORIES = 6
// Products read per category, and of them the buyable ones shoppers pick from: few enough that the warm-up can
// visit each product page once (lib/shopper-load.mjs), so that the shop's page cache is full before memory is taken.
const PRODUCTS_PER_CATEGORY = 48
const BUYABLE_PER_CATEGORY = 10

/** The backend settings of the shop the bench starts (reference-shop/server.mjs's defaults). */
export const STOREFRONT_SETTINGS = { apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, apiKeyId: 7 }

const must = (result, what) => {
  if (!result.ok) throw new Error(`${what}: ${result.error?.message ?? result.reason}`)
  return result.data
}

/**
 * A product a shopper can add as seeded: a simple product (no variant or bundle choice to make), purchasable and
 * in stock, with a price (not in a price-on-request category, where the page offers an enquiry instead).
 */
function isBuyableAsSeeded(product) {
  return product.format === 'simple' && isPurchasable(product) && product.priceOnRequest !== true && product.finalPrice > 0
}

/**
 * Resolves to `{ listings, searches, products }`: category paths with a filter and a sort (`/shop/kolica?brand=6&sort=3`),
 * search paths (`/pretraga?search=zvečka`), and buyable products `{ id, format, isPurchasable, slug, name }`.
 */
export async function discoverShopping(apiUrl) {
  const shop = createStorefront({ apiUrl, ...STOREFRONT_SETTINGS, language: 'hr', storage: memoryStorage() })
  must(await createSiteService(shop).loadLayout(), 'the main navigation')
  const catalog = createCatalogService(shop)
  const slugs = (createSiteService(shop).$navigation.get().main ?? [])
    .map((item) => /^\/shop\/([^/?]+)$/.exec(item.href)?.[1])
    // The sale category lists other categories' products; the listings below are the categories' own.
    .filter((slug) => slug && slug !== 'akcija')
    .slice(0, CATEGORIES)
  if (slugs.length === 0) throw new Error('the main navigation links no category')

  const listings = []
  const products = new Map()
  for (const slug of slugs) {
    const category = must(await catalog.getCategory(slug), `category ${slug}`)
    const base = { archived: false, categories: [category.id] }
    const filters = must(await catalog.getLayeredNavigation({ filters: base }), `the filters of ${slug}`)
    const { options: sorts } = sortOptionsOf(category)
    // Every option with products behind it, each with a sort of the category's: the page a shopper gets by ticking
    // one box of the filters panel and choosing a sort.
    for (const filter of filters) {
      for (const value of filter.values ?? []) {
        if (typeof value.id !== 'number' || !(value.totalProducts > 0)) continue
        const sort = sorts[listings.length % sorts.length]
        const query = encodeListingQuery({ filters: { [filter.attributeCode]: { kind: 'options', ids: [value.id] } }, page: 1, featured: false, sort })
        listings.push(`/shop/${slug}?${query}`)
      }
    }
    const page = must(await catalog.filterProducts({ filters: base, limit: PRODUCTS_PER_CATEGORY }), `the products of ${slug}`)
    for (const product of page.records.filter(isBuyableAsSeeded).slice(0, BUYABLE_PER_CATEGORY)) {
      products.set(product.id, { id: product.id, format: product.format, isPurchasable: true, slug: product.slug, name: product.name })
    }
  }
  if (listings.length === 0) throw new Error(`no layered filter with products in ${slugs.join(', ')}`)
  if (products.size < 3) throw new Error(`only ${products.size} buyable products in ${slugs.join(', ')}`)

  // The words shoppers type: each product name's last word (the kind of thing: 'zvečka', 'kolica'), once each.
  const words = [...new Set([...products.values()].map((product) => product.name.split(/\s+/).at(-1).toLowerCase()))]
  const searches = words.map((word) => `/pretraga?search=${encodeURIComponent(word)}`)
  return { listings, searches, products: [...products.values()] }
}
