import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { history } from '../../test/auth.setup'
import { cartShop, simple } from '../../test/cart.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import type { BundleItem } from '../catalog/catalog.types'
import { createSiteService } from '../site/site.service'

useMswServer()

const bodiesTo = (path: string) =>
  Promise.all(
    seen.filter((request) => pathOf(request) === `/api/v2/ecommerce/cart/${path}`).map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  )

const bundleItem = (productId: number, format: BundleItem['format']) =>
  ({
    id: productId * 10,
    qty: 1,
    format,
    product: { id: productId, format, name: '', slug: '', sku: '', isPurchasable: true, available: true },
  }) as unknown as BundleItem

describe('adding to the cart', () => {
  it('adds a simple product with the cart key, quantity, options and reservation, then tells the UI to go to the cart', async () => {
    const { cart, noticeKeys, notices } = cartShop({ behaviour: '0' })
    const added = await cart.add(simple(7), 3)
    expect(added).toMatchObject({ ok: true, behaviour: 0, next: 'cart' })
    expect(await bodiesTo('addItem')).toEqual([{ cartId: 1, protectCode: 'secret-1', productId: 7, qty: 3, options: {}, reservation: null }])
    expect(noticeKeys()).toEqual(['core.notifications.addedToCart'])
    expect(notices[0]?.level).toBe('success')
  })

  it('is pending while the add is under way', async () => {
    const { cart } = cartShop()
    const pending = history(cart.$pending)
    await cart.add(simple(7))
    expect(pending).toEqual([false, true, false])
  })

  it.each([
    ['1', 1, 'stay'],
    ['2', 2, 'popup'],
  ] as const)('fetches the unknown cart-addition behaviour %s and answers %s', async (option, behaviour, next) => {
    const { cart, shop } = cartShop({ behaviour: option })
    expect(cart.$behaviour.get()).toBeNull()
    expect(await cart.add({ id: 8, format: 'eProduct' })).toMatchObject({ ok: true, behaviour, next })
    expect(createSiteService(shop).$options.get()?.cartAdditionBehaviour).toBe(behaviour)
    expect(cart.$behaviour.get()).toBe(behaviour)
  })

  it('does not fetch the behaviour again once the site options are known', async () => {
    const { cart, shop } = cartShop({ behaviour: '1' })
    await createSiteService(shop).fetchOptions()
    seen.length = 0
    await cart.add(simple(7))
    expect(seen.map(pathOf).filter((path) => path.includes('option/filter'))).toEqual([])
  })

  it('refuses a configurable product without a variant with an info notice and no request', async () => {
    const { cart, notices } = cartShop()
    expect(await cart.add({ id: 20, format: 'configurable' })).toEqual({ ok: false, reason: 'chooseOptions' })
    expect(notices.map((notice) => [notice.level, notice.key])).toEqual([['info', 'core.notifications.chooseOptions']])
    expect(seen).toHaveLength(0)
  })

  it('adds a configurable product through the chosen variant', async () => {
    const { cart } = cartShop()
    await cart.add({ id: 20, format: 'configurable' }, 1, {
      variant: { id: 21, format: 'simple' },
      options: { personalizations: [{ optionId: 5, value: 'Ana' }] },
    })
    expect(await bodiesTo('addItem')).toMatchObject([{ productId: 21, options: { personalizations: [{ optionId: 5, value: 'Ana' }] } }])
  })

  it('asks the UI to open the customisation modal for a bundle with a configurable item, without a notice', async () => {
    const { cart, notices } = cartShop()
    const bundle = { id: 30, format: 'bundle' as const, bundles: [bundleItem(1, 'simple'), bundleItem(2, 'configurable')] }
    expect(await cart.add(bundle)).toEqual({ ok: false, reason: 'needsConfiguration' })
    expect([notices, seen]).toEqual([[], []])
  })

  it('adds a bundle of simple items directly', async () => {
    const { cart } = cartShop()
    const added = await cart.add({ id: 31, format: 'bundle', bundles: [bundleItem(1, 'simple'), bundleItem(3, 'eProduct')] })
    expect(added.ok).toBe(true)
    expect(await bodiesTo('addItem')).toMatchObject([{ productId: 31, qty: 1 }])
  })

  it('asks checkBundles about a bundle whose items it does not know', async () => {
    const { cart } = cartShop()
    server.use(
      mock.get(`${API}/api/v1/product/checkBundles`, ({ request }) =>
        HttpResponse.json({
          data: { productId: Number(new URL(request.url).searchParams.get('product')), hasConfigurable: true, hasBundle: false, items: [] },
        }),
      ),
    )
    expect(await cart.add({ id: 32, format: 'bundle' })).toEqual({ ok: false, reason: 'needsConfiguration' })
    expect(seen.map(pathOf)).toEqual(['/api/v1/product/checkBundles?product=32'])
  })

  it.each([0, -2, 1.5, 10000])('refuses the quantity %j with the invalidQuantity notice', async (qty) => {
    const { cart, noticeKeys } = cartShop()
    expect(await cart.add(simple(7), qty)).toEqual({ ok: false, reason: 'invalidQuantity' })
    expect(noticeKeys()).toEqual(['validation.invalidQuantity'])
    expect(seen).toHaveLength(0)
  })

  it('reports a refused add with the error notice and keeps the session', async () => {
    const { cart, noticeKeys } = cartShop()
    await cart.add(simple(7))
    server.use(
      mock.post(`${API}/api/v2/ecommerce/cart/addItem`, () => HttpResponse.json({ message: 'Product is not available.', statusCode: 400 }, { status: 400 })),
    )
    expect(await cart.add(simple(8))).toMatchObject({ ok: false, reason: 'failed', error: { status: 400 } })
    expect(noticeKeys()).toEqual(['core.notifications.addedToCart', 'core.notifications.somethingWentWrong'])
    expect(cart.$session.get()).not.toBeNull()
  })
})

