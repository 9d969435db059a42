// MSW handlers answering the catalogue and content calls as docs/contract/catalog.md says, over the fixtures:
// the product list filters, sorts and pages for real, so listing tests can tell what was asked.
import { http, HttpResponse } from 'msw'
import * as fixtures from './catalog.fixtures'
import { API } from './msw'

const PRODUCT = `${API}/api/v1/product`
const CMS = `${API}/api/v1/cms`

function paginate<T>(items: readonly T[], page = 1, perPage = 10) {
  return {
    records: items.slice((page - 1) * perPage, page * perPage),
    pagination: { page, perPage, total: items.length, lastPage: Math.max(1, Math.ceil(items.length / perPage)) },
  }
}

const notFound = (message: string) => HttpResponse.json({ message, statusCode: 404 }, { status: 404 })
const badRequest = (message: string) => HttpResponse.json({ message, statusCode: 400 }, { status: 400 })

type Body = {
  keywords?: string
  mainCategory?: number
  ids?: number[]
  filters?: Record<string, unknown>
  sort?: { param: 'id' | 'finalPrice' | 'name' | 'categoryPriority'; order?: 'asc' | 'desc' }
  page?: number
  limit?: number
}

const SYSTEM = ['archived', 'categories', 'discount', 'featured', 'tags', 'brands', 'ids', 'price']

/** The products a list body selects, or a 400 text for a filter the contract refuses. */
function select(body: Body): fixtures.FixtureProduct[] | string {
  const filters = body.filters ?? {}
  for (const key of Object.keys(filters)) if (!SYSTEM.includes(key) && key !== 'boja' && key !== 'eko') return `Unknown filter: ${key}.`
  const hasCriteria = !!body.keywords?.trim() || body.mainCategory !== undefined || body.ids !== undefined || Object.keys(filters).length > 0
  if (!hasCriteria) return []
  const words = body.keywords?.toLowerCase().split(/\s+/).filter(Boolean) ?? []
  const price = filters.price as { min?: number; max?: number } | undefined
  const categories = filters.categories as number[] | undefined
  const boja = filters.boja as number[] | undefined
  const eko = filters.eko as boolean[] | undefined
  return fixtures
    .products()
    .filter(
      (product) =>
        words.every((word) => product.name.toLowerCase().includes(word)) &&
        (!categories || product.categories.some((category) => categories.includes(category.id))) &&
        (filters.discount === undefined || (product.discount !== null) === filters.discount) &&
        (filters.featured === undefined || product.featured === filters.featured) &&
        (!price || ((price.min === undefined || product.finalPrice >= price.min) && (price.max === undefined || product.finalPrice <= price.max))) &&
        (!boja || product.facts.boja.some((id) => boja.includes(id))) &&
        (!eko || eko.includes(product.facts.eko)),
    )
}

function sortProducts(list: fixtures.FixtureProduct[], sort: Body['sort']): fixtures.FixtureProduct[] {
  const param = sort?.param ?? 'id'
  const direction = (sort ? (sort.order ?? 'asc') : 'desc') === 'asc' ? 1 : -1
  return [...list].sort((a, b) => {
    const [x, y] = [a[param] as string | number, b[param] as string | number]
    return (x < y ? -1 : x > y ? 1 : 0) * direction || a.id - b.id
  })
}

/** The catalogue endpoints of the contract. */
export function catalogHandlers() {
  return [
    http.post(`${PRODUCT}/web/filter`, async ({ request }) => {
      const body = (await request.json()) as Body
      const selected = select(body)
      if (typeof selected === 'string') return badRequest(selected)
      const page = paginate(sortProducts(selected, body.sort).map(fixtures.wireProduct), body.page ?? 1, body.limit ?? 10)
      return HttpResponse.json({ data: { ...page, totalPages: page.pagination.lastPage, totalRecords: page.pagination.total } })
    }),
    http.post(`${PRODUCT}/layered/navigation`, async ({ request }) => {
      const selected = select((await request.json()) as Body)
      if (typeof selected === 'string') return badRequest(selected)
      if (selected.length === 0) return HttpResponse.json({ data: [] })
      const prices = selected.map((product) => product.finalPrice)
      const count = (test: (product: fixtures.FixtureProduct) => boolean) => selected.filter(test).length
      return HttpResponse.json({
        data: [
          {
            attributeCode: 'price',
            label: 'Cijena',
            type: 'numberField',
            attributeID: 0,
            unit: 'EUR',
            values: [
              {
                id: null,
                code: null,
                valueLabel: 'EUR',
                attributeID: 0,
                totalProducts: selected.length,
                minValue: Math.min(...prices),
                maxValue: Math.max(...prices),
              },
            ],
          },
          {
            attributeCode: 'boja',
            label: 'Boja',
            type: 'visualSwatch',
            attributeID: 1,
            unit: null,
            values: [1, 2, 3, 4].map((id) => ({
              id,
              code: `boja-${id}`,
              valueLabel: `Boja ${id}`,
              attributeID: 1,
              totalProducts: count((p) => p.facts.boja.includes(id)),
              minValue: null,
              maxValue: null,
              swatch: '#A0A4A8',
            })),
          },
          {
            attributeCode: 'eko',
            label: 'Eko certifikat',
            type: 'yesNo',
            attributeID: 7,
            unit: null,
            values: [
              { id: 1, code: 'yes', valueLabel: 'Da', attributeID: 7, totalProducts: count((p) => p.facts.eko), minValue: null, maxValue: null },
              { id: 0, code: 'no', valueLabel: 'Ne', attributeID: 7, totalProducts: count((p) => !p.facts.eko), minValue: null, maxValue: null },
            ],
          },
        ],
      })
    }),
    http.get(`${PRODUCT}/products/get`, ({ request }) => {
      const params = new URL(request.url).searchParams
      const bottle = fixtures.discountedBottle()
      if (params.get('slug') === bottle.slug || params.get('id') === String(bottle.id)) return HttpResponse.json({ data: bottle })
      return notFound('Product not found.')
    }),
    http.get(`${PRODUCT}/web/get`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')
      return id === '97' ? HttpResponse.json({ data: fixtures.discountedBottle() }) : notFound('Product not found.')
    }),
    http.get(`${PRODUCT}/web/category/get/slug/:slug`, ({ params }) => {
      const found = [1002, 1028, 1900].map(fixtures.category).find((entry) => entry?.slug === params.slug)
      return found ? HttpResponse.json({ data: found }) : notFound('Category not found.')
    }),
    http.get(`${PRODUCT}/web/category/get/:id`, ({ params }) => {
      const found = fixtures.category(Number(params.id))
      return found ? HttpResponse.json({ data: found }) : notFound('Category not found.')
    }),
    http.post(`${PRODUCT}/web/category/filter`, () => {
      const roots = fixtures.categoryTree()
      return HttpResponse.json({ data: paginate(roots, 1, roots.length) })
    }),
    http.post(`${PRODUCT}/web/tag/filter`, () => HttpResponse.json({ data: paginate(fixtures.tags()) })),
    http.get(`${PRODUCT}/checkBundles`, ({ request }) =>
      new URL(request.url).searchParams.get('product') === '626' ? HttpResponse.json({ data: fixtures.bundleCheck() }) : badRequest('Product is not a bundle.'),
    ),
  ]
}

