import { Hono } from 'hono'
import { sql } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { fail, type FieldError } from '../http/http.errors'
import { isEmail } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'

const LIMITS = { name: 255, email: 255, phone: 50, subject: 255, message: 5000 } as const

/**
 * `POST api/v1/cms/contact/contactAdmin`: a message to the site's administrator (storefront spec §7), kept in
 * `contact_messages`. Body `{ name, email, message, phone?, subject? }`; every problem is reported at once.
 */
export function contactRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/contact/contactAdmin', async (c) => {
    const body = await readJsonObject(c)
    const errors: FieldError[] = []
    const text = (key: keyof typeof LIMITS, required: boolean): string | null => {
      const value = body[key]
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        if (required) errors.push({ path: key, message: `${key} is required.` })
        return null
      }
      if (typeof value !== 'string') errors.push({ path: key, message: `${key} must be a string.` })
      else if (value.trim().length > LIMITS[key]) errors.push({ path: key, message: `${key} must be at most ${LIMITS[key]} characters.` })
      else return value.trim()
      return null
    }
    const name = text('name', true)
    const email = text('email', true)
    if (email !== null && !isEmail(email)) errors.push({ path: 'email', message: 'email must be an e-mail address.' })
    const phone = text('phone', false)
    const subject = text('subject', false)
    const message = text('message', true)
    if (errors.length > 0) fail(400, errors[0]!.message, errors)

    const createdAt = isoNow(context)
    const { lastInsertRowid } = sql(
      context.db,
      'INSERT INTO contact_messages (name, email, phone, subject, message, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(name, email, phone, subject, message, c.get('language'), createdAt)
    return c.json({ data: { id: Number(lastInsertRowid), name, email, phone, subject, message, createdAt } }, 201)
  })
  return routes
}
