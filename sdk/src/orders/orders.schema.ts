import * as z from 'zod/mini'
import { idSchema } from '../catalog/catalog.schema'
import type { ProductMedia } from '../catalog/catalog.types'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import { deliveryStatusOf, paymentStatusOf } from './orders.status'
import type { OrderDetail, OrderItem, OrderItemImage, OrderSummary } from './orders.types'

// docs/contract/account.md, "Orders". The id is required; everything an order shows falls back to an empty
// value (spec §2 "Detail view" fallbacks, "fallback '0 EUR'") rather than failing the history.

const nothing = z.optional(z.nullable(z.unknown()))
const amount = z.pipe(
  z.optional(z.nullable(z.union([z.number(), z.string()]))),
  z.transform((value) => (Number.isFinite(Number(value ?? 0)) ? Number(value ?? 0) : 0)),
)
const text = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((value) => (value === undefined || value === null ? '' : String(value))),
)
/** Text that is absent when blank, for the values with a fallback message. */
const named = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => (value?.trim() ? value.trim() : null)),
)
const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.optional(z.nullable(z.array(item))),
    z.transform((items) => items ?? []),
  )

const orderItemSchema: z.ZodMiniType<OrderItem> = z.pipe(
  z.looseObject({
    id: idSchema,
    productId: z.optional(z.nullable(idSchema)),
    product_id: z.optional(z.nullable(idSchema)),
    name: text,
    sku: text,
    qty: amount,
    finalNetPrice: amount,
    finalPrice: amount,
    rowTotal: amount,
  }),
  z.transform(({ id, productId, product_id, name, sku, qty, finalNetPrice, finalPrice, rowTotal }) => ({
    id,
    productId: productId ?? product_id ?? null,
    name,
    sku,
    qty,
    finalNetPrice,
    finalPrice,
    rowTotal,
  })),
)

const itemImageSchema: z.ZodMiniType<OrderItemImage> = z.pipe(
  z.looseObject({ id: idSchema, media: z.catch(z.optional(z.nullable(z.looseObject({ id: idSchema }))), null) }),
  z.transform(({ id, media }) => ({ id, media: (media ?? null) as ProductMedia | null })),
)

const summaryShape = {
  id: idSchema,
  number: text,
  issuedOn: text,
  paymentStatus: nothing,
  deliveryStatus: nothing,
  paymentType: z.catch(z.optional(z.nullable(z.looseObject({ name: named }))), null),
  baseAmount: amount,
  taxAmount: amount,
  finalAmount: amount,
  items: list(orderItemSchema),
  itemImages: list(itemImageSchema),
}

type SummaryInput = z.infer<z.ZodMiniObject<typeof summaryShape>>

function summaryOf(raw: SummaryInput): OrderSummary {
  return {
    id: raw.id,
    number: raw.number,
    issuedOn: raw.issuedOn,
    paymentStatus: paymentStatusOf(raw.paymentStatus),
    deliveryStatus: deliveryStatusOf(raw.deliveryStatus),
    paymentTypeName: raw.paymentType?.name ?? null,
    baseAmount: raw.baseAmount,
    taxAmount: raw.taxAmount,
    finalAmount: raw.finalAmount,
    items: raw.items,
    itemImages: raw.itemImages,
  }
}

export const orderSummarySchema: z.ZodMiniType<OrderSummary> = z.pipe(z.looseObject(summaryShape), z.transform(summaryOf))

/** `POST document/filter/web`: a page of the history, newest first. */
export const orderPageSchema: z.ZodMiniType<Paged<OrderSummary>> = pagedSchema(orderSummarySchema)

const priceElementSchema = z.looseObject({ displayName: named, finalAmount: z.optional(z.nullable(z.union([z.number(), z.string()]))) })

/**
 * `GET document/get/web/{id}` with spec §2's fallbacks applied: the contact from `extendedDetails.issuedFrom`, the
 * delivery method from the first price element (else the order's `deliveryMethod`), the payment method's name
 * (else the payment type's), and 0 for missing amounts.
 */
export const orderDetailSchema: z.ZodMiniType<OrderDetail> = z.pipe(
  z.looseObject({
    ...summaryShape,
    deliveryAmount: amount,
    extendedDetails: z.catch(
      z.optional(
        z.nullable(
          z.looseObject({
            finalAmount: z.optional(z.nullable(z.union([z.number(), z.string()]))),
            issuedFrom: z.optional(
              z.nullable(z.looseObject({ displayName: named, email: named, address: z.optional(z.nullable(z.looseObject({ display2: named }))) })),
            ),
            priceElements: list(priceElementSchema),
          }),
        ),
      ),
      null,
    ),
    deliveryMethod: z.catch(z.optional(z.nullable(z.looseObject({ name: named, price: z.optional(z.nullable(z.number())) }))), null),
    paymentMethod: z.catch(z.optional(z.nullable(z.looseObject({ name: named }))), null),
  }),
  z.transform((raw): OrderDetail => {
    const details = raw.extendedDetails ?? null
    const from = details?.issuedFrom ?? null
    const delivery = details?.priceElements[0]
    const summary = summaryOf(raw)
    const finalAmount = Number(details?.finalAmount ?? summary.finalAmount)
    return {
      ...summary,
      finalAmount: Number.isFinite(finalAmount) ? finalAmount : 0,
      contactName: from?.displayName ?? null,
      contactEmail: from?.email ?? null,
      contactAddress: from?.address?.display2 ?? null,
      deliveryMethodName: delivery?.displayName ?? raw.deliveryMethod?.name ?? null,
      deliveryAmount: Number(delivery?.finalAmount ?? raw.deliveryMethod?.price ?? raw.deliveryAmount) || 0,
      paymentMethodName: raw.paymentMethod?.name ?? summary.paymentTypeName,
      totalQuantity: summary.items.reduce((sum, item) => sum + item.qty, 0),
    }
  }),
)