describe('adding a bundle from the customisation modal', () => {
  const bundle = { id: 40, format: 'bundle' as const, bundles: [bundleItem(1, 'simple'), bundleItem(2, 'configurable')] }

  it('sends the spec bundle payload with the chosen variants', async () => {
    const { cart } = cartShop()
    const added = await cart.addBundle(bundle, [{ productId: 2, variant: { id: 22, format: 'eProduct' } }], 2)
    expect(added.ok).toBe(true)
    expect(await bodiesTo('addItem')).toEqual([
      {
        cartId: 1,
        protectCode: 'secret-1',
        productId: 40,
        qty: 2,
        options: {},
        reservation: null,
        bundleOptions: [
          { id: 1, options: {} },
          { main: { id: 2, format: 'configurable' }, selected: { id: 22 }, options: {} },
        ],
      },
    ])
  })

  it('refuses an incomplete configuration with the configurationNotSet info notice', async () => {
    const { cart, notices } = cartShop()
    expect(await cart.addBundle(bundle, [])).toEqual({ ok: false, reason: 'configurationNotSet' })
    expect(notices.map((notice) => [notice.level, notice.key])).toEqual([['info', 'core.notifications.configurationNotSet']])
    expect(seen).toHaveLength(0)
  })

  it('refuses a bundle quantity that is not a positive integer', async () => {
    const { cart, noticeKeys } = cartShop()
    expect(await cart.addBundle(bundle, [{ productId: 2, variant: { id: 22, format: 'simple' } }], 0)).toEqual({ ok: false, reason: 'invalidQuantity' })
    expect(noticeKeys()).toEqual(['validation.invalidQuantity'])
  })
})

describe('removing from the cart', () => {
  it('removes a line that is in the cart', async () => {
    const { cart, backend } = cartShop()
    await cart.add(simple(7))
    await cart.add(simple(8))
    const first = cart.$cart.get()!.items[0]!
    const removed = await cart.remove(first.itemId)
    expect(removed.ok && removed.data.items.map((item) => item.productId)).toEqual([8])
    expect(backend.cart(1).lines.map((line) => line.productId)).toEqual([8])
  })

  it('refuses a line that is not in the cart with the itemNotInCart info notice and no request', async () => {
    const { cart, notices } = cartShop()
    await cart.add(simple(7))
    seen.length = 0
    const removed = await cart.remove(999)
    expect(removed.ok).toBe(false)
    expect(notices.at(-1)).toMatchObject({ level: 'info', key: 'core.notifications.itemNotInCart' })
    expect(seen).toHaveLength(0)
  })

  it('empties a cart with lines', async () => {
    const { cart } = cartShop()
    await cart.add(simple(7), 2)
    const cleared = await cart.clear()
    expect(cleared.ok && cleared.data?.items).toEqual([])
    expect(cart.$itemCount.get()).toBe(0)
  })
})
