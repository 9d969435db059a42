import { describe, expect, it } from 'vitest'
import { loaderCall, thrownStatus } from '../content/loader.test-env'
import { loadGiftFinderPage } from './gift-finder.server'
import type { GiftFinderPageData } from './gift-finder.server'

const MENU = [
  {
    id: 1,
    title: 'Kolica',
    type: 'productCategory',
    slug: 'kolica',
    href: '/shop/kolica',
    prodcategory: { id: 1000, name: 'Kolica', slug: 'kolica', media: null },
    children: [],
  },
  {
    id: 2,
    title: 'Igračke',
    type: 'productCategory',
    slug: 'igracke',
    href: '/shop/igracke',
    prodcategory: { id: 1300, name: 'Igračke', slug: 'igracke', media: null },
    children: [],
  },
]
const PRODUCT = {
  id: 7,
  name: 'Zvečka',
  slug: 'zvecka',
  sku: 'Z-1',
  format: 'simple',
  isPurchasable: true,
  available: true,
  retailPrice: 9,
  finalPrice: 9,
  categories: [{ id: 1300 }],
  tags: [],
  media: [],
}

function backend(path: string) {
  if (path === '/api/v1/cms/navigation/tree/main') return Response.json({ data: MENU })
  if (path === '/api/v1/product/web/filter')
    return Response.json({ data: { records: [PRODUCT], pagination: { page: 1, perPage: 12, total: 1, lastPage: 1 }, totalPages: 1, totalRecords: 1 } })
  return undefined
}

describe('loadGiftFinderPage', () => {
  it('filters the products by the choices in the URL, resolving the category through the main navigation', async () => {
    const args = loaderCall('/pronadi-poklon?kategorija=igracke&cijena=-20&akcija=1', (call) => backend(call.path))
    args.context.dataRequest = true
    const page = (await loadGiftFinderPage(args)) as unknown as { data: GiftFinderPageData }
    expect(page.data.categories.map((category) => category.slug)).toEqual(['kolica', 'igracke'])
    expect(page.data.criteria).toEqual({ category: 'igracke', price: { max: 20 }, onSale: true })
    expect(page.data.results.records.map((product) => product.name)).toEqual(['Zvečka'])
    const filter = args.calls.find((call) => call.path === '/api/v1/product/web/filter')
    expect(filter?.body).toMatchObject({ filters: { archived: false, categories: [1300], price: { max: 20 }, discount: true }, page: 1, limit: 12 })
  })

  it('still finds gifts without categories when the navigation does not load', async () => {
    const args = loaderCall('/pronadi-poklon?kategorija=igracke', (call) => (call.path.includes('navigation') ? undefined : backend(call.path)))
    args.context.dataRequest = true
    const page = (await loadGiftFinderPage(args)) as unknown as { data: GiftFinderPageData }
    expect(page.data.categories).toEqual([])
    expect(page.data.criteria).toEqual({ onSale: false })
    expect(args.calls.find((call) => call.path === '/api/v1/product/web/filter')?.body).toMatchObject({ filters: { archived: false } })
  })

  it('answers 503 (try again shortly) when the products do not load', async () => {
    const args = loaderCall('/pronadi-poklon', (call) =>
      call.path.includes('web/filter') ? Response.json({ message: 'Boom', statusCode: 500 }, { status: 500 }) : backend(call.path),
    )
    args.context.dataRequest = true
    expect(await thrownStatus(() => loadGiftFinderPage(args))).toBe(503)
  })
})
