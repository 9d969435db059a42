import { Hono } from 'hono'
import { sql } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { type ConsentLogInput, readConsentLogInput } from './consent-log.input'

/** A stored consent log, as `web/consent/log/create` answers it. */
export interface ConsentLogJson extends ConsentLogInput {
  id: number
  createdAt: string
}

/** `POST web/consent/log/create`: records that a shopper accepted consents. */
export function consentLogRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.post('/web/consent/log/create', async (c) => {
    const body = await readJsonObject(c)
    const input = readConsentLogInput(context.db, body)
    const createdAt = isoNow(context)
    const { lastInsertRowid } = sql(
      context.db,
      'INSERT INTO consent_logs (status, status_timestamp, source_type, consents, user, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(input.status, input.statusTimestamp, input.sourceType, JSON.stringify(input.consents), JSON.stringify(input.user), createdAt)
    const log: ConsentLogJson = { id: Number(lastInsertRowid), ...input, createdAt }
    return c.json({ data: log }, 201)
  })

  return routes
}
