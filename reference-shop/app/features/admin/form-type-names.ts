import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import type { ConsentFormType } from '@vitrina/sdk'

// The form kinds by the names an editor knows them (back-office spec §3 "Form types").
const NAMES: Record<ConsentFormType, MessageDescriptor> = {
  Newsletter: msg`Newsletter`,
  Contact: msg`Kontakt`,
  Register: msg`Registracija`,
  Checkout: msg`Naplata`,
  Address: msg`Adresa`,
  'Product availability': msg`Dostupnost proizvoda`,
}

/** The name of a form type in the page's language. */
export function useFormTypeName(): (formType: ConsentFormType) => string {
  const { i18n } = useLingui()
  return (formType) => (NAMES[formType] ? i18n._(NAMES[formType]) : formType)
}
