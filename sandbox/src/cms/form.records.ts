import type Database from 'better-sqlite3'
import { all, json, one } from '../db/db.statements'
import { storedText, textIn, type StoredTexts } from '../db/db.texts'
import type { RequestLanguage } from '../http/http.language'
import type { FormGoalType } from './form.confirmation'

/** A choice of a select field, its label in the request language. */
export interface FormFieldOptionJson {
  value: string
  label: string
}

/** A field of a custom form as the wire carries it (storefront spec §3 "Custom form"). */
export interface FormFieldJson {
  id: number
  key: string
  /** text, email, tel, textarea, number, select, checkbox, file or hidden. */
  type: string
  label: string
  placeholder: string
  /** The rules: `required`, `email`, `max:N`, `min:N`. */
  validation: string[]
  options: FormFieldOptionJson[] | null
  /** File fields: the extensions a file may have (lower case, no dot). */
  allowedExts: string[] | null
}

/** The emulated captcha a form asks for: invisible reCAPTCHA version 2 under the site's key. */
export interface FormCaptchaJson {
  siteKey: string
  version: 2
}

/** A custom form as `form/get/{slug}` and `form/filter` answer it. */
export interface FormJson {
  id: number
  slug: string
  title: string
  description: string
  successMessage: string
  double_opt_in: boolean
  /** The consent assignment (`assigned_to`) the form shows, if any. */
  consentFormType: string | null
  fields: FormFieldJson[]
  captcha: FormCaptchaJson | null
}

/** A form row with what storeData needs beyond the wire shape. */
export interface FormRow {
  id: number
  slug: string
  title: string
  description: string
  success_message: string
  double_opt_in: number
  consent_form_type: string | null
  goal: string | null
  goal_type: FormGoalType | null
}

/** A field row. */
export interface FormFieldRow {
  id: number
  key: string
  type: string
  validation: string
  label: string
  placeholder: string
  options: string | null
  allowed_exts: string | null
}

const FORM_COLUMNS = 'id, slug, title, description, success_message, double_opt_in, consent_form_type, goal, goal_type'

/** The form of `id`, or undefined. */
export function findFormById(db: Database.Database, id: number): FormRow | undefined {
  return one<FormRow>(db, `SELECT ${FORM_COLUMNS} FROM forms WHERE id = ?`, id)
}

/** The form of `slug`, or undefined. */
export function findFormBySlug(db: Database.Database, slug: string): FormRow | undefined {
  return one<FormRow>(db, `SELECT ${FORM_COLUMNS} FROM forms WHERE slug = ?`, slug)
}

/** Every form in id order, optionally only the one of `slug`. */
export function listForms(db: Database.Database, slug?: string): FormRow[] {
  return slug === undefined
    ? all<FormRow>(db, `SELECT ${FORM_COLUMNS} FROM forms ORDER BY id`)
    : all<FormRow>(db, `SELECT ${FORM_COLUMNS} FROM forms WHERE slug = ? ORDER BY id`, slug)
}

/** The fields of form `formId` in their order. */
export function formFields(db: Database.Database, formId: number): FormFieldRow[] {
  return all<FormFieldRow>(
    db,
    'SELECT id, key, type, validation, label, placeholder, options, allowed_exts FROM form_fields WHERE form_id = ? ORDER BY position, id',
    formId,
  )
}

/** The captcha the site's forms ask for, or null when the site has none. */
export function siteCaptcha(db: Database.Database, siteId: number): FormCaptchaJson | null {
  const row = one<{ captcha_site_key: string | null }>(db, 'SELECT captcha_site_key FROM sites WHERE id = ?', siteId)
  return row?.captcha_site_key ? { siteKey: row.captcha_site_key, version: 2 } : null
}

/** A form in the wire shape, texts in `language` (forms are content: hr and sl, others read hr). */
export function formJson(db: Database.Database, form: FormRow, language: RequestLanguage, captcha: FormCaptchaJson | null): FormJson {
  return {
    id: form.id,
    slug: form.slug,
    title: storedText(form.title, language),
    description: storedText(form.description, language),
    successMessage: storedText(form.success_message, language),
    double_opt_in: Boolean(form.double_opt_in),
    consentFormType: form.consent_form_type,
    fields: formFields(db, form.id).map((field) => ({
      id: field.id,
      key: field.key,
      type: field.type,
      label: storedText(field.label, language),
      placeholder: storedText(field.placeholder, language),
      validation: json<string[]>(field.validation, []),
      options:
        field.options === null
          ? null
          : json<Array<{ value: string; label: StoredTexts }>>(field.options, []).map((option) => ({
              value: option.value,
              label: textIn(option.label, language),
            })),
      allowedExts: json<string[] | null>(field.allowed_exts, null),
    })),
    captcha,
  }
}
