import { describe, expect, it } from 'vitest'
import type { ValidationError } from '../errors/errors.classes'
import { sdkMessages } from '../messages/messages.catalog'
import { addressesOf, isCompanyDataValid, validateCheckoutAddress } from './checkout.address'
import type { CheckoutAddressFields, CheckoutAddressForm } from './checkout.types'

const delivery: CheckoutAddressFields = {
  firstName: 'Ana',
  lastName: 'Horvat',
  contactEmail: 'ana@example.hr',
  contactPhone: '+385 91 234 5678',
  country: 'HR',
  city: 'Zagreb',
  street: 'Ilica',
  houseNumber: '10',
  zipCode: '10000',
}

/** The issues of a form as `path → message key (params)`. */
function issuesOf(form: unknown, options = {}): Record<string, string> {
  const result = validateCheckoutAddress(form, options)
  if (result.ok) return {}
  return Object.fromEntries(
    (result.error as ValidationError).issues.map((issue) => [
      issue.path.join('.'),
      issue.params ? `${issue.messageKey} ${JSON.stringify(issue.params)}` : issue.messageKey,
    ]),
  )
}

const withDelivery = (changes: Partial<CheckoutAddressFields>): CheckoutAddressForm => ({ delivery: { ...delivery, ...changes } })

describe('the checkout address rules', () => {
  it('accepts a complete address', () => {
    expect(validateCheckoutAddress({ delivery }).ok).toBe(true)
  })

  it.each(['firstName', 'lastName', 'contactEmail', 'contactPhone', 'country', 'city', 'street', 'houseNumber', 'zipCode'] as const)('requires %s', (field) => {
    expect(issuesOf(withDelivery({ [field]: '  ' }))).toEqual({ [`delivery.${field}`]: 'validation.required' })
  })

  it.each([
    ['country', 75],
    ['city', 75],
    ['street', 75],
    ['houseNumber', 15],
    ['zipCode', 25],
  ] as const)('limits %s to %i characters', (field, max) => {
    expect(validateCheckoutAddress(withDelivery({ [field]: 'a'.repeat(max) })).ok).toBe(true)
    expect(issuesOf(withDelivery({ [field]: 'a'.repeat(max + 1) }))).toEqual({ [`delivery.${field}`]: `validation.maxLength {"length":${max}}` })
  })

  it('requires a valid contact e-mail', () => {
    expect(issuesOf(withDelivery({ contactEmail: 'ana@' }))).toEqual({ 'delivery.contactEmail': 'validation.email' })
  })

  it.each(["O'Brien", 'Ana-Marija', 'Ana Marija', 'Šimić', 'D’Angelo'])('accepts the name %s', (name) => {
    expect(validateCheckoutAddress(withDelivery({ firstName: name, lastName: name })).ok).toBe(true)
  })

  it.each(['Ana2', 'Ana-Marija-Kata', 'Ana_', '-Ana', 'Ana!'])('refuses the name %s as special characters', (name) => {
    expect(issuesOf(withDelivery({ firstName: name }))).toEqual({ 'delivery.firstName': 'validation.lettersOnly' })
  })

  it('allows special characters in names when special-character validation is disabled', () => {
    expect(validateCheckoutAddress(withDelivery({ firstName: 'Ana2' }), { specialCharacterValidation: false }).ok).toBe(true)
    expect(issuesOf(withDelivery({ firstName: '' }), { specialCharacterValidation: false })).toEqual({ 'delivery.firstName': 'validation.required' })
  })

  it('requires company name and OIB in company mode only', () => {
    expect(issuesOf({ delivery, isCompany: true })).toEqual({ companyName: 'validation.required', companyOIB: 'validation.required' })
    expect(validateCheckoutAddress({ delivery, isCompany: true, companyName: 'Vitrina d.o.o.', companyOIB: '69435151530' }).ok).toBe(true)
    expect(validateCheckoutAddress({ delivery, isCompany: false }).ok).toBe(true)
  })

  it('does not validate billing fields without a separate billing address, and validates them with one', () => {
    expect(validateCheckoutAddress({ delivery, billing: { city: '' } }).ok).toBe(true)
    expect(issuesOf({ delivery, useDifferentBillingAddress: true, billing: { ...delivery, city: '', firstName: 'X1' } })).toEqual({
      'billing.city': 'validation.required',
      'billing.firstName': 'validation.lettersOnly',
    })
  })

  it('has the Croatian texts of the spec for its keys', () => {
    expect(sdkMessages.hr['validation.required']).toBe('Unos ovog polja je obavezan')
    expect(sdkMessages.hr['validation.lettersOnly']).toBe('Unos sadrži posebne znakove! Koristite samo slova.')
    expect(sdkMessages.hr['validation.maxLength']).toBe('Maksimalan broj znakova za ovo polje je {length}')
  })

  it('copies delivery into billing with type main when no separate billing address is used', () => {
    const { main, shipping } = addressesOf({ delivery, isCompany: true, companyName: 'Vitrina d.o.o.', companyOIB: '69435151530' })
    expect(main).toEqual({ ...delivery, type: 'main', companyName: 'Vitrina d.o.o.', oib: '69435151530' })
    expect(shipping).toEqual({ ...delivery, type: 'shipping' })
    const billing = { ...delivery, city: 'Split' }
    expect(addressesOf({ delivery, useDifferentBillingAddress: true, billing }).main.city).toBe('Split')
  })

  it('calls company data valid for a non-company buyer or with both name and OIB', () => {
    expect(isCompanyDataValid({ isCompany: false })).toBe(true)
    expect(isCompanyDataValid({ isCompany: true, companyName: 'X' })).toBe(false)
    expect(isCompanyDataValid({ isCompany: true, companyName: 'X', companyOIB: '1' })).toBe(true)
  })
})
