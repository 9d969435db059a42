import * as v from 'valibot'
import { idSchema } from '../catalog/catalog.schema'
import type { ProductMedia } from '../catalog/catalog.types'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import { deliveryStatusOf, paymentStatusOf } from './orders.status'
import type { OrderDetail, OrderItem, OrderItemImage, OrderSummary } from './orders.types'

// docs/contract/account.md, "Orders". The id is required; everything an order shows falls back to an empty
// value (spec §2 "Detail view" fallbacks, "fallback '0 EUR'") rather than failing the history.

const nothing = v.optional(v.nullable(v.unknown()))
const amount = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  v.transform((value) => (Number.isFinite(Number(value ?? 0)) ? Number(value ?? 0) : 0)),
)
const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  v.transform((value) => (value === undefined || value === null ? '' : String(value))),
)
/** Text that is absent when blank, for the values with a fallback message. */
const named = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value?.trim() ? value.trim() : null)),
)
const list = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.optional(v.nullable(v.array(item)), null),
    v.transform((items) => items ?? []),
  )

const orderItemSchema: v.GenericSchema<unknown, OrderItem> = v.pipe(
  v.looseObject({
    id: idSchema,
    productId: v.optional(v.nullable(idSchema)),
    product_id: v.optional(v.nullable(idSchema)),
    name: text,
    sku: text,
    qty: amount,
    finalNetPrice: amount,
    finalPrice: amount,
    rowTotal: amount,
  }),
  v.transform(({ id, productId, product_id, name, sku, qty, finalNetPrice, finalPrice, rowTotal }) => ({
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

const itemImageSchema: v.GenericSchema<unknown, OrderItemImage> = v.pipe(
  v.looseObject({ id: idSchema, media: v.fallback(v.optional(v.nullable(v.looseObject({ id: idSchema }))), null) }),
  v.transform(({ id, media }) => ({ id, media: (media ?? null) as ProductMedia | null })),
)

const summaryShape = {
  id: idSchema,
  number: text,
  issuedOn: text,
  paymentStatus: nothing,
  deliveryStatus: nothing,
  paymentType: v.fallback(v.optional(v.nullable(v.looseObject({ name: named }))), null),
  baseAmount: amount,
  taxAmount: amount,
  finalAmount: amount,
  items: list(orderItemSchema),
  itemImages: list(itemImageSchema),
}

type SummaryInput = v.InferOutput<v.LooseObjectSchema<typeof summaryShape, undefined>>

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

export const orderSummarySchema: v.GenericSchema<unknown, OrderSummary> = v.pipe(v.looseObject(summaryShape), v.transform(summaryOf))

/** `POST document/filter/web`: a page of the history, newest first. */
export const orderPageSchema: v.GenericSchema<unknown, Paged<OrderSummary>> = pagedSchema(orderSummarySchema)

const priceElementSchema = v.looseObject({ displayName: named, finalAmount: v.optional(v.nullable(v.union([v.number(), v.string()]))) })

/**
 * `GET document/get/web/{id}` with spec §2's fallbacks applied: the contact from `extendedDetails.issuedFrom`, the
 * delivery method from the first price element (else the order's `deliveryMethod`), the payment method's name
 * (else the payment type's), and 0 for missing amounts.
 */
export const orderDetailSchema: v.GenericSchema<unknown, OrderDetail> = v.pipe(
  v.looseObject({
    ...summaryShape,
    deliveryAmount: amount,
    extendedDetails: v.fallback(
      v.optional(
        v.nullable(
          v.looseObject({
            finalAmount: v.optional(v.nullable(v.union([v.number(), v.string()]))),
            issuedFrom: v.optional(
              v.nullable(v.looseObject({ displayName: named, email: named, address: v.optional(v.nullable(v.looseObject({ display2: named }))) })),
            ),
            priceElements: list(priceElementSchema),
          }),
        ),
      ),
      null,
    ),
    deliveryMethod: v.fallback(v.optional(v.nullable(v.looseObject({ name: named, price: v.optional(v.nullable(v.number())) }))), null),
    paymentMethod: v.fallback(v.optional(v.nullable(v.looseObject({ name: named }))), null),
  }),
  v.transform((raw): OrderDetail => {
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
