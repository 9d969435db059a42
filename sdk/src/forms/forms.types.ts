import type { ReadableAtom } from 'nanostores'
import type { CallOptions } from '../http/http.types'
import type { Consent, ConsentFormType } from '../privacy/privacy.types'
import type { Result } from '../result/result.types'
import type { CaptchaConfig } from './forms.captcha'

/** The kinds of field a custom form has (storefront spec §3 "Custom form"). */
export type FormFieldType = 'text' | 'email' | 'tel' | 'textarea' | 'number' | 'select' | 'checkbox' | 'file' | 'hidden'

/** A choice of a select field. */
export interface FormFieldOption {
  /** The value sent. */
  value: string
  /** The text shown, in the request language. */
  label: string
}

/** A field of a custom form. */
export interface FormField {
  /** The field's id. */
  id: number
  /** The key its value is sent under in `data`. */
  key: string
  /** The kind of input; an unknown kind reads as `text`. */
  type: FormFieldType
  /** The label, in the request language. */
  label: string
  /** The placeholder, in the request language (may be empty). */
  placeholder: string
  /** The rules, as the backend writes them: `required`, `max:N`, `min:N`, `email` (spec §5 "Custom form fields"). */
  validation: string[]
  /** The choices of a select field; null for the others. */
  options: FormFieldOption[] | null
  /** The extensions a file field takes (lower case, no dot); null for no limit and for other fields. */
  allowedExts: string[] | null
}

/** A custom form as `form/get/{slug}` answers it. */
export interface CustomForm {
  /** The form's id, sent with its data. */
  id: number
  /** The form's slug (`cijena-na-upit`, `kontakt` ...). */
  slug: string
  /** The title, in the request language. */
  title: string
  /** The introduction, in the request language. */
  description: string
  /** What to tell the person once the form is sent, in the request language. */
  successMessage: string
  /** Whether the backend first mails a confirmation link (double opt-in). */
  doubleOptIn: boolean
  /** The form type whose consents the form shows; null for none. */
  consentFormType: ConsentFormType | null
  /** The fields in their order. */
  fields: FormField[]
  /** The captcha a post needs; null when the site has none. */
  captcha: Partial<CaptchaConfig> | null
}

/** A file picked for a file field: a browser `File`, or any `Blob` with a name. */
export interface FormFile {
  /** The file name (its extension is checked against `allowedExts`). */
  readonly name: string
  /** Reads the bytes for the upload. */
  arrayBuffer(): Promise<ArrayBuffer>
}

/** The values of a form by field key: text for text-like fields, a boolean for checkboxes, files for file fields. */
export type FormValues = Record<string, string | boolean | readonly FormFile[] | undefined>

/** The consents of one form post: the form type's list and what the person ticked. */
export interface FormConsents {
  /** The consents from `ConsentsService.load(form.consentFormType)`; null when they could not be loaded. */
  consents: readonly Consent[] | null
  /** The unique numbers of the ticked consents. */
  acceptedConsents: readonly string[]
}

/** What a sent form came to. */
export interface FormSubmission {
  /** The stored submission's id. */
  id: number
  /** What to tell the person, in the request language. */
  successMessage: string
  /** Whether a confirmation e-mail went out (double opt-in): the person must open its link. */
  doubleOptIn: boolean
}

/** A message to the site's administrator (`contact/contactAdmin`). */
export interface ContactMessage {
  /** The sender's name. */
  name: string
  /** The sender's e-mail address. */
  email: string
  /** The message. */
  message: string
  /** A phone number, optional. */
  phone?: string
  /** A subject, optional. */
  subject?: string
}

/** The custom forms of the storefront (storefront spec §3 "Custom form", §5, §7 form calls, §8 form failures). */
export interface FormsService {
  /** Whether a form is being sent: the submit lock, for a disabled button and its 'Šaljem...' text. */
  readonly $pending: ReadableAtom<boolean>
  /** Loads a form by slug (`form/get/{slug}`); a failure is only logged (spec §8 "form not fetched: logged only"). */
  load(slug: string, options?: CallOptions): Promise<Result<CustomForm>>
  /**
   * Sends a form: a form that was not fetched is only logged (`FORM_NOT_LOADED`); then the values against the
   * fields' rules (a `ValidationError` with the issues per field, no request), the consents (the error notice of
   * `validateConsents`' key), the files (uploaded publicly, at most 10), the captcha token (no provider or a script
   * that fails to load: the error notice `core.notifications.recaptchaMissing`; any other captcha failure:
   * `core.notifications.somethingWentWrong`), and `form/storeData`, whose failure emits
   * `core.notifications.somethingWentWrong`. After a post the ticked consents are logged under the form's e-mail
   * value. A second call while one runs answers `BUSY`.
   */
  submit(form: CustomForm | null | undefined, values: FormValues, consents: FormConsents, options?: CallOptions): Promise<Result<FormSubmission>>
  /** Sends a message to the administrator (`contact/contactAdmin`); a failure emits its error notice. */
  contactAdmin(
    message: ContactMessage,
    options?: CallOptions,
  ): Promise<
    Result<{
      /** The id the server gave the stored message. */
      id: number
    }>
  >
}