/** The content endpoints of the contract. */
export function contentHandlers() {
  return [
    http.post(`${CMS}/post/filterStandard`, async ({ request }) => {
      const body = (await request.json()) as { page?: number; limit?: number; termSlugs?: string[] }
      const all = fixtures.posts().filter((post) => !body.termSlugs || post.terms.categories.some((term) => body.termSlugs!.includes(term.slug)))
      const page = paginate(all, body.page ?? 1, body.limit ?? 10)
      return HttpResponse.json({ data: { ...page, totalPages: page.pagination.lastPage, totalRecords: page.pagination.total } })
    }),
    http.get(`${CMS}/post/get/slug/:slug`, ({ params }) => {
      const found = fixtures.posts().find((post) => post.slug === params.slug)
      return found ? HttpResponse.json({ data: { ...found, body: '<p>Tijelo.</p>' } }) : notFound('Post not found.')
    }),
    http.get(`${CMS}/term/filter`, () => HttpResponse.json({ data: paginate([fixtures.term(1)]) })),
    http.post(`${CMS}/term/filterStandard`, () => HttpResponse.json({ data: paginate([fixtures.term(1)]) })),
    http.get(`${CMS}/term/get/slug/:slug`, ({ params }) =>
      params.slug === 'trudnoca' ? HttpResponse.json({ data: fixtures.term(1) }) : notFound('Term not found.'),
    ),
    http.get(`${CMS}/term/get/:id`, ({ params }) => (params.id === '1' ? HttpResponse.json({ data: fixtures.term(1) }) : notFound('Term not found.'))),
    http.post(`${API}/api/v1/event/public/filter`, () => {
      const page = paginate([fixtures.event(1), fixtures.event(2)])
      return HttpResponse.json({ data: { ...page, totalPages: 1, totalRecords: 2 } })
    }),
    http.get(`${API}/api/v1/event/public/get/:id`, ({ params }) =>
      params.id === '1' ? HttpResponse.json({ data: fixtures.event(1) }) : notFound('Event not found.'),
    ),
    http.post(`${CMS}/comment/filterStandard`, () => {
      const page = paginate([fixtures.review(1), fixtures.review(2)])
      return HttpResponse.json({ data: { ...page, totalPages: 1, totalRecords: 2 } })
    }),
    http.get(`${CMS}/finder/decide`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug')
      return slug === 'kolica' ? HttpResponse.json({ data: { type: 'category', id: 1000, slug: 'kolica', path: '/shop/kolica' } }) : notFound('Slug not found.')
    }),
    http.get(`${CMS}/finder/searchSlugs`, () =>
      HttpResponse.json({ data: [{ type: 'term', id: 1, title: 'Trudnoća', slug: 'trudnoca', taxonomy: 'category', path: '/objave/trudnoca' }] }),
    ),
    http.post(`${CMS}/finder/getUrlOnLanguage`, async ({ request }) => {
      const body = (await request.json()) as { newLanguage?: string; termId?: number; postId?: number }
      if (body.termId === 1) return HttpResponse.json({ data: { url: body.newLanguage === 'sl' ? '/sl/objave/nosecnost' : '/objave/trudnoca' } })
      if (body.postId === 3) return HttpResponse.json({ data: { url: body.newLanguage === 'sl' ? '/sl/o-nas' : '/o-nama' } })
      return notFound('Post not found.')
    }),
  ]
}
