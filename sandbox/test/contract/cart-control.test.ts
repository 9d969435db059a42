import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/sandbox.create'
import { call, json, useSandbox } from '../sandbox.fixture'
import { productId } from './catalog.fixture'

const sandbox = useSandbox()
const patch = (id: number | string, body: unknown) => json(call(sandbox(), 'PATCH', `/__sandbox/products/${id}`, { body }))
const productOf = async (id: number) => (await json(call(sandbox(), 'GET', `/api/v1/product/products/get?id=${id}`))).body.data

// The product control is here because it exists for the cart: e2e tests change a price between cart and submit.
describe('PATCH /__sandbox/products/{id}', () => {
  it('lowers the price to pay, which makes the product discounted everywhere', async () => {
    const id = productId(sandbox(), 'KOL-1002-001')
    expect(await patch(id, { finalPrice: 449.99 })).toEqual({
      status: 200,
      body: {
        data: {
          id,
          sku: 'KOL-1002-001',
          retailPrice: 473.99,
          finalPrice: 449.99,
          basicPrice: 359.99,
          discount: { retailPrice: 449.99 },
          available: true,
          isPurchasable: true,
        },
      },
    })
    expect(await productOf(id)).toMatchObject({
      finalPrice: 449.99,
      retailPrice: 473.99,
      discount: { retailPrice: 449.99 },
      lowestPrice: { retailPrice: 449.99 },
    })
  })

  it('raises the regular price with a finalPrice above it, and ends a sale at the regular price', async () => {
    const plain = productId(sandbox(), 'IGR-1401-001')
    expect((await patch(plain, { finalPrice: 29.99 })).body.data).toMatchObject({ retailPrice: 29.99, finalPrice: 29.99, discount: null })
    const onSale = productId(sandbox(), 'HRA-1201-002')
    expect((await patch(onSale, { finalPrice: 20.99 })).body.data).toMatchObject({ retailPrice: 20.99, finalPrice: 20.99, discount: null })
    expect((await productOf(onSale)).lowestPrice).toBeNull()
  })

  it('changes the regular price and keeps a running sale', async () => {
    const onSale = productId(sandbox(), 'HRA-1201-002')
    expect((await patch(onSale, { retailPrice: 24.99 })).body.data).toMatchObject({ retailPrice: 24.99, finalPrice: 15.99, discount: { retailPrice: 15.99 } })
  })

  it('switches availability and purchasability', async () => {
    const id = productId(sandbox(), 'IGR-1401-001')
    expect((await patch(id, { available: false, isPurchasable: false })).body.data).toMatchObject({ available: false, isPurchasable: false })
    expect(await productOf(id)).toMatchObject({ available: false, isPurchasable: false })
  })

  it.each([
    [{ colour: 'red' }, 'Unknown field: colour.'],
    [{ finalPrice: 0 }, 'finalPrice must be a positive number.'],
    [{ retailPrice: '10' }, 'retailPrice must be a positive number.'],
    [{ available: 'no' }, 'available must be a boolean.'],
    [{ finalPrice: 30, retailPrice: 20 }, 'finalPrice must not be above retailPrice.'],
  ])('answers 400 for %j and changes nothing', async (body, message) => {
    const id = productId(sandbox(), 'IGR-1401-001')
    expect(await patch(id, body)).toEqual({ status: 400, body: { message, statusCode: 400 } })
    expect((await productOf(id)).finalPrice).toBe(25.99)
  })

  it('answers 404 Product not found. for an unknown product', async () => {
    expect(await patch(999999, { finalPrice: 1 })).toEqual({ status: 404, body: { message: 'Product not found.', statusCode: 404 } })
  })
})

describe('without control', () => {
  const plain = createSandbox()
  afterAll(() => plain.close())

  it.each([
    ['PATCH', '/__sandbox/products/17'],
    ['POST', '/__sandbox/carts/1/archive'],
    ['POST', '/__sandbox/carts/1/use-session'],
  ])('refuses %s %s with 404', async (method, path) => {
    const { status } = await json(call(plain, method, path, { body: {} }))
    expect(status).toBe(404)
  })
})
