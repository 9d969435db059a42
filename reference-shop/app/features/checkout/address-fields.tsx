import { useLingui } from '@lingui/react/macro'
import { ADDRESS_MAX_LENGTH, type Country, type ValidationIssue } from '@vitrina/sdk'
import type { AddressField, AddressValues } from './checkout.form'
import { SelectField, TextField } from '../forms/form-fields'

export interface AddressFieldsProps {
  /** `delivery` or `billing`: the field names and ids, and the paths of their issues. */
  prefix: 'delivery' | 'billing'
  legend: string
  values: AddressValues
  issues: Record<string, ValidationIssue>
  countries: Country[]
  onChange: (field: AddressField, value: string) => void
}

/**
 * One address of the checkout (storefront spec §3 and §5): names, e-mail, phone, street, house number, postal
 * code, city and a country from the checkout's allowed list. Spec §5 input types: postal code numeric, e-mail
 * e-mail type, phone tel type.
 */
export function AddressFields({ prefix, legend, values, issues, countries, onChange }: AddressFieldsProps) {
  const { t, i18n } = useLingui()
  const id = (field: AddressField) => `checkout-${prefix}-${field}`
  const error = (field: AddressField) => {
    const issue = issues[`${prefix}.${field}`]
    return issue && i18n._(issue.messageKey, issue.params)
  }
  const section = prefix === 'delivery' ? 'shipping' : 'billing'
  const text = (field: AddressField, label: string, extra: { type?: 'email' | 'tel'; autoComplete?: string; inputMode?: 'numeric'; maxLength?: number } = {}) => (
    <TextField
      id={id(field)}
      name={`${prefix}.${field}`}
      label={label}
      value={values[field]}
      error={error(field)}
      type={extra.type}
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete && `${section} ${extra.autoComplete}`}
      maxLength={extra.maxLength}
      onChange={(value) => onChange(field, value)}
    />
  )

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-extrabold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', t`Ime`, { autoComplete: 'given-name' })}
        {text('lastName', t`Prezime`, { autoComplete: 'family-name' })}
        {text('contactEmail', t`E-mail`, { type: 'email', autoComplete: 'email' })}
        {text('contactPhone', t`Telefon`, { type: 'tel', autoComplete: 'tel' })}
        {text('street', t`Ulica`, { autoComplete: 'address-line1', maxLength: ADDRESS_MAX_LENGTH.street })}
        {text('houseNumber', t`Kućni broj`, { maxLength: ADDRESS_MAX_LENGTH.houseNumber })}
        {text('zipCode', t`Poštanski broj`, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: ADDRESS_MAX_LENGTH.zipCode })}
        {text('city', t`Grad`, { autoComplete: 'address-level2', maxLength: ADDRESS_MAX_LENGTH.city })}
        <SelectField
          id={id('country')}
          name={`${prefix}.country`}
          label={t`Država`}
          value={values.country}
          error={error('country')}
          placeholder={t`Odaberite državu`}
          options={countries.map((country) => ({ value: country.iso, label: country.name }))}
          autoComplete={`${section} country`}
          onChange={(value) => onChange('country', value)}
        />
      </div>
    </fieldset>
  )
}
