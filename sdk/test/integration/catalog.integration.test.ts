import { createCatalogService, createContentService } from '../../src/index'
// The SDK's catalogue, content and links against the real sandbox (docs/contract/catalog.md), in process: proof
// that the schemas accept what the sandbox answers and that every call the SDK builds is one the sandbox takes.
import { describe, expect, it } from 'vitest'
import { isPurchasable } from '../../src/catalog/catalog.product'
import { priceOf } from '../../src/catalog/catalog.price'
import type { FilterValue, SortType } from '../../src/catalog/catalog.listing.types'
import { resolveLink } from '../../src/links/links.resolve'
import { storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

const open = (language: 'hr' | 'sl' = 'hr') => storefronts(sandbox(), clock).open({ language })
const failures = (calls: Array<{ status: number; path: string; message?: string }>) => calls.filter((call) => call.status >= 400)

describe('the catalogue against the sandbox', () => {
  it('reads the seeded discounted bottle and shows a 24 % discount with the 30-day low', async () => {
    const { shop } = open()
    const result = await createCatalogService(shop).getProduct({ slug: 'pikula-lipa-bocica-protiv-grceva-150-ml' })
    if (!result.ok) throw result.error
    expect(result.data.sku).toBe('HRA-1201-002')
    expect(priceOf(result.data)).toMatchObject({ kind: 'price', finalPrice: 15.99, regularPrice: 20.99, discountPercent: 24 })
    expect(result.data.slugs?.sl).toBe('pikula-lipa-steklenicka-proti-krcem-150-ml')
  })

  it('shows the price-on-request products of 1028 and 1620 as on request', async () => {
    const { shop } = open()
    const products = await Promise.all([43, 499].map((id) => createCatalogService(shop).getWebProduct(id)))
    expect(products.map((result) => result.ok && priceOf(result.data))).toEqual([{ kind: 'onRequest' }, { kind: 'onRequest' }])
  })

  it('finds an unavailable product not purchasable', async () => {
    const { shop } = open()
    const result = await createCatalogService(shop).filterProducts({ keywords: 'KOL-1003-002' })
    expect(result.ok && result.data.records.map((product) => [product.sku, isPurchasable(product)])).toEqual([['KOL-1003-002', false]])
  })

  it('lists the sale category with discount=true, cheapest first, and pages through it', async () => {
    const { shop } = open()
    const category = await createCatalogService(shop).getCategory('akcija')
    if (!category.ok) throw category.error
    const listing = createCatalogService(shop).createListing({ category: category.data })
    expect(await listing.load()).toEqual({ ok: true, data: undefined })
    expect([listing.$total.get(), listing.$totalPages.get(), listing.$sort.get(), listing.$sortOptions.get()]).toEqual([57, 5, 3, [3, 4, 1, 5]])
    expect(listing.$products.get().every((product) => product.discount !== null)).toBe(true)
    const prices = listing.$products.get().map((product) => product.finalPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(listing.loadMore()).toBe(true)
    await listing.settled()
    expect(listing.$products.get()).toHaveLength(24)
  })

  it.each<SortType>([1, 2, 3, 4, 5, 6, 7, 8])('sorts every product by option %i', async (sort) => {
    const { shop } = open()
    const listing = createCatalogService(shop).createListing({ all: true })
    await listing.load()
    expect(listing.setSort(sort)).toBe(true)
    expect(await listing.settled()).toEqual({ ok: true, data: undefined })
    expect(listing.$total.get()).toBe(300)
  })

  it('sends every layered filter type in a form the sandbox takes', async () => {
    const { open: openTab, log } = storefronts(sandbox(), clock)
    const { shop } = openTab()
    const listing = createCatalogService(shop).createListing({ all: true })
    await listing.load()
    const types = new Set(listing.$filters.get().map((filter) => filter.type))
    expect([...types].sort()).toEqual(['date', 'dateTime', 'dropdown', 'multipleSelect', 'numberField', 'textSwatch', 'visualSwatch', 'yesNo'])
    for (const filter of listing.$filters.get()) {
      const first = filter.values[0]!
      const value: FilterValue =
        filter.type === 'yesNo'
          ? { kind: 'yesNo', values: [first.code === 'yes'] }
          : filter.type === 'numberField'
            ? { kind: 'range', min: Number(first.minValue), max: Number(first.maxValue) }
            : filter.type === 'date' || filter.type === 'dateTime'
              ? { kind: 'dateRange', from: String(first.minValue), to: String(first.maxValue) }
              : { kind: 'options', ids: [first.id!] }
      listing.setFilter(filter.attributeCode, value)
      const outcome = await listing.load()
      expect({ code: filter.attributeCode, ok: outcome.ok }).toEqual({ code: filter.attributeCode, ok: true })
      listing.setFilter(filter.attributeCode, null)
    }
    expect(failures(log.calls)).toEqual([])
  })

  it('searches by keywords', async () => {
    const { shop } = open()
    const listing = createCatalogService(shop).createListing({ keywords: 'kolica' })
    await listing.load()
    expect(listing.$total.get()).toBeGreaterThan(10)
    expect(listing.$products.get().every((product) => product.format !== undefined)).toBe(true)
  })

  it('reads the category tree, the tags and a bundle check', async () => {
    const { shop } = open()
    const [tree, tags, bundle] = await Promise.all([
      createCatalogService(shop).getCategoryTree(),
      createCatalogService(shop).filterTags(),
      createCatalogService(shop).checkBundles(626),
    ])
    expect(tree.ok && tree.data.map((root) => root.slug)).toEqual([
      'kolica',
      'autosjedalice',
      'hranjenje',
      'njega-i-kupanje',
      'igracke',
      'odjeca',
      'namjestaj',
      'za-mame',
      'pokloni',
      'akcija',
    ])
    expect(tags.ok && tags.data.records.map((tag) => tag.name)).toEqual(['novo', 'najprodavanije', 'popust'])
    expect(bundle.ok && bundle.data.hasConfigurable).toBe(true)
  })

  it('lists products by ids cut down to the selected fields, and the categories flat', async () => {
    const { shop } = open()
    const catalog = createCatalogService(shop)
    const [selected, flat] = await Promise.all([
      catalog.filterProducts({ ids: [43, 97], select: ['name', 'finalPrice'], sort: { param: 'id', order: 'asc' } }),
      catalog.filterCategories({ limit: 5 }),
    ])
    if (!selected.ok || !flat.ok) throw new Error('expected both lists')
    expect(selected.data.records.map((record) => Object.keys(record).sort())).toEqual([
      ['finalPrice', 'id', 'name'],
      ['finalPrice', 'id', 'name'],
    ])
    expect(selected.data.records.map((record) => record.id)).toEqual([43, 97])
    expect(flat.data.records).toHaveLength(5)
    expect(flat.data.total).toBeGreaterThan(10)
    // Roots and sub-categories side by side, sorted by id.
    expect(flat.data.records.map((category) => category.id)).toEqual(
      [...flat.data.records.map((category) => category.id)].sort((a, b) => Number(a) - Number(b)),
    )
  })

  it('answers a product, a category, a page and a post that do not exist with NOT_FOUND', async () => {
    const { shop } = open()
    const results = await Promise.all([
      createCatalogService(shop).getProduct({ slug: 'nema-takvog-proizvoda' }),
      createCatalogService(shop).getCategory('nema-takve-kategorije'),
      createContentService(shop).getPost('nema-takve-stranice'),
      createContentService(shop).getPost('nema-takve-objave-2026'),
    ])
    expect(results.map((result) => (result.ok ? null : [result.error.code, result.error.status, result.error.messageKey]))).toEqual(
      Array(4).fill(['NOT_FOUND', 404, 'core.notifications.notFound']),
    )
  })
})

describe('content against the sandbox', () => {
  it('pages the 20 blog posts in fives, newest first', async () => {
    const { shop } = open()
    const news = createContentService(shop).createNewsList()
    await news.load()
    expect(news.$posts.get()[0]?.slug).toBe('kako-odabrati-prva-kolica')
    for (let page = 2; page <= 4; page++) await news.loadMore()
    expect([news.$posts.get().length, news.$hasMore.get()]).toEqual([20, false])
  })

  it('reads pages, terms, events, reviews and the finder', async () => {
    const { shop } = open()
    const [page, term, events, event, reviews, decided] = await Promise.all([
      createContentService(shop).getPost('o-nama'),
      createContentService(shop).getTerm('trudnoca'),
      createContentService(shop).filterEvents({ upcoming: true }),
      createContentService(shop).getEvent(1),
      createContentService(shop).filterReviews({ productId: 97 }),
      createContentService(shop).decideSlug('kolica'),
    ])
    expect(page.ok && page.data.body).toContain('<p>')
    expect(term.ok && term.data.slugs).toEqual({ hr: 'trudnoca', sl: 'nosecnost' })
    expect(events.ok && events.data.total).toBe(6)
    expect(event.ok && resolveLink({ type: 'event', id: event.data.id }, 'en')).toBe('/en/event/1')
    expect(reviews.ok).toBe(true)
    expect(decided.ok && decided.data).toMatchObject({ type: 'category', path: '/shop/kolica' })
  })

  it('switches a term, a post and a product page to Slovenian through the finder', async () => {
    const { shop } = open()
    const post = await createContentService(shop).getPost('o-nama')
    if (!post.ok) throw post.error
    const paths = await Promise.all([
      createContentService(shop).pathOnLanguage({ language: 'sl', pathname: '/objave/trudnoca', termId: 1 }),
      createContentService(shop).pathOnLanguage({ language: 'sl', pathname: '/o-nama', postId: post.data.id }),
      createContentService(shop).pathOnLanguage({ language: 'sl', pathname: '/product/kvarner-kids-nova-sportska-kolica', productId: 17 }),
    ])
    expect(paths.map((path) => path.ok && path.data)).toEqual(['/sl/objave/nosecnost', '/sl/o-nas', '/sl/product/kvarner-kids-nova-sportni-vozicek'])
  })
})
