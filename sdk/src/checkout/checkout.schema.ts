import * as v from 'valibot'
import type { Country } from '../site/site.types'
import type { DeliveryMethod, PaymentMethod, PayPalPayment } from './checkout.types'

// Tolerant of extra fields, strict on the ones the checkout computes with (docs/contract/checkout.md).

const idSchema = v.union([v.number(), v.string()])
const text = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => value ?? ''),
)

export const countriesSchema: v.GenericSchema<unknown, Country[]> = v.array(v.object({ id: idSchema, iso: v.string(), code: v.string(), name: v.string() }))

const branchSchema = v.object({
  id: idSchema,
  name: text,
  address: v.optional(v.object({ street: text, houseNumber: text, zipCode: text, city: text, countryId: v.optional(idSchema) }), {
    street: '',
    houseNumber: '',
    zipCode: '',
    city: '',
  }),
  workhours: v.optional(v.array(v.unknown())),
})

export const deliveryMethodsSchema: v.GenericSchema<unknown, DeliveryMethod[]> = v.array(
  v.pipe(
    v.object({
      id: idSchema,
      code: v.optional(v.string()),
      name: text,
      description: text,
      price: v.optional(v.number(), 0),
      taxRate: v.optional(v.nullable(v.number())),
      cartPrice: v.optional(v.nullable(v.number())),
      options: v.optional(v.nullable(v.object({ branches: v.optional(v.nullable(v.array(branchSchema))) }))),
    }),
    v.transform(
      ({ options, taxRate, cartPrice, code, ...method }): DeliveryMethod => ({
        ...method,
        ...(code === undefined ? {} : { code }),
        ...(typeof taxRate === 'number' ? { taxRate } : {}),
        ...(typeof cartPrice === 'number' ? { cartPrice } : {}),
        branches: options?.branches ?? [],
      }),
    ),
  ),
)

export const paymentMethodsSchema: v.GenericSchema<unknown, PaymentMethod[]> = v.array(
  v.pipe(
    v.object({ id: idSchema, code: v.optional(v.string()), name: text, description: text, paymentType: v.optional(v.nullable(v.string())) }),
    v.transform(
      ({ paymentType, code, ...method }): PaymentMethod => ({ ...method, ...(code === undefined ? {} : { code }), paymentType: paymentType || null }),
    ),
  ),
)

const paypalPaymentSchema: v.GenericSchema<unknown, PayPalPayment> = v.looseObject({
  id: v.string(),
  total: v.number(),
  currency: v.optional(v.string(), 'EUR'),
  orderId: v.optional(idSchema),
})

/** `order/create`: html for HPF, a payment object (html not a string) for PayPal, neither for cash. */
export const orderReplySchema = v.looseObject({
  orderId: v.optional(idSchema),
  orderSlug: v.optional(v.nullable(v.string())),
  paymentType: v.optional(v.nullable(v.string())),
  html: v.optional(v.nullable(v.unknown())),
  payment: v.optional(v.nullable(paypalPaymentSchema)),
})

export type OrderReply = v.InferOutput<typeof orderReplySchema>

export const pgSuccessReplySchema = v.looseObject({ url: v.string(), orderSlug: v.optional(v.nullable(v.string())), orderId: v.optional(idSchema) })

/** What `order/pgCancel/{id}` answers; only its success matters. */
export const pgCancelReplySchema = v.looseObject({ orderId: v.optional(idSchema) })

/** The saved address the user endpoints answer; only the id is used. */
export const savedAddressSchema = v.looseObject({ id: idSchema, type: v.optional(v.string()) })

/** The guest user `cart/updateGuestUser` answers, with the ids of the addresses it saved. */
export const guestWithAddressesSchema = v.looseObject({
  id: idSchema,
  email: v.string(),
  addresses: v.optional(v.array(v.looseObject({ id: idSchema, type: v.string() })), []),
})
