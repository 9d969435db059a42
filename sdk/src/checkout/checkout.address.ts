import * as v from 'valibot'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Result } from '../result/result.types'
import { validate } from '../validation/validation.issues'
import { type Rule, rule, rules } from '../validation/validation.rules'
import type { CheckoutAddressFields, CheckoutAddressForm, CheckoutAddressRuleOptions } from './checkout.types'

/** Storefront spec §9: "Address maxima: country, city, street 75; houseNumber 15; zipCode 25". */
export const ADDRESS_MAX_LENGTH = /* @__PURE__ */ Object.freeze({
  /** The longest country name accepted: 75 characters. */
  country: 75,
  /** The longest city accepted: 75 characters. */
  city: 75,
  /** The longest street accepted: 75 characters. */
  street: 75,
  /** The longest house number accepted: 15 characters. */
  houseNumber: 15,
  /** The longest postal code accepted: 25 characters. */
  zipCode: 25,
})

/**
 * Spec §5: "letters, spaces and apostrophes (one hyphen group allowed)": `Ana-Marija`, `O'Brien`, `Ana Marija`;
 * not `Ana-Marija-Kata` or `Ana2`. Blank text passes: `required` reports it.
 */
const NAME = /^[\p{L}\p{M}' ’]+(?:-[\p{L}\p{M}' ’]+)?$/u

/** The names rule of spec §5, shared with the account forms (not part of the public API). */
export const lettersOnly = (): Rule<string> => rule((value: string) => value.trim() === '' || NAME.test(value.trim()), MESSAGE_KEYS.lettersOnly)

const requiredText = (max?: number) => (max === undefined ? v.pipe(v.string(), rules.required()) : v.pipe(v.string(), rules.required(), rules.maxLength(max)))

/**
 * The rules of one checkout address (storefront spec §5): names required and letters only (unless
 * special-character validation is disabled), e-mail required and valid, phone required, and the spec's maxima.
 */
export function createAddressSchema(options: CheckoutAddressRuleOptions = {}): v.GenericSchema<unknown, CheckoutAddressFields> {
  const name = options.specialCharacterValidation === false ? requiredText() : v.pipe(v.string(), rules.required(), lettersOnly())
  return v.object({
    firstName: name,
    lastName: name,
    contactEmail: v.pipe(v.string(), rules.required(), rules.email()),
    contactPhone: requiredText(),
    country: requiredText(ADDRESS_MAX_LENGTH.country),
    region: v.optional(v.string()),
    city: requiredText(ADDRESS_MAX_LENGTH.city),
    street: requiredText(ADDRESS_MAX_LENGTH.street),
    houseNumber: requiredText(ADDRESS_MAX_LENGTH.houseNumber),
    zipCode: requiredText(ADDRESS_MAX_LENGTH.zipCode),
  })
}

/** {@link createAddressSchema} with special-character validation on (the default). */
export const addressSchema: v.GenericSchema<unknown, CheckoutAddressFields> = /* @__PURE__ */ createAddressSchema()

/** Where an issue of the form's own check is: one of its fields (`companyName`), under the form itself. */
const fieldPath = (form: Record<string, unknown>, key: string): v.IssuePathItem => ({ type: 'object', origin: 'value', input: form, key, value: form[key] })

/**
 * The address step's form (storefront spec §5): the delivery address always; the billing address only when a
 * separate one is used ("If no separate billing address is used the billing fields are not validated"); and in
 * company mode companyName and companyOIB required.
 */
export function createCheckoutAddressSchema(options: CheckoutAddressRuleOptions = {}): v.GenericSchema<unknown, CheckoutAddressForm> {
  const address = createAddressSchema(options)
  return v.pipe(
    v.object({
      delivery: address,
      useDifferentBillingAddress: v.optional(v.boolean()),
      billing: v.optional(v.unknown()),
      isCompany: v.optional(v.boolean()),
      companyName: v.optional(v.string()),
      companyOIB: v.optional(v.string()),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const form = dataset.value
      if (form.isCompany) {
        for (const key of ['companyName', 'companyOIB'] as const)
          if (!form[key]?.trim()) addIssue({ message: MESSAGE_KEYS.required, input: form[key], path: [fieldPath(form, key)] })
      }
      if (form.useDifferentBillingAddress) {
        const billing = v.safeParse(address, form.billing ?? {})
        // The billing address's issues as they are (each rule's key and values), under `billing`.
        if (!billing.success)
          (dataset as { issues?: v.BaseIssue<unknown>[] }).issues = [
            ...(dataset.issues ?? []),
            ...billing.issues.map((issue) => ({ ...issue, path: [fieldPath(form, 'billing'), ...(issue.path ?? [])] as [v.IssuePathItem] })),
          ]
      }
    }),
  ) as unknown as v.GenericSchema<unknown, CheckoutAddressForm>
}

/** {@link createCheckoutAddressSchema} with special-character validation on (the default). */
export const checkoutAddressSchema: v.GenericSchema<unknown, CheckoutAddressForm> = /* @__PURE__ */ createCheckoutAddressSchema()

/**
 * Validates the address step's form: the form, or a `ValidationError` whose issues carry message keys by field
 * path (`delivery.firstName`, `billing.city`, `companyOIB`).
 *
 * @example
 * ```ts
 * import { isValidationError, validateCheckoutAddress, type ValidationIssue } from '@vitrina/sdk'
 *
 * declare const form: unknown
 * declare function showErrors(issues: ValidationIssue[]): void
 *
 * const checked = validateCheckoutAddress(form)
 * if (!checked.ok && isValidationError(checked.error)) showErrors(checked.error.issues)
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
