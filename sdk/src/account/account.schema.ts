import * as v from 'valibot'
import { userSchema } from '../auth/auth.schema'
import type { AccountAddress, AccountProfile, AddressType, FormConfirmation } from './account.types'

// The account calls' answers (docs/contract/account.md; the user and address ones in docs/contract/checkout.md).
// Tolerant of extra and missing optional fields: a real backend leaves text fields null for new users.

const idSchema = v.union([v.number(), v.string()])
const text = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  v.transform((value) => (value === undefined || value === null ? '' : String(value))),
)
const ADDRESS_TYPES: readonly AddressType[] = ['main', 'billing', 'shipping', 'other']

/** A saved address in full; an unknown type reads as `other`, a country object as its id. */
export const accountAddressSchema: v.GenericSchema<unknown, AccountAddress> = v.pipe(
  v.looseObject({
    id: idSchema,
    type: v.optional(v.nullable(v.string())),
    firstName: text,
    lastName: text,
    contactEmail: text,
    contactPhone: text,
    country: v.optional(v.nullable(v.union([idSchema, v.looseObject({ id: idSchema })]))),
    region: text,
    city: text,
    street: text,
    houseNumber: text,
    zipCode: text,
    companyName: text,
    oib: text,
    companyOIB: text,
  }),
  v.transform(
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
export const profileSchema: v.GenericSchema<unknown, AccountProfile> = v.pipe(
  v.looseObject({
    addresses: v.pipe(
      v.optional(v.nullable(v.array(accountAddressSchema)), null),
      v.transform((addresses) => addresses ?? []),
    ),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value
    // The user schema keeps of each address only its id and type, which the full addresses still have.
    const user = v.safeParse(userSchema, raw)
    if (!user.success) {
      for (const issue of user.issues) addIssue({ message: issue.message, input: issue.input, ...(issue.path ? { path: issue.path } : {}) })
      return NEVER
    }
    const { addresses } = raw
    return { user: user.output, addresses, mainAddress: addresses.find((address) => address.type === 'main') ?? addresses[0] ?? null }
  }),
)

/** `POST web/register`: the new user and, when the site wants the e-mail confirmed first, its verification token. */
export const registerReplySchema = v.looseObject({ verificationToken: v.optional(v.nullable(v.string())) })

/** `GET web/verify/{token}`: the confirmed e-mail. */
export const verifyReplySchema = v.looseObject({ email: text })

/** `POST membership/check`: whether the barcode is a valid member card. */
export const membershipReplySchema = v.looseObject({ isValid: v.boolean() })

/** `GET cms/form/confirmEmail/{token}`: the page needs all three (spec §4 "needs goal, goalType and confirmedEmail"). */
export const formConfirmationSchema: v.GenericSchema<unknown, FormConfirmation> = v.pipe(
  v.looseObject({ goal: v.string(), goalType: v.picklist(['message', 'url', 'file']), confirmedEmail: v.string() }),
  v.transform(({ goal, goalType, confirmedEmail }) => ({ goal, goalType, confirmedEmail })),
)

/** The password calls answer `{ success: true }` or `{ sent: true }`; only their success matters. */
export const acknowledgedSchema = v.unknown()

export { userSchema }
