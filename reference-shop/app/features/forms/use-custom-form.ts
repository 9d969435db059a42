import { useLingui } from '@lingui/react'
import { useStorefront } from '@vitrina/react'
import { createConsentsService, isValidationError, type Consent, type Result } from '@vitrina/sdk'
import { createFormsService, type CustomForm, type FormConsents, type FormFile, type FormSubmission, type FormValues } from '@vitrina/sdk/forms'
import { useCallback, useEffect, useState } from 'react'
import { toggledConsents } from '../consent/consent-fields'
import type { ShopLanguage } from '../routing/pages'
import { captchaScriptUrl, createScriptCaptcha } from './captcha'
import { loadCatalogArea } from '../i18n/catalogs'
import { addFormsMessages } from './forms-messages'

/** How a form is sent: the forms service's `submit`, or the price enquiry's `send` with its 500 ms check. */
export type SendForm = (form: CustomForm, values: FormValues, consents: FormConsents) => Promise<Result<FormSubmission>>

/** A custom form in the browser: its definition and consents as they load, what was typed and ticked, and its outcome. */
export interface CustomFormState {
  /** The form; undefined while it loads, null when it could not be loaded. */
  form: CustomForm | null | undefined
  /** The form type's consents; undefined while they load, null when they could not be loaded. */
  consents: readonly Consent[] | null | undefined
  accepted: readonly string[]
  values: Record<string, string | boolean | readonly FormFile[]>
  /** Texts of the field problems of the last submit, by field key. */
  errors: Record<string, string>
  /** The consents' problem of the last submit. */
  consentError: string | undefined
  pending: boolean
  /** The answer of a form that was sent. */
  sent: FormSubmission | null
  setValue(key: string, value: string | boolean | readonly FormFile[]): void
  toggleConsent(uniqueNumber: string, checked: boolean): void
  submit(): Promise<void>
}

/**
 * Loads a custom form by slug with the browser's SDK instance (its captcha is the backend's script), then its
 * consents, and sends it with `send` (the forms service's by default). Field issues and the consents' problem come
 * back as text; the SDK's notices (somethingWentWrong, recaptchaMissing, ...) go to the page's toaster.
 */
export function useCustomForm(
  slug: string,
  options: { send?: (forms: ReturnType<typeof createFormsService>) => SendForm; initial?: Record<string, string> } = {},
): CustomFormState {
  const shop = useStorefront()
  const { i18n } = useLingui()
  const forms = createFormsService(shop, { captcha: createScriptCaptcha(captchaScriptUrl(shop.options.apiUrl)) })
  const [form, setForm] = useState<CustomForm | null | undefined>(undefined)
  const [consents, setConsents] = useState<readonly Consent[] | null | undefined>(undefined)
  const [accepted, setAccepted] = useState<readonly string[]>([])
  const [values, setValues] = useState<CustomFormState['values']>(options.initial ?? {})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [consentError, setConsentError] = useState<string | undefined>(undefined)
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState<FormSubmission | null>(null)

  useEffect(() => addFormsMessages(i18n, i18n.locale as ShopLanguage), [i18n])

  useEffect(() => {
    const controller = new AbortController()
    void (async () => {
      const loaded = await forms.load(slug, { signal: controller.signal })
      if (controller.signal.aborted) return
      setForm(loaded.ok ? loaded.data : null)
      if (!loaded.ok) return
      const type = loaded.data.consentFormType
      if (!type) return setConsents([])
      // Spec §4 "Consent flow: load assignments, then details, then mark required ones with an asterisk".
      const found = await createConsentsService(shop).load(type, { signal: controller.signal })
      if (!controller.signal.aborted) setConsents(found.ok ? found.data : null)
    })()
    return () => controller.abort()
  }, [forms, shop, slug])

  const setValue = useCallback((key: string, value: string | boolean | readonly FormFile[]) => setValues((current) => ({ ...current, [key]: value })), [])
  const toggleConsent = useCallback((uniqueNumber: string, checked: boolean) => setAccepted((current) => toggledConsents(current, uniqueNumber, checked)), [])

  const submit = async () => {
    if (!form || pending) return
    setPending(true)
    try {
      const send: SendForm = options.send ? options.send(forms) : (definition, given, ticked) => forms.submit(definition, given, ticked)
      const result = await send(form, values, { consents: consents ?? null, acceptedConsents: accepted })
      if (result.ok) {
        setErrors({})
        setConsentError(undefined)
        setSent(result.data)
        return
      }
      const issues = isValidationError(result.error) ? result.error.issues : []
      // The issues' texts are the SDK's (the account area's catalog, loaded with the first that shows).
      if (issues.length > 0) await loadCatalogArea('account', i18n.locale as ShopLanguage).catch(() => undefined)
      setErrors(
        Object.fromEntries(
          issues.filter((issue) => issue.path[0] !== 'consents').map((issue) => [String(issue.path[0]), i18n._(issue.messageKey, issue.params)]),
        ),
      )
      const consentIssue = issues.find((issue) => issue.path[0] === 'consents')
      setConsentError(consentIssue ? i18n._(consentIssue.messageKey) : undefined)
    } finally {
      setPending(false)
    }
  }

  return { form, consents, accepted, values, errors, consentError, pending, sent, setValue, toggleConsent, submit }
}
