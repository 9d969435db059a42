import type { RegistrationForm } from '@vitrina/sdk/account'
import type { FormActionData } from '../auth/account-form'

/** The registration form's text fields (storefront spec §2 "Registracija"), named as the SDK's form and the posted form name them. */
export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmedPassword' | 'memberCardBarcode'

export const EMPTY_REGISTRATION: Readonly<Record<RegisterField, string>> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmedPassword: '',
  memberCardBarcode: '',
}

/** The fields a refused registration may show again: everything but the passwords. */
export const ECHOED_REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'memberCardBarcode'] as const

/**
 * What the SDK gets: the e-mail without the spaces a paste or an autofill leaves around it, and no member card
 * when the field is blank (the card is optional; a given one is checked before anything else).
 */
export function registrationFormOf(values: Readonly<Record<RegisterField, string>>): RegistrationForm {
  const barcode = values.memberCardBarcode.trim()
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.trim(),
    password: values.password,
    confirmedPassword: values.confirmedPassword,
    ...(barcode ? { memberCardBarcode: barcode } : {}),
  }
}

/** What the registration page's action answers when it does not redirect: a refusal, or the e-mail to confirm. */
export interface RegisterActionData extends FormActionData {
  /** The registration must confirm its e-mail first (no login): the page shows the notice. */
  verificationRequired?: boolean
  /** The registered e-mail, for that notice. */
  email?: string
}
