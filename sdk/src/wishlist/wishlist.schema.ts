import * as v from 'valibot'
import { idSchema, productSummarySchema } from '../catalog/catalog.schema'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import type { WishlistItem } from './wishlist.types'

// docs/contract/account.md, "Wishlist". The product card is a convenience: one the SDK cannot read (or none)
// leaves the item in the list with a null product rather than failing the whole list.

export const wishlistItemSchema: v.GenericSchema<unknown, WishlistItem> = v.pipe(
  v.looseObject({ id: idSchema, product_id: idSchema, product: v.fallback(v.nullable(v.optional(productSummarySchema)), null) }),
  v.transform(({ id, product_id, product }) => ({ id, product_id, product: product ?? null })),
)

/** `GET wishlist/filter`: one page holding the whole wishlist (limit 9999). */
export const wishlistPageSchema: v.GenericSchema<unknown, Paged<WishlistItem>> = pagedSchema(wishlistItemSchema)

/** `POST wishlist/create` and `DELETE wishlist/remove/{id}`: the item; only the call's success matters. */
export const wishlistChangeSchema = v.looseObject({ id: idSchema })
