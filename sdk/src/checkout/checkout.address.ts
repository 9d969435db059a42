import * as z from 'zod/mini'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { validate } from '../validation/validation.issues'
import { type RuleIssueParams, rules } from '../validation/validation.rules'
import type { CheckoutAddressFields, CheckoutAddressForm, CheckoutAddressRuleOptions } from './checkout.types'

/** Storefront spec §9: "Address maxima: country, city, street 75; houseNumber 15; zipCode 25". */
export const ADDRESS_MAX_LENGTH = /* @__PURE__ */ Object.freeze({ country: 75, city: 75, street: 75, houseNumber: 15, zipCode: 25 })

/**
 * Spec §5: "letters, spaces and apostrophes (one hyphen group allowed)": `Ana-Marija`, `O'Brien`, `Ana Marija`;
 * not `Ana-Marija-Kata` or `Ana2`. Blank text passes: `required` reports it.
 */
const NAME = /^[\p{L}\p{M}' ’]+(?:-[\p{L}\p{M}' ’]+)?$/u

/** The names rule of spec §5, shared with the account forms (not part of the public API). */
export const lettersOnly = (): z.core.$ZodCheck<string> =>
  z.refine<string>((value) => value.trim() === '' || NAME.test(value.trim()), {
    error: MESSAGE_KEYS.lettersOnly,
    params: { messageKey: MESSAGE_KEYS.lettersOnly } satisfies RuleIssueParams as unknown as Record<string, unknown>,
  })

const requiredText = (max?: number) => z.string().check(...(max === undefined ? [rules.required()] : [rules.required(), rules.maxLength(max)]))

/**
 * The rules of one checkout address (storefront spec §5): names required and letters only (unless
 * special-character validation is disabled), e-mail required and valid, phone required, and the spec's maxima.
 */
export function createAddressSchema(options: CheckoutAddressRuleOptions = {}): z.ZodMiniType<CheckoutAddressFields> {
  const name = options.specialCharacterValidation === false ? requiredText() : z.string().check(rules.required(), lettersOnly())
  return z.object({
    firstName: name,
    lastName: name,
    contactEmail: z.string().check(rules.required(), rules.email()),
    contactPhone: requiredText(),
    country: requiredText(ADDRESS_MAX_LENGTH.country),
    region: z.optional(z.string()),
    city: requiredText(ADDRESS_MAX_LENGTH.city),
    street: requiredText(ADDRESS_MAX_LENGTH.street),
    houseNumber: requiredText(ADDRESS_MAX_LENGTH.houseNumber),
    zipCode: requiredText(ADDRESS_MAX_LENGTH.zipCode),
  })
}

/** {@link createAddressSchema} with special-character validation on (the default). */
export const addressSchema: z.ZodMiniType<CheckoutAddressFields> = /* @__PURE__ */ createAddressSchema()

const requiredIssue = (path: string) => ({
  code: 'custom' as const,
  path: [path],
  message: MESSAGE_KEYS.required,
  params: { messageKey: MESSAGE_KEYS.required } satisfies RuleIssueParams,
  input: undefined,
})

/**
 * The address step's form (storefront spec §5): the delivery address always; the billing address only when a
 * separate one is used ("If no separate billing address is used the billing fields are not validated"); and in
 * company mode companyName and companyOIB required.
 */
export function createCheckoutAddressSchema(options: CheckoutAddressRuleOptions = {}): z.ZodMiniType<CheckoutAddressForm> {
  const address = createAddressSchema(options)
  return z
    .object({
      delivery: address,
      useDifferentBillingAddress: z.optional(z.boolean()),
      billing: z.optional(z.unknown()),
      isCompany: z.optional(z.boolean()),
      companyName: z.optional(z.string()),
      companyOIB: z.optional(z.string()),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (form.isCompany) {
          if (!form.companyName?.trim()) ctx.issues.push(requiredIssue('companyName'))
          if (!form.companyOIB?.trim()) ctx.issues.push(requiredIssue('companyOIB'))
        }
        if (form.useDifferentBillingAddress) {
          const billing = z.safeParse(address, form.billing ?? {}, { reportInput: true })
          if (!billing.success) for (const issue of billing.error.issues) ctx.issues.push({ ...issue, path: ['billing', ...issue.path] } as never)
        }
      }),
    ) as unknown as z.ZodMiniType<CheckoutAddressForm>
}

/** {@link createCheckoutAddressSchema} with special-character validation on (the default). */
export const checkoutAddressSchema: z.ZodMiniType<CheckoutAddressForm> = /* @__PURE__ */ createCheckoutAddressSchema()

/**
 * Validates the address step's form: the form, or a `ValidationError` whose issues carry message keys by field
 * path (`delivery.firstName`, `billing.city`, `companyOIB`).
 *
 * @example
 * ```ts
 * const checked = validateCheckoutAddress(form)
 * if (!checked.ok) showErrors(checked.error.issues)
 * ```
 */
export function validateCheckoutAddress(form: unknown, options: CheckoutAddressRuleOptions = {}): Result<CheckoutAddressForm> {
  return validate(options.specialCharacterValidation === false ? createCheckoutAddressSchema(options) : checkoutAddressSchema, form)
}

/** Spec §5: "Company data is valid only if the buyer is not a company or both company name and OIB are filled". */
export function isCompanyDataValid(form: Pick<CheckoutAddressForm, 'isCompany' | 'companyName' | 'companyOIB'> | null | undefined): boolean {
  if (!form?.isCompany) return true
  return Boolean(form.companyName?.trim() && form.companyOIB?.trim())
}

/** The address a logged-in user or guest saves, in the contract's shape (`oib` for companyOIB). */
export type AddressBody = CheckoutAddressFields & { type: 'main' | 'billing' | 'shipping' | 'other'; companyName?: string; oib?: string }

/**
 * The two addresses the step saves: billing (type main) and shipping. Spec §4: "Without a separate billing
 * address, billing copies delivery with type main". The company data goes with the billing address.
 */
export function addressesOf(form: CheckoutAddressForm): { main: AddressBody; shipping: AddressBody } {
  const billing = form.useDifferentBillingAddress && form.billing ? form.billing : form.delivery
  const company = form.isCompany && form.companyName ? { companyName: form.companyName, ...(form.companyOIB ? { oib: form.companyOIB } : {}) } : {}
  return { main: { ...trimmed(billing), type: 'main', ...company }, shipping: { ...trimmed(form.delivery), type: 'shipping' } }
}

function trimmed(address: CheckoutAddressFields): CheckoutAddressFields {
  const out = {} as Record<string, string>
  for (const [key, value] of Object.entries(address)) if (typeof value === 'string') out[key] = value.trim()
  return out as unknown as CheckoutAddressFields
}
