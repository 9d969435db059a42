import { Hono } from 'hono'
import { readJsonObject } from '../http/http.body'
import { paginate, withTotals } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalBoolean, optionalId, optionalSort, optionalString, readPaging, requiredId } from '../http/http.input'
import { contentLanguageOf, type RequestLanguage } from '../http/http.language'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { categoryRoutes } from './category.routes'
import { readAttributes } from './product.attributes'
import { readCatalogue } from './product.catalogue'
import { bundleItems, findProductId, type ProductDetail, readProductDetail } from './product.detail'
import { layeredNavigation } from './product.facets'
import { productSummaryList, readProductSummaries } from './product.json'
import { parseProductQuery } from './product.query.parse'
import { candidateIds, filterCandidates, findCandidates, PRODUCT_SORT_PARAMS, predicatesOf, sortCandidates } from './product.query.run'
import { checkStoreAndCurrency, parseSelect, pickFields } from './product.request'
import { tagRoutes } from './tag.routes'

const DEFAULT_LIMIT = 10
const MAX_LIMIT = 100

/** Every `api/v1/product/*` route: products, the product list and its layered filters, categories, tags. */
export function productRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.get('/products/get', (c) => {
    checkStoreAndCurrency(context.db, c.get('site').id, c.req.query('store'), c.req.query('currency'))
    const id = optionalId(c.req.query('id'), 'id')
    const slug = optionalString(c.req.query('slug'), 'slug', 300)
    if (id === undefined && !slug) invalid('slug', 'slug or id is required.')
    return c.json({ data: productDetail(context, c.get('language'), c.get('site').api_key_id, id !== undefined ? { id } : { slug: slug! }) })
  })

  routes.get('/web/get', (c) => {
    checkStoreAndCurrency(context.db, c.get('site').id, c.req.query('storeId') ?? c.req.query('store'), c.req.query('currency'))
    const id = requiredId(c.req.query('id'), 'id')
    return c.json({ data: productDetail(context, c.get('language'), c.get('site').api_key_id, { id }) })
  })

  routes.post('/web/filter', async (c) => {
    const body = await readJsonObject(c)
    // Names are content (searched and sorted in hr for en and de); the summaries' category names are chrome.
    const content = c.get('contentLanguage')
    const query = parseProductQuery(context.db, body, content)
    const sort = optionalSort(body.sort, PRODUCT_SORT_PARAMS)
    const unlimited = optionalBoolean(body.allowUnlimited, 'allowUnlimited') ?? false
    const paging = readPaging(body, { defaultLimit: DEFAULT_LIMIT, maxLimit: MAX_LIMIT, unlimited })
    const select = parseSelect(body.select)
    const catalogue = readCatalogue(context.db)
    const matches = filterCandidates(findCandidates(context.db, catalogue, query, content), predicatesOf(catalogue, query))
    const page = paginate(sortCandidates(catalogue, matches, sort, query, content), paging.page, paging.limit)
    const summaries = productSummaryList(context.db, candidateIds(catalogue, page.records), c.get('language'), c.get('site').api_key_id)
    return c.json({
      data: withTotals({ records: select ? summaries.map((summary) => pickFields(summary, select)) : summaries, pagination: page.pagination }),
    })
  })

  routes.post('/layered/navigation', async (c) => {
    const body = await readJsonObject(c)
    return c.json({ data: layeredNavigation(context.db, parseProductQuery(context.db, body, c.get('contentLanguage')), c.get('language')) })
  })

  routes.get('/checkBundles', (c) => {
    const id = requiredId(c.req.query('product'), 'product')
    const language = c.get('language')
    const apiKeyId = c.get('site').api_key_id
    const product = readProductSummaries(context.db, [id], language, apiKeyId).get(id)
    if (!product) fail(404, 'Product not found.')
    if (product.format !== 'bundle') fail(400, 'Product is not a bundle.')
    const items = bundleItems(context.db, id, readAttributes(context.db), language, apiKeyId)
    return c.json({
      data: {
        productId: id,
        hasConfigurable: items.some((item) => item.format === 'configurable'),
        hasBundle: items.some((item) => item.format === 'bundle'),
        items,
      },
    })
  })

  routes.route('/', categoryRoutes(context))
  routes.route('/', tagRoutes(context))
  return routes
}

function productDetail(context: SandboxContext, language: RequestLanguage, apiKeyId: number, by: { id: number } | { slug: string }): ProductDetail {
  const id = findProductId(context.db, by, contentLanguageOf(language))
  const detail = id === undefined ? undefined : readProductDetail(context.db, id, language, apiKeyId)
  if (!detail) fail(404, 'Product not found.')
  return detail
}
