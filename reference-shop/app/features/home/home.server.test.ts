import { describe, expect, it } from 'vitest'
import { loaderCall } from '../content/loader.test-env'
import { loadHomePage, type HomePageData } from './home.server'

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
const page = (records: unknown[]) =>
  Response.json({ data: { records, pagination: { page: 1, perPage: 10, total: records.length, lastPage: 1 }, totalPages: 1, totalRecords: records.length } })

describe('loadHomePage', () => {
  it('loads the featured and the sale products and the latest news posts', async () => {
    const args = loaderCall('/', (call) => (call.path === '/api/v1/cms/post/filterStandard' ? page([]) : page([PRODUCT])))
    const home = (await loadHomePage(args)) as unknown as { data: HomePageData }
    expect(home.data.featured.map((product) => product.name)).toEqual(['Zvečka'])
    const bodies = args.calls.map((call) => call.body)
    expect(bodies).toContainEqual(expect.objectContaining({ filters: { archived: false, featured: true }, limit: 10 }))
    expect(bodies).toContainEqual(expect.objectContaining({ filters: { archived: false, discount: true }, limit: 10 }))
    expect(bodies).toContainEqual(expect.objectContaining({ postTypeSlugs: ['post'], limit: 3 }))
  })

  it('leaves out a list that fails instead of failing the page', async () => {
    const args = loaderCall('/', (call) =>
      call.body && JSON.stringify(call.body).includes('discount') ? Response.json({ message: 'Boom', statusCode: 500 }, { status: 500 }) : page([PRODUCT]),
    )
    const home = (await loadHomePage(args)) as unknown as { data: HomePageData }
    expect(home.data.onSale).toEqual([])
    expect(home.data.featured).toHaveLength(1)
  })
})
