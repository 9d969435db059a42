import * as v from 'valibot'
import type { Cart, GuestUser } from './cart.types'

// Loose objects: the fields the SDK computes with are checked, the rest (currency, memberCard, freeDelivery...)
// is kept as the server sent it for the cart page.

const idSchema = v.union([v.number(), v.string()])
const list = <T extends v.GenericSchema>(item: T) => v.optional(v.array(item), [])

const amountsSchema = v.looseObject({
  finalPrice: v.number(),
  retailPrice: v.optional(v.number(), 0),
  row: v.optional(v.number(), 0),
  cartTotal: v.number(),
})

const itemSchema = v.looseObject({
  itemId: idSchema,
  productId: idSchema,
  sku: v.optional(v.string(), ''),
  qty: v.number(),
  productData: v.looseObject({
    name: v.optional(v.string(), ''),
    media: list(v.looseObject({ id: idSchema })),
    categories: list(v.looseObject({ id: idSchema })),
  }),
  prices: v.looseObject({ base: amountsSchema }),
})

const pricesSchema = v.looseObject({
  itemsTotal: v.optional(v.number(), 0),
  tax: v.optional(v.looseObject({ itemsTotal: v.optional(v.number(), 0), cartTotal: v.optional(v.number(), 0) }), { itemsTotal: 0, cartTotal: 0 }),
  coupon: v.optional(v.number(), 0),
  delivery: v.optional(v.number(), 0),
  loyalty: v.optional(v.number(), 0),
  cartTotal: v.number(),
  orderTotal: v.optional(v.number(), 0),
})

export const cartSchema: v.GenericSchema<unknown, Cart> = v.looseObject({
  id: idSchema,
  protectCode: v.string(),
  session: v.optional(v.string(), ''),
  items: list(itemSchema),
  prices: pricesSchema,
  coupon: v.optional(v.nullable(v.looseObject({ code: v.string() })), null),
  couponCode: v.optional(v.nullable(v.string()), null),
  digitalOnly: v.optional(v.boolean(), false),
}) as unknown as v.GenericSchema<unknown, Cart>

/** `getNewCartSession` and `checkout/cart/getAbandoned`: `{ id, protectCode, session }`. */
export const sessionReplySchema = v.looseObject({ id: idSchema, protectCode: v.string() })

export const abandonedReplySchema = v.nullable(sessionReplySchema)

export const validateReplySchema = v.looseObject({ cart: cartSchema, validateMemberCard: v.optional(v.boolean(), true) })

export const guestUserSchema: v.GenericSchema<unknown, GuestUser> = v.looseObject({ id: idSchema, email: v.string() })

export const anySchema = v.unknown()
