import { useLingui } from '@lingui/react/macro'
import { ADDRESS_MAX_LENGTH, type Country } from '@vitrina/sdk'
import { SelectField, TextField } from './form-fields'

/** The inputs of an address, in their order on screen (the e-mail is the contact e-mail in the checkout). */
export type AddressInput = 'firstName' | 'lastName' | 'email' | 'contactPhone' | 'street' | 'houseNumber' | 'zipCode' | 'city' | 'country'

export interface AddressInputsProps {
  /** The input's id, unique on the page. */
  idOf: (input: AddressInput) => string
  /** The input's form field name. */
  nameOf: (input: AddressInput) => string
  valueOf: (input: AddressInput) => string
  /** The input's message, or undefined. */
  errorOf: (input: AddressInput) => string | undefined
  onChange: (input: AddressInput, value: string) => void
  /** The country select's choices. */
  countries: readonly Country[]
  /** The autocomplete section of a form with two addresses (`shipping`, `billing`). */
  autoCompleteSection?: 'shipping' | 'billing'
}

/**
 * An address's inputs (storefront spec §3 "Address" and §5): names, e-mail, phone, street, house number, postal code,
 * city and country, with the spec's maxima and input types (postal code numeric, e-mail e-mail type, phone tel
 * type). The checkout's addresses and the profile's edit form both use it; the caller holds values and rules.
 */
// biome-ignore lint/suspicious/noShadowRestrictedNames: valueOf is the prop that reads a field's value, beside idOf, nameOf and errorOf
export function AddressInputs({ idOf, nameOf, valueOf, errorOf, onChange, countries, autoCompleteSection }: AddressInputsProps) {
  const { t } = useLingui()
  const autoComplete = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token)
  const text = (
    input: AddressInput,
    label: string,
    extra: { type?: 'email' | 'tel'; autoComplete?: string; inputMode?: 'numeric'; maxLength?: number } = {},
  ) => (
    <TextField
      id={idOf(input)}
      name={nameOf(input)}
      label={label}
      value={valueOf(input)}
      error={errorOf(input)}
      type={extra.type}
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete && autoComplete(extra.autoComplete)}
      maxLength={extra.maxLength}
      onChange={(value) => onChange(input, value)}
    />
  )
  return (
    <>
      {text('firstName', t`Ime`, { autoComplete: 'given-name' })}
      {text('lastName', t`Prezime`, { autoComplete: 'family-name' })}
      {text('email', t`E-mail`, { type: 'email', autoComplete: 'email' })}
      {text('contactPhone', t`Telefon`, { type: 'tel', autoComplete: 'tel' })}
      {text('street', t`Ulica`, { autoComplete: 'address-line1', maxLength: ADDRESS_MAX_LENGTH.street })}
      {text('houseNumber', t`Kućni broj`, { maxLength: ADDRESS_MAX_LENGTH.houseNumber })}
      {text('zipCode', t`Poštanski broj`, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: ADDRESS_MAX_LENGTH.zipCode })}
      {text('city', t`Grad`, { autoComplete: 'address-level2', maxLength: ADDRESS_MAX_LENGTH.city })}
      <SelectField
        id={idOf('country')}
        name={nameOf('country')}
        label={t`Država`}
        value={valueOf('country')}
        error={errorOf('country')}
        placeholder={t`Odaberite državu`}
        options={countries.map((country) => ({ value: country.iso, label: country.name }))}
        autoComplete={autoComplete('country')}
        onChange={(value) => onChange('country', value)}
      />
    </>
  )
}
