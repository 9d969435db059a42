import * as z from 'zod/mini'
import { userSchema } from '../auth/auth.schema'
import type { AccountAddress, AccountProfile, AddressType, FormConfirmation } from './account.types'

// The account calls' answers (docs/contract/account.md; the user and address ones in docs/contract/checkout.md).
// Tolerant of extra and missing optional fields: a real backend leaves text fields null for new users.

const idSchema = z.union([z.number(), z.string()])
const text = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()]))),
  z.transform((value) => (value === undefined || value === null ? '' : String(value))),
)
const ADDRESS_TYPES: readonly AddressType[] = ['main', 'billing', 'shipping', 'other']

/** A saved address in full; an unknown type reads as `other`, a country object as its id. */
export const accountAddressSchema: z.ZodMiniType<AccountAddress> = z.pipe(
  z.looseObject({
    id: idSchema,
    type: z.optional(z.nullable(z.string())),
    firstName: text,
    lastName: text,
    contactEmail: text,
    contactPhone: text,
    country: z.optional(z.nullable(z.union([idSchema, z.looseObject({ id: idSchema })]))),
    region: text,
    city: text,
    street: text,
    houseNumber: text,
    zipCode: text,
    companyName: text,
    oib: text,
    companyOIB: text,
  }),
  z.transform(
    ({ id, type, country, companyOIB, oib, firstName, lastName, contactEmail, contactPhone, region, city, street, houseNumber, zipCode, companyName }) => ({
      id,
      type: ADDRESS_TYPES.includes(type as AddressType) ? (type as AddressType) : 'other',
      firstName,
      lastName,
      contactEmail,
      contactPhone,
      country: country === undefined || country === null ? null : typeof country === 'object' ? country.id : country,
      region,
      city,
      street,
      houseNumber,
      zipCode,
      companyName,
      oib: oib || companyOIB,
    }),
  ),
)

/** `GET user/web/profile`: the user (as the auth service reads it) and its addresses in full. */
export const profileSchema: z.ZodMiniType<AccountProfile> = z.pipe(
  z.looseObject({
    addresses: z.pipe(
      z.optional(z.nullable(z.array(accountAddressSchema))),
      z.transform((addresses) => addresses ?? []),
    ),
  }),
  z.transform((raw, ctx) => {
    // The user schema keeps of each address only its id and type, which the full addresses still have.
    const user = z.safeParse(userSchema, raw)
    if (!user.success) {
      for (const issue of user.error.issues) ctx.issues.push({ ...issue, input: raw } as never)
      return z.NEVER
    }
    const { addresses } = raw
    return { user: user.data, addresses, mainAddress: addresses.find((address) => address.type === 'main') ?? addresses[0] ?? null }
  }),
)

/** `POST web/register`: the new user and, when the site wants the e-mail confirmed first, its verification token. */
export const registerReplySchema = z.looseObject({ verificationToken: z.optional(z.nullable(z.string())) })

/** `GET web/verify/{token}`: the confirmed e-mail. */
export const verifyReplySchema = z.looseObject({ email: text })

/** `POST membership/check`: whether the barcode is a valid member card. */
export const membershipReplySchema = z.looseObject({ isValid: z.boolean() })

/** `GET cms/form/confirmEmail/{token}`: the page needs all three (spec §4 "needs goal, goalType and confirmedEmail"). */
export const formConfirmationSchema: z.ZodMiniType<FormConfirmation> = z.pipe(
  z.looseObject({ goal: z.string(), goalType: z.enum(['message', 'url', 'file']), confirmedEmail: z.string() }),
  z.transform(({ goal, goalType, confirmedEmail }) => ({ goal, goalType, confirmedEmail })),
)

/** The password calls answer `{ success: true }` or `{ sent: true }`; only their success matters. */
export const acknowledgedSchema = z.unknown()

export { userSchema }
