import type { Consent } from '@vitrina/sdk'
import { useFormConsents, type FormConsents } from '../consent/use-form-consents'

/** The registration's consents: the list, null when they could not be loaded, undefined while they load. */
export type RegisterConsents = FormConsents

/** The Register consents: the page hands in what its loader loaded on the server; the modal loads them when it opens. */
export function useRegisterConsents(loaded?: readonly Consent[] | null): RegisterConsents {
  return useFormConsents('Register', loaded)
}
