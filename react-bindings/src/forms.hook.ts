import { useStore } from '@nanostores/react'
import { createFormsService, type FormsService, type FormsServiceDeps } from '@vitrina/sdk/forms'
import { useStorefront } from './storefront.context'

/** What {@link useForms} returns: whether a form is being sent, and the forms service's calls. */
export interface UseFormsResult {
  /** True while a form is sent (the submit lock): disable its button. */
  pending: boolean
  /** Loads a custom form by slug (its fields, rules, consent form type and double opt-in). */
  load: FormsService['load']
  /** Checks the values against the form's rules and its consents, asks the captcha, uploads files and sends it. */
  submit: FormsService['submit']
  /** The whole service, for its other calls (the contact message, the field rules). */
  service: FormsService
}

/**
 * Subscribes to the custom forms' pending state and hands through the forms service (`createFormsService` from
 * `@vitrina/sdk/forms`, one per instance). `deps` (the app's captcha provider above all) count on the instance's
 * first call only, as for `createFormsService`.
 *
 * @example
 * ```tsx
 * import { useForms } from '@vitrina/react'
 * import type { CaptchaTokenProvider, FormConsents, FormValues } from '@vitrina/sdk/forms'
 *
 * function useContactForm(myRecaptcha: CaptchaTokenProvider) {
 *   const { pending, load, submit } = useForms({ captcha: myRecaptcha })
 *   const send = async (values: FormValues, consents: FormConsents) => {
 *     const form = await load('kontakt')
 *     if (form.ok) await submit(form.data, values, consents)
 *   }
 *   return { pending, send }
 * }
 * ```
 */
export function useForms(deps?: Partial<FormsServiceDeps>): UseFormsResult {
  const forms = createFormsService(useStorefront(), deps)
  return { pending: useStore(forms.$pending), load: forms.load, submit: forms.submit, service: forms }
}
