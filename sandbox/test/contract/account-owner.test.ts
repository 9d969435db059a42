import { describe, expect, it } from 'vitest'
import { SEED_IDS } from '../../src/seed/seed.constants'
import { useSandbox } from '../sandbox.fixture'
import { api, newShopper } from './account.fixture'
import { productId } from './catalog.fixture'
import { createOrder, readyCart, shopper } from './checkout.fixture'

// Architecture: "a user's data readable only by that user". Another user's id answers exactly as an unknown id.
const sandbox = useSandbox({ control: true })

const SHOPPER_ADDRESS_ID = 1
const SHOPPER_ORDER_ID = 3

/** The demo shopper's headers and the id of the newest item of their wishlist. */
async function shopperWithWishlist() {
  const { headers } = await shopper(sandbox())
  const { body } = await api(sandbox(), 'GET', 'v1/cms/wishlist/filter?limit=9999', undefined, headers)
  return { headers, itemId: body.data.records[0].id as number, count: body.data.records.length as number }
}

describe('owner-only access, as a second freshly registered shopper', () => {
  it('cannot update the shopper’s address: 404 as for an unknown id', async () => {
    const other = await newShopper(sandbox())
    const answer = await api(sandbox(), 'PATCH', `v1/user/web/address/update/${SHOPPER_ADDRESS_ID}`, { city: 'Osijek' }, other.headers)
    expect(answer).toEqual(await api(sandbox(), 'PATCH', 'v1/user/web/address/update/999999', { city: 'Osijek' }, other.headers))
    expect(answer).toEqual({ status: 404, body: { message: 'Address not found.', statusCode: 404 } })
    const { headers } = await shopper(sandbox())
    const profile = await api(sandbox(), 'GET', 'v1/user/web/profile', undefined, headers)
    expect(profile.body.data.addresses[0]).toMatchObject({ id: SHOPPER_ADDRESS_ID, city: 'Zagreb' })
  })

  it('cannot read the shopper’s order: 404 as for an unknown id', async () => {
    const other = await newShopper(sandbox())
    const answer = await api(sandbox(), 'GET', `v1/document/get/web/${SHOPPER_ORDER_ID}`, undefined, other.headers)
    expect(answer).toEqual(await api(sandbox(), 'GET', 'v1/document/get/web/999999', undefined, other.headers))
    expect(answer).toEqual({ status: 404, body: { message: 'Document not found.', statusCode: 404 } })
  })

  it('cannot remove an item of the shopper’s wishlist: 404 as for an unknown id, and the item stays', async () => {
    const { headers, itemId, count } = await shopperWithWishlist()
    const other = await newShopper(sandbox())
    const answer = await api(sandbox(), 'DELETE', `v1/cms/wishlist/remove/${itemId}`, undefined, other.headers)
    expect(answer).toEqual(await api(sandbox(), 'DELETE', 'v1/cms/wishlist/remove/999999', undefined, other.headers))
    expect(answer).toEqual({ status: 404, body: { message: 'Wishlist item not found.', statusCode: 404 } })
    expect((await api(sandbox(), 'GET', 'v1/cms/wishlist/filter', undefined, headers)).body.data.pagination.total).toBe(count)
  })

  it('sees none of the shopper’s orders or wishlist items in the lists, and only their own profile', async () => {
    const other = await newShopper(sandbox())
    const orders = await api(sandbox(), 'POST', 'v1/document/filter/web', { filters: [{ key: 'store', value: 1 }], limit: 100 }, other.headers)
    expect(orders).toEqual({
      status: 200,
      body: { data: { records: [], pagination: { page: 1, perPage: 100, total: 0, lastPage: 1 }, totalPages: 1, totalRecords: 0 } },
    })
    const wishlist = await api(sandbox(), 'GET', 'v1/cms/wishlist/filter?limit=9999', undefined, other.headers)
    expect(wishlist).toEqual({ status: 200, body: { data: { records: [], pagination: { page: 1, perPage: 9999, limit: 9999, total: 0, lastPage: 1 } } } })
    const profile = await api(sandbox(), 'GET', 'v1/user/web/profile', undefined, other.headers)
    expect(profile.body.data).toMatchObject({ id: other.userId, email: 'druga.kupka@primjer.hr', addresses: [], memberCardBarcode: null })
  })

  it('keeps their own orders and wishlist items out of the shopper’s lists', async () => {
    const other = await newShopper(sandbox())
    const created = await createOrder(sandbox(), await readyCart(sandbox(), other.headers), other.headers)
    expect(created.status).toBe(200)
    const wished = await api(sandbox(), 'POST', 'v1/cms/wishlist/create', { product_id: productId(sandbox(), SEED_IDS.products.simple) }, other.headers)
    expect(wished.status).toBe(200)

    const mine = await api(sandbox(), 'POST', 'v1/document/filter/web', { limit: 100 }, other.headers)
    expect(mine.body.data.records.map((r: { id: number }) => r.id)).toEqual([created.body.data.orderId])
    const { headers } = await shopper(sandbox())
    const orders = await api(sandbox(), 'POST', 'v1/document/filter/web', { limit: 100 }, headers)
    expect(orders.body.data.records.map((r: { id: number }) => r.id)).not.toContain(created.body.data.orderId)
    expect(orders.body.data.pagination.total).toBe(9)
    expect((await api(sandbox(), 'GET', `v1/document/get/web/${created.body.data.orderId}`, undefined, headers)).status).toBe(404)
    const wishlist = await api(sandbox(), 'GET', 'v1/cms/wishlist/filter?limit=9999', undefined, headers)
    expect(wishlist.body.data.records.map((r: { id: number }) => r.id)).not.toContain(wished.body.data.id)
    expect((await api(sandbox(), 'DELETE', `v1/cms/wishlist/remove/${wished.body.data.id}`, undefined, headers)).status).toBe(404)
  })
})
