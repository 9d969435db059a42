import { describe, expect, it } from 'vitest'
import type { BundleItem } from '../catalog/catalog.types'
import { cartChanged, itemCountOf } from './cart.check'
import { bundleOptionsOf, bundleQuantity, cartQuantity, planAdd } from './cart.rules'
import type { Cart } from './cart.types'

const item = (productId: number, format: BundleItem['format']): BundleItem =>
  ({
    id: productId * 10,
    qty: 1,
    format,
    product: { id: productId, format, name: '', slug: '', sku: '', isPurchasable: true, available: true },
  }) as unknown as BundleItem

describe('cartQuantity', () => {
  it.each([
    [1, 1],
    ['7', 7],
    [' 12 ', 12],
    [9999, 9999],
  ])('coerces %j to the quantity %j', (input, expected) => {
    expect(cartQuantity(input)).toBe(expected)
  })

  it.each([0, -1, 10000, 1.5, '', 'abc', Number.NaN, null, undefined])('refuses %j as an invalid quantity', (input) => {
    expect(cartQuantity(input)).toBeNull()
  })

  it('defaults a bundle quantity to 1 and refuses a non-positive one', () => {
    expect([bundleQuantity(undefined), bundleQuantity(3), bundleQuantity(0), bundleQuantity(2.5)]).toEqual([1, 3, null, null])
  })
})

describe('planAdd', () => {
  it.each([
    ['simple', { kind: 'add', productId: 5 }],
    ['eProduct', { kind: 'add', productId: 5 }],
    ['configurable', { kind: 'refuse', reason: 'chooseOptions' }],
    ['bundle', { kind: 'checkBundle' }],
  ] as const)('plans a %s product without options as %j', (format, plan) => {
    expect(planAdd({ id: 5, format })).toEqual(plan)
  })

  it('adds a configurable product through its chosen simple or eProduct variant only', () => {
    expect(planAdd({ id: 5, format: 'configurable' }, { variant: { id: 51, format: 'simple' } })).toEqual({ kind: 'add', productId: 51 })
    expect(planAdd({ id: 5, format: 'configurable' }, { variant: { id: 52, format: 'eProduct' } })).toEqual({ kind: 'add', productId: 52 })
    expect(planAdd({ id: 5, format: 'configurable' }, { variant: { id: 53, format: 'configurable' } })).toEqual({ kind: 'refuse', reason: 'chooseOptions' })
  })

  it('adds a bundle of simple items directly and sends one with a configurable item to the customisation modal', () => {
    expect(planAdd({ id: 9, format: 'bundle', bundles: [item(1, 'simple'), item(2, 'eProduct')] })).toEqual({ kind: 'add', productId: 9 })
    expect(planAdd({ id: 9, format: 'bundle', bundles: [item(1, 'simple'), item(2, 'configurable')] })).toEqual({
      kind: 'refuse',
      reason: 'needsConfiguration',
    })
    expect(planAdd({ id: 9, format: 'bundle', bundles: [item(1, 'bundle')] })).toEqual({ kind: 'refuse', reason: 'configurationNotSet' })
  })

  it('refuses a product that must not be sold', () => {
    expect(planAdd({ id: 5, format: 'simple', isPurchasable: false })).toEqual({ kind: 'refuse', reason: 'notPurchasable' })
  })
})

describe('bundleOptionsOf', () => {
  const bundles = [item(1, 'simple'), item(2, 'configurable'), item(3, 'eProduct')]

  it('builds { id, options } for simple and eProduct items and { main, selected, options } for configurable ones', () => {
    const personalizations = [{ optionId: 5, value: 'Ana' }]
    expect(
      bundleOptionsOf(bundles, [
        { productId: 2, variant: { id: 21, format: 'simple' } },
        { productId: 1, options: { personalizations } },
      ]),
    ).toEqual([
      { id: 1, options: { personalizations } },
      { main: { id: 2, format: 'configurable' }, selected: { id: 21 }, options: {} },
      { id: 3, options: {} },
    ])
  })

  it('needs a simple or eProduct variant for every configurable item', () => {
    expect(bundleOptionsOf(bundles, [])).toBeNull()
    expect(bundleOptionsOf(bundles, [{ productId: 2, variant: { id: 21, format: 'configurable' } }])).toBeNull()
  })

  it('refuses a nested bundle', () => {
    expect(bundleOptionsOf([item(1, 'simple'), item(4, 'bundle')], [])).toBeNull()
  })
})

describe('cartChanged', () => {
  const line = (itemId: number, finalPrice: number, cartTotal: number, qty = 1) => ({
    itemId,
    productId: itemId,
    sku: '',
    qty,
    productData: { name: '', media: [], categories: [] },
    prices: { base: { finalPrice, retailPrice: finalPrice, row: finalPrice * qty, cartTotal } },
  })
  const cart = (...items: ReturnType<typeof line>[]) => ({ items }) as unknown as Cart

  it('sees no change when every line has the same final price and cart total', () => {
    expect(cartChanged(cart(line(1, 10, 10), line(2, 5, 5)), cart(line(1, 10, 10), line(2, 5, 5)))).toBe(false)
  })

  it.each([
    ['a line more', cart(line(1, 10, 10), line(2, 5, 5))],
    ['another final price', cart(line(1, 11, 10))],
    ['another line cart total', cart(line(1, 10, 9))],
    ['another line', cart(line(3, 10, 10))],
  ])('sees a change for %s', (_, server) => {
    expect(cartChanged(cart(line(1, 10, 10)), server)).toBe(true)
  })

  it('counts the pieces of every line for the header', () => {
    expect([itemCountOf(null), itemCountOf(cart(line(1, 1, 1, 2), line(2, 1, 1, 3)))]).toEqual([0, 5])
  })
})
