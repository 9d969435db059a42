import { Hono } from 'hono'
import { readJsonObject } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { invalid } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { checkMemberCard, MEMBERSHIP_MESSAGES } from './membership.service'

/** `POST api/v1/user/membership/check`: the membership service the registration asks first (no token needed). */
export function membershipRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.post('/check', async (c) => {
    const body = await readJsonObject(c)
    const barcode = typeof body.barcode === 'string' ? body.barcode.trim() : ''
    if (!barcode) invalid('barcode', MEMBERSHIP_MESSAGES.barcodeRequired)
    // Still 200 for an unknown, blocked or expired card: the service answered, and its answer is "not valid".
    return c.json({ data: { barcode, isValid: checkMemberCard(context.db, barcode, isoNow(context)) } })
  })
  return routes
}
