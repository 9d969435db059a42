import * as z from 'zod/mini'
import type { Cart, GuestUser } from './cart.types'

// Loose objects: the fields the SDK computes with are checked, the rest (currency, memberCard, freeDelivery...)
// is kept as the server sent it for the cart page.

const idSchema = z.union([z.number(), z.string()])
const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), [])

const amountsSchema = z.looseObject({
  finalPrice: z.number(),
  retailPrice: z._default(z.number(), 0),
  row: z._default(z.number(), 0),
  cartTotal: z.number(),
})

const itemSchema = z.looseObject({
  itemId: idSchema,
  productId: idSchema,
  sku: z._default(z.string(), ''),
  qty: z.number(),
  productData: z.looseObject({
    name: z._default(z.string(), ''),
    media: list(z.looseObject({ id: idSchema })),
    categories: list(z.looseObject({ id: idSchema })),
  }),
  prices: z.looseObject({ base: amountsSchema }),
})

const pricesSchema = z.looseObject({
  itemsTotal: z._default(z.number(), 0),
  tax: z._default(z.looseObject({ itemsTotal: z._default(z.number(), 0), cartTotal: z._default(z.number(), 0) }), { itemsTotal: 0, cartTotal: 0 }),
  coupon: z._default(z.number(), 0),
  delivery: z._default(z.number(), 0),
  loyalty: z._default(z.number(), 0),
  cartTotal: z.number(),
  orderTotal: z._default(z.number(), 0),
})

export const cartSchema: z.ZodMiniType<Cart> = z.looseObject({
  id: idSchema,
  protectCode: z.string(),
  session: z._default(z.string(), ''),
  items: list(itemSchema),
  prices: pricesSchema,
  coupon: z._default(z.nullable(z.looseObject({ code: z.string() })), null),
  couponCode: z._default(z.nullable(z.string()), null),
  digitalOnly: z._default(z.boolean(), false),
}) as unknown as z.ZodMiniType<Cart>

/** `getNewCartSession` and `checkout/cart/getAbandoned`: `{ id, protectCode, session }`. */
export const sessionReplySchema = z.looseObject({ id: idSchema, protectCode: z.string() })

export const abandonedReplySchema = z.nullable(sessionReplySchema)

export const validateReplySchema = z.looseObject({ cart: cartSchema, validateMemberCard: z._default(z.boolean(), true) })

export const guestUserSchema: z.ZodMiniType<GuestUser> = z.looseObject({ id: idSchema, email: z.string() })

export const anySchema = z.unknown()
