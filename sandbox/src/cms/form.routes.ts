import { Hono } from 'hono'
import { verifyCaptcha } from '../captcha/captcha.tokens'
import { hashToken } from '../auth/token.opaque'
import { all, json, one, sql } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { optionalString, readPaging, requiredId } from '../http/http.input'
import { shopOrigin } from '../mail/mail.links'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { createFormConfirmation } from './form.confirmation'
import { findFormById, findFormBySlug, formFields, formJson, listForms, siteCaptcha } from './form.records'
import { checkFormData, parseRules, type NamedFile } from './form.rules'

/** The server texts of the form calls. */
export const FORM_MESSAGES = {
  notFound: 'Form not found.',
  dataObject: 'data must be an object.',
  noEmail: 'A double opt-in form needs an e-mail field.',
} as const

/** `api/v1/cms/form/*`: custom forms (`form/filter`, `form/get/{slug}`) and their submissions (`form/storeData`). */
export function formRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.post('/form/filter', async (c) => {
    const body = await readJsonObject(c)
    const filters = body.filters ?? {}
    if (typeof filters !== 'object' || Array.isArray(filters))
      fail(400, 'filters must be an object.', [{ path: 'filters', message: 'filters must be an object.' }])
    const slug = optionalString((filters as Record<string, unknown>).slug, 'filters.slug')
    const paging = readPaging(body, { defaultLimit: 10, maxLimit: 100 })
    const captcha = siteCaptcha(context.db, c.get('site').id)
    const forms = listForms(context.db, slug)
    const records = forms
      .slice((paging.page - 1) * paging.limit, paging.page * paging.limit)
      .map((form) => formJson(context.db, form, c.get('language'), captcha))
    const lastPage = Math.max(1, Math.ceil(forms.length / paging.limit))
    return c.json({ data: { records, pagination: { page: paging.page, perPage: paging.limit, total: forms.length, lastPage } } })
  })

  routes.get('/form/get/:slug', (c) => {
    const form = findFormBySlug(context.db, c.req.param('slug')) ?? fail(404, FORM_MESSAGES.notFound)
    return c.json({ data: formJson(context.db, form, c.get('language'), siteCaptcha(context.db, c.get('site').id)) })
  })

  routes.post('/form/storeData', async (c) => {
    const body = await readJsonObject(c)
    const form = findFormById(context.db, requiredId(body.id, 'id')) ?? fail(404, FORM_MESSAGES.notFound)
    const captcha = siteCaptcha(context.db, c.get('site').id)
    // The verify step comes first, as a backend guards its forms from bots before it reads what they sent.
    if (captcha) verifyCaptcha(context.db, captcha.siteKey, body, context.clock.now())
    const data = body.data
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      fail(400, FORM_MESSAGES.dataObject, [{ path: 'data', message: FORM_MESSAGES.dataObject }])

    const fields = formFields(context.db, form.id).map((field) => ({
      key: field.key,
      type: field.type,
      rules: parseRules(json<string[]>(field.validation, [])),
      options: field.options === null ? null : json<Array<{ value: string }>>(field.options, []).map((option) => option.value),
      allowedExts: json<string[] | null>(field.allowed_exts, null),
    }))
    const checked = checkFormData(fields, data as Record<string, unknown>, (ids) => publicFiles(context, ids))
    if (checked.errors.length > 0) fail(400, checked.errors[0]!.message, checked.errors)

    const language = c.get('language')
    const email = fields.find((field) => field.type === 'email' || field.rules.email)
    const address = email ? checked.values[email.key] : undefined
    if (form.double_opt_in && typeof address !== 'string') fail(400, FORM_MESSAGES.noEmail)
    const now = isoNow(context)
    const stored = context.db.transaction(() => {
      let confirmationId: number | null = null
      if (form.double_opt_in) {
        const origin = shopOrigin({ headers: c.req.raw.headers, allowedOrigins: context.allowedOrigins, siteUrl: c.get('site').url })
        const { token } = createFormConfirmation(context, {
          email: address as string,
          goal: form.goal ?? formJson(context.db, form, language, null).successMessage,
          goalType: form.goal_type ?? 'message',
          shopOrigin: origin,
          language,
        })
        confirmationId = one<{ id: number }>(context.db, 'SELECT id FROM form_confirmations WHERE token_hash = ?', hashToken(token))!.id
      }
      const { lastInsertRowid } = sql(
        context.db,
        'INSERT INTO form_submissions (form_id, data, language, files, confirmation_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(form.id, JSON.stringify(checked.values), language, JSON.stringify(checked.fileIds), confirmationId, now)
      return Number(lastInsertRowid)
    })()
    const answer = formJson(context.db, form, language, null)
    return c.json({ data: { id: stored, formId: form.id, doubleOptIn: Boolean(form.double_opt_in), successMessage: answer.successMessage } }, 201)
  })

  return routes
}

function publicFiles(context: SandboxContext, ids: number[]): Map<number, NamedFile> {
  if (ids.length === 0) return new Map()
  const rows = all<{ id: number; filename: string }>(
    context.db,
    `SELECT id, filename FROM drive_items WHERE is_public = 1 AND id IN (${ids.map(() => '?').join(', ')})`,
    ...ids,
  )
  return new Map(rows.map((row) => [row.id, { driveId: row.id, filename: row.filename }]))
}
