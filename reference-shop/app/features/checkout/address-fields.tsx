import { useLingui } from '@lingui/react/macro'
import type { Country, ValidationIssue } from '@vitrina/sdk'
import type { AddressField, AddressValues } from './checkout.form'
import { AddressInputs, type AddressInput } from '../forms/address-inputs'

export interface AddressFieldsProps {
  /** `delivery` or `billing`: the field names and ids, and the paths of their issues. */
  prefix: 'delivery' | 'billing'
  legend: string
  values: AddressValues
  issues: Record<string, ValidationIssue>
  countries: Country[]
  onChange: (field: AddressField, value: string) => void
}

/** The checkout names the address's e-mail `contactEmail` (storefront spec §3 "Address"). */
const fieldOf = (input: AddressInput): AddressField => (input === 'email' ? 'contactEmail' : input)

/** One address of the checkout (storefront spec §3 and §5), a country from the checkout's allowed list. */
export function AddressFields({ prefix, legend, values, issues, countries, onChange }: AddressFieldsProps) {
  const { i18n } = useLingui()
  const error = (input: AddressInput) => {
    const issue = issues[`${prefix}.${fieldOf(input)}`]
    return issue && i18n._(issue.messageKey, issue.params)
  }
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-extrabold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressInputs
          idOf={(input) => `checkout-${prefix}-${fieldOf(input)}`}
          nameOf={(input) => `${prefix}.${fieldOf(input)}`}
          valueOf={(input) => values[fieldOf(input)]}
          errorOf={error}
          onChange={(input, value) => onChange(fieldOf(input), value)}
          countries={countries}
          autoCompleteSection={prefix === 'delivery' ? 'shipping' : 'billing'}
        />
      </div>
    </fieldset>
  )
}
