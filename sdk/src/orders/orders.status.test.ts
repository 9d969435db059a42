import { describe, expect, it } from 'vitest'
import { deliveryStatusKey, deliveryStatusOf, orderImagesPreview, paymentStatusKey, paymentStatusOf } from './orders.status'
import type { OrderItemImage } from './orders.types'

const images = (count: number): OrderItemImage[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, media: null }))

describe('orderImagesPreview', () => {
  it.each([
    [0, [], 0],
    [1, [1], 0],
    [3, [1, 2, 3], 0],
    [4, [1, 2, 3], 1],
    [6, [1, 2, 3], 3],
  ])('shows at most three of %i images and counts the rest as +N', (count, shown, more) => {
    const preview = orderImagesPreview({ itemImages: images(count) })
    expect([preview.shown.map((image) => image.id), preview.more]).toEqual([shown, more])
  })
})

describe('payment statuses', () => {
  it.each([
    ['scheduled', 'core.paymentStatus.scheduled'],
    ['notPaid', 'core.paymentStatus.notPaid'],
    ['paid', 'core.paymentStatus.paid'],
    ['ready', 'core.paymentStatus.ready'],
    ['ptPaid', 'core.paymentStatus.ptPaid'],
    ['notApplicable', 'core.paymentStatus.notApplicable'],
    ['transferred', 'core.paymentStatus.transferred'],
    ['overpaid', 'core.paymentStatus.overpaid'],
    ['unknown', 'core.paymentStatus.unknown'],
    ['refunded', 'core.paymentStatus.unknown'],
    ['PAID', 'core.paymentStatus.unknown'],
    [null, 'core.paymentStatus.unknown'],
    [undefined, 'core.paymentStatus.unknown'],
    ['toString', 'core.paymentStatus.unknown'],
  ])('labels %s with %s', (status, key) => {
    expect(paymentStatusKey(status)).toBe(key)
  })

  it('reads anything but the eight statuses from the wire as unknown', () => {
    expect([paymentStatusOf('paid'), paymentStatusOf(3), paymentStatusOf({}), paymentStatusOf('')]).toEqual(['paid', 'unknown', 'unknown', 'unknown'])
  })
})

describe('delivery statuses', () => {
  it.each([
    ['ready', 'core.deliveryStatus.ready'],
    ['confirmed', 'core.deliveryStatus.confirmed'],
    ['notSent', 'core.deliveryStatus.notSent'],
    ['sent', 'core.deliveryStatus.sent'],
    ['scheduled', 'core.deliveryStatus.scheduled'],
    ['lost', 'core.deliveryStatus.unknown'],
    [null, 'core.deliveryStatus.unknown'],
  ])('labels %s with %s', (status, key) => {
    expect(deliveryStatusKey(status)).toBe(key)
  })

  it('reads a payment-only status as unknown for delivery', () => {
    expect([deliveryStatusOf('paid'), deliveryStatusOf('sent')]).toEqual(['unknown', 'sent'])
  })
})
