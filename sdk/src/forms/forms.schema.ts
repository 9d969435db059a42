import * as z from 'zod/mini'
import type { ConsentFormType } from '../privacy/privacy.types'
import type { CustomForm, FormField, FormFieldType, FormSubmission } from './forms.types'

const FIELD_TYPES: readonly FormFieldType[] = ['text', 'email', 'tel', 'textarea', 'number', 'select', 'checkbox', 'file', 'hidden']
const FORM_TYPES: readonly ConsentFormType[] = ['Newsletter', 'Contact', 'Register', 'Checkout', 'Address', 'Product availability']

// Tolerant of what the UI can live without (a label, a placeholder), strict on what the form's rules need.
const text = z._default(z.nullable(z.string()), '')

const fieldSchema: z.ZodMiniType<FormField> = z.pipe(
  z.looseObject({
    id: z.number(),
    key: z.string(),
    type: z.string(),
    label: text,
    placeholder: text,
    validation: z._default(z.nullable(z.array(z.string())), []),
    options: z._default(z.nullable(z.array(z.looseObject({ value: z.string(), label: z.string() }))), null),
    allowedExts: z._default(z.nullable(z.array(z.string())), null),
  }),
  z.transform((field) => ({
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
export const formSchema: z.ZodMiniType<CustomForm> = z.pipe(
  z.looseObject({
    id: z.number(),
    slug: z.string(),
    title: text,
    description: text,
    successMessage: text,
    double_opt_in: z._default(z.boolean(), false),
    consentFormType: z._default(z.nullable(z.string()), null),
    fields: z.array(fieldSchema),
    captcha: z._default(z.nullable(z.looseObject({ siteKey: z.optional(z.string()), version: z.optional(z.number()) })), null),
  }),
  z.transform((form) => ({
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
export const submissionSchema: z.ZodMiniType<FormSubmission> = z.pipe(
  z.looseObject({ id: z.number(), successMessage: text, doubleOptIn: z._default(z.boolean(), false) }),
  z.transform((answer) => ({ id: answer.id, successMessage: answer.successMessage ?? '', doubleOptIn: answer.doubleOptIn })),
)

/** `contact/contactAdmin` answers the stored message. */
export const contactSchema = z.pipe(
  z.looseObject({ id: z.number() }),
  z.transform((answer) => ({ id: answer.id })),
)

/** `file/getUploadUrl` answers one upload address. */
export const uploadUrlSchema = z.looseObject({
  url: z.union([
    z.string(),
    z.pipe(
      z.looseObject({ url: z.string() }),
      z.transform((value) => value.url),
    ),
  ]),
  path: z.string(),
})

/** `file/addFromBucketPublic` answers the drive item. */
export const driveItemSchema = z.looseObject({ driveId: z.number() })
