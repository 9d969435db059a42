import * as z from 'zod/mini'
import type { Country } from '../site/site.types'
import type { DeliveryMethod, PaymentMethod, PayPalPayment } from './checkout.types'

// Tolerant of extra fields, strict on the ones the checkout computes with (docs/contract/checkout.md).

const idSchema = z.union([z.number(), z.string()])
const text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? ''),
)

export const countriesSchema: z.ZodMiniType<Country[]> = z.array(z.object({ id: idSchema, iso: z.string(), code: z.string(), name: z.string() }))

const branchSchema = z.object({
  id: idSchema,
  name: text,
  address: z._default(z.object({ street: text, houseNumber: text, zipCode: text, city: text, countryId: z.optional(idSchema) }), {
    street: '',
    houseNumber: '',
    zipCode: '',
    city: '',
  }),
  workhours: z.optional(z.array(z.unknown())),
})

export const deliveryMethodsSchema: z.ZodMiniType<DeliveryMethod[]> = z.array(
  z.pipe(
    z.object({
      id: idSchema,
      code: z.optional(z.string()),
      name: text,
      description: text,
      price: z._default(z.number(), 0),
      taxRate: z.optional(z.nullable(z.number())),
      cartPrice: z.optional(z.nullable(z.number())),
      options: z.optional(z.nullable(z.object({ branches: z.optional(z.nullable(z.array(branchSchema))) }))),
    }),
    z.transform(
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

export const paymentMethodsSchema: z.ZodMiniType<PaymentMethod[]> = z.array(
  z.pipe(
    z.object({ id: idSchema, code: z.optional(z.string()), name: text, description: text, paymentType: z.optional(z.nullable(z.string())) }),
    z.transform(
      ({ paymentType, code, ...method }): PaymentMethod => ({ ...method, ...(code === undefined ? {} : { code }), paymentType: paymentType || null }),
    ),
  ),
)

const paypalPaymentSchema: z.ZodMiniType<PayPalPayment> = z.looseObject({
  id: z.string(),
  total: z.number(),
  currency: z._default(z.string(), 'EUR'),
  orderId: z.optional(idSchema),
})

/** `order/create`: html for HPF, a payment object (html not a string) for PayPal, neither for cash. */
export const orderReplySchema = z.looseObject({
  orderId: z.optional(idSchema),
  orderSlug: z.optional(z.nullable(z.string())),
  paymentType: z.optional(z.nullable(z.string())),
  html: z.optional(z.nullable(z.unknown())),
  payment: z.optional(z.nullable(paypalPaymentSchema)),
})

export type OrderReply = z.infer<typeof orderReplySchema>

export const pgSuccessReplySchema = z.looseObject({ url: z.string(), orderSlug: z.optional(z.nullable(z.string())), orderId: z.optional(idSchema) })

/** What `order/pgCancel/{id}` answers; only its success matters. */
export const pgCancelReplySchema = z.looseObject({ orderId: z.optional(idSchema) })

/** The saved address the user endpoints answer; only the id is used. */
export const savedAddressSchema = z.looseObject({ id: idSchema, type: z.optional(z.string()) })

/** The guest user `cart/updateGuestUser` answers, with the ids of the addresses it saved. */
export const guestWithAddressesSchema = z.looseObject({
  id: idSchema,
  email: z.string(),
  addresses: z._default(z.array(z.looseObject({ id: idSchema, type: z.string() })), []),
})
