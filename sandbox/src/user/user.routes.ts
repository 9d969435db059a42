import { Hono } from 'hono'
import { requireUser } from '../auth/auth.middleware'
import type { AuthEnv } from '../auth/auth.types'
import { readWireUser } from '../auth/auth.user'
import { one, sql } from '../db/db.statements'
import { CART_MESSAGES } from '../ecommerce/cart.messages'
import { CHECKOUT_MESSAGES } from '../ecommerce/checkout.messages'
import { fail } from '../http/http.errors'
import { readJsonObject } from '../http/http.body'
import { invalid, optionalString, requiredId } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { insertAddress, readOwnAddress, updateAddress } from './user.address'
import { readAddressInput } from './user.address.input'
import { generalSettingsRoutes } from './user.general-settings.routes'
import { passwordRoutes } from './user.password.routes'
import { registerRoutes } from './user.register.routes'
import { membershipRoutes } from '../membership/membership.routes'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * `api/v1/user/*`: the checkout address step's and the profile's calls (addresses, the user's e-mail and card), and
 * the account's: registration and e-mail confirmation, passwords, the membership check (docs/contract/account.md).
 */
export function userRoutes(context: SandboxContext): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>()
  // requireUser per route, not `use('/web/*')`: a sub-app's middleware joins the parent router and would also
  // guard the other `api/v1/user/web/*` calls (registration, verification) that serve anonymous visitors.
  const user = requireUser(context)

  routes.post('/web/address/create', user, async (c) => {
    const body = await readJsonObject(c)
    const db = context.db
    const input = readAddressInput(db, body)
    return c.json({ data: insertAddress(db, c.get('auth').userId, input, isoNow(context)) })
  })

  routes.patch('/web/address/update/:id', user, async (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    const body = await readJsonObject(c)
    const db = context.db
    // Another user's address answers the same 404 as an unknown id.
    const base = readOwnAddress(db, c.get('auth').userId, id) ?? fail(404, CHECKOUT_MESSAGES.addressNotFound)
    return c.json({ data: updateAddress(db, id, readAddressInput(db, body, base), isoNow(context)) })
  })

  routes.patch('/web/update', user, async (c) => {
    const body = await readJsonObject(c)
    const db = context.db
    const userId = c.get('auth').userId
    const email = optionalString(body.email, 'email', 255)
    if (email !== undefined && !EMAIL.test(email)) invalid('email', 'email must be an e-mail address.')
    const barcode = body.memberCardBarcode === null ? null : optionalString(body.memberCardBarcode, 'memberCardBarcode', 50)
    const details = body.details && typeof body.details === 'object' ? (body.details as Record<string, unknown>) : undefined
    const firstName = optionalString(details?.firstName, 'details.firstName', 100)
    const lastName = optionalString(details?.lastName, 'details.lastName', 100)
    db.transaction(() => {
      const now = isoNow(context)
      if (email !== undefined) {
        const other = one<{ id: number }>(db, 'SELECT id FROM users WHERE email = ? AND id <> ?', email, userId)
        if (other) fail(409, CART_MESSAGES.userExists)
        sql(db, 'UPDATE users SET email = ?, username = ?, updated_at = ? WHERE id = ?').run(email, email, now, userId)
      }
      if (barcode !== undefined) {
        if (barcode !== null && barcode !== '' && !one(db, 'SELECT 1 FROM member_cards WHERE barcode = ?', barcode)) fail(400, CART_MESSAGES.invalidMemberCard)
        sql(db, 'UPDATE users SET member_card_barcode = ?, updated_at = ? WHERE id = ?').run(barcode || null, now, userId)
      }
      if (firstName) sql(db, 'UPDATE users SET first_name = ? WHERE id = ?').run(firstName, userId)
      if (lastName) sql(db, 'UPDATE users SET last_name = ? WHERE id = ?').run(lastName, userId)
    }).immediate()
    return c.json({ data: readWireUser(db, userId) })
  })

  routes.route('/', registerRoutes(context))
  routes.route('/', passwordRoutes(context))
  routes.route('/', generalSettingsRoutes(context))
  routes.route('/membership', membershipRoutes(context))
  return routes
}
