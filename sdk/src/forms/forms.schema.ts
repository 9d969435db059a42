import * as v from 'valibot'
import type { ConsentFormType } from '../privacy/privacy.types'
import type { CustomForm, FormField, FormFieldType, FormSubmission } from './forms.types'

const FIELD_TYPES: readonly FormFieldType[] = ['text', 'email', 'tel', 'textarea', 'number', 'select', 'checkbox', 'file', 'hidden']
const FORM_TYPES: readonly ConsentFormType[] = ['Newsletter', 'Contact', 'Register', 'Checkout', 'Address', 'Product availability']

// Tolerant of what the UI can live without (a label, a placeholder), strict on what the form's rules need.
const text = v.optional(v.nullable(v.string()), '')

const fieldSchema: v.GenericSchema<unknown, FormField> = v.pipe(
  v.looseObject({
    id: v.number(),
    key: v.string(),
    type: v.string(),
    label: text,
    placeholder: text,
    validation: v.optional(v.nullable(v.array(v.string())), []),
    options: v.optional(v.nullable(v.array(v.looseObject({ value: v.string(), label: v.string() }))), null),
    allowedExts: v.optional(v.nullable(v.array(v.string())), null),
  }),
  v.transform((field) => ({
    id: field.id,
    key: field.key,
    // An input kind the SDK does not know is shown as a text field rather than dropped.
    type: (FIELD_TYPES as readonly string[]).includes(field.type) ? (field.type as FormFieldType) : 'text',
    label: field.label ?? '',
    placeholder: field.placeholder ?? '',
    validation: field.validation ?? [],
    options: field.options ? field.options.map((option) => ({ value: option.value, label: option.label })) : null,
    allowedExts: field.allowedExts ? field.allowedExts.map((ext) => ext.toLowerCase().replace(/^\./, '')) : null,
  })),
)

/** `form/get/{slug}` (and each record of `form/filter`). */
export const formSchema: v.GenericSchema<unknown, CustomForm> = v.pipe(
  v.looseObject({
    id: v.number(),
    slug: v.string(),
    title: text,
    description: text,
    successMessage: text,
    double_opt_in: v.optional(v.boolean(), false),
    consentFormType: v.optional(v.nullable(v.string()), null),
    fields: v.array(fieldSchema),
    captcha: v.optional(v.nullable(v.looseObject({ siteKey: v.optional(v.string()), version: v.optional(v.number()) })), null),
  }),
  v.transform((form) => ({
    id: form.id,
    slug: form.slug,
    title: form.title ?? '',
    description: form.description ?? '',
    successMessage: form.successMessage ?? '',
    doubleOptIn: form.double_opt_in,
    consentFormType: (FORM_TYPES as readonly string[]).includes(form.consentFormType ?? '') ? (form.consentFormType as ConsentFormType) : null,
    fields: form.fields,
    captcha: form.captcha
      ? {
          ...(form.captcha.siteKey === undefined ? {} : { siteKey: form.captcha.siteKey }),
          ...(form.captcha.version === undefined ? {} : { version: form.captcha.version }),
        }
      : null,
  })),
)

/** `form/storeData` answers the stored submission. */
export const submissionSchema: v.GenericSchema<unknown, FormSubmission> = v.pipe(
  v.looseObject({ id: v.number(), successMessage: text, doubleOptIn: v.optional(v.boolean(), false) }),
  v.transform((answer) => ({ id: answer.id, successMessage: answer.successMessage ?? '', doubleOptIn: answer.doubleOptIn })),
)

/** `contact/contactAdmin` answers the stored message. */
export const contactSchema = v.pipe(
  v.looseObject({ id: v.number() }),
  v.transform((answer) => ({ id: answer.id })),
)

/** `file/getUploadUrl` answers one upload address. */
export const uploadUrlSchema = v.looseObject({
  url: v.union([
    v.string(),
    v.pipe(
      v.looseObject({ url: v.string() }),
      v.transform((value) => value.url),
    ),
  ]),
  path: v.string(),
})

/** `file/addFromBucketPublic` answers the drive item. */
export const driveItemSchema = v.looseObject({ driveId: v.number() })
