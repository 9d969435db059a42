import type Database from 'better-sqlite3'
import type { Context } from 'hono'
import type { AuthPrincipal } from '../auth/auth.types'
import { sql } from '../db/db.statements'
import type { SandboxEnv } from '../http/http.env'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { type CartKey, openCart } from './cart.access'
import { attachUser, touchCart } from './cart.session'
import type { CartRow } from './cart.types'
import { type CartAnswer, type CartView, answerCart } from './cart.view'

/** Hono environment of the cart routes: the sandbox's variables plus the optional user (`optionalUser`). */
export type CartEnv = { Variables: SandboxEnv['Variables'] & { auth: AuthPrincipal | undefined } }

/** What a cart call's work receives: the connection, the opened cart and the clock. */
export interface CartScope {
  db: Database.Database
  cart: CartRow
  now: string
}

/** Options of {@link runCartCall}. */
export interface CartCallOptions {
  /** The change the call makes; absent for a read. Runs after the cart was opened (and its access checked). */
  write?: (scope: CartScope) => void
  /** A `currencyId` the call carried: the answer's `converted` amounts are in it from now on. */
  currencyId?: number | undefined
}

/**
 * Runs one cart call as one immediate transaction: open the cart (404 / 400 archived / 409 session used),
 * make the change, re-read and price the cart, answer. Everything between the access check and the answer
 * sees one state of the cart, so concurrent writes to a cart are serialised and never lose a line; a failure
 * anywhere rolls the whole call back. A logged-in user who writes to an ownerless cart becomes its owner.
 */
export function runCartCall(context: SandboxContext, c: Context<CartEnv>, key: CartKey, options: CartCallOptions = {}): CartAnswer {
  const db = context.db
  const view = cartView(context, c)
  return db
    .transaction(() => {
      const cart = openCart(db, key, c.get('site').id)
      if (options.currencyId !== undefined && options.currencyId !== cart.currency_id) {
        sql(db, 'UPDATE carts SET currency_id = ? WHERE id = ?').run(options.currencyId, cart.id)
      }
      if (options.write) {
        attachUser(db, cart.id, c.get('auth')?.userId)
        options.write({ db, cart, now: view.now })
        touchCart(db, cart.id, view.now)
      }
      return answerCart(db, cart.id, view)
    })
    .immediate()
}

/** The language, media key and time a cart answer is built with. */
export function cartView(context: SandboxContext, c: Context<CartEnv>): CartView {
  return { language: c.get('language'), apiKeyId: c.get('site').api_key_id, now: isoNow(context) }
}
