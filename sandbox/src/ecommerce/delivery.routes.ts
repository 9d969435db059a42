import { Hono } from 'hono'
import { optionalUser } from '../auth/auth.middleware'
import { json, one, sql } from '../db/db.statements'
import { fail } from '../http/http.errors'
import { readJsonObject } from '../http/http.body'
import { invalid, optionalId, requiredId } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { openCart, readCartKey } from './cart.access'
import { type CartEnv, cartView, runCartCall } from './cart.call'
import { answerCart } from './cart.view'
import { CHECKOUT_MESSAGES } from './checkout.messages'
import { activeUserId } from './checkout.user'
import { applicableDeliveryMethods, countryIsoOf, deliveryApplies, findDeliveryMethod, methodBranches } from './delivery.methods'
import { readCheckoutSettings } from './settings.queries'

/** `api/v2/ecommerce/delivery/*`: the shipping step's method list and choice (docs/contract/checkout.md). */
export function deliveryRoutes(context: SandboxContext): Hono<CartEnv> {
  const routes = new Hono<CartEnv>()
  routes.use('*', optionalUser(context))

  routes.post('/getApplicableDeliveryMethods', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const countryId = optionalId(body.countryId, 'countryId')
    const shippingAddressId = optionalId(body.userShippingAddressId, 'userShippingAddressId')
    const billingAddressId = optionalId(body.userBillingAddressId, 'userBillingAddressId')
    const db = context.db
    const site = c.get('site')
    const view = cartView(context, c)
    const methods = db
      .transaction(() => {
        const cart = openCart(db, key, site.id)
        const { cart: answer } = answerCart(db, cart.id, view)
        // The country decides; without countryId the active user's chosen shipping (else billing) address names it.
        const userId = activeUserId(cart, c.get('auth'))
        const addressId = shippingAddressId ?? billingAddressId
        const fromAddress =
          countryId === undefined && addressId !== undefined && userId !== null
            ? one<{ country_id: number }>(db, 'SELECT country_id FROM user_addresses WHERE id = ? AND user_id = ?', addressId, userId)?.country_id
            : undefined
        const country = countryId ?? fromAddress
        let countryIso: string | undefined
        if (country !== undefined) {
          countryIso = countryIsoOf(country)
          const allowed = readCheckoutSettings(db, site.id).allowedCountries
          const codes = allowed === 'ALL' ? null : typeof allowed === 'string' ? [allowed] : allowed
          if (countryIso === undefined || (codes !== null && !codes.includes(countryIso))) invalid('countryId', CHECKOUT_MESSAGES.countryNotAllowed)
        }
        return applicableDeliveryMethods(db, { digitalOnly: answer.digitalOnly, countryIso }, answer.prices.cartTotal, view.language)
      })
      .immediate()
    return c.json({ data: methods })
  })

  routes.put('/saveDeliveryMethod', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const methodId = requiredId(body.deliveryMethodId, 'deliveryMethodId')
    const branchId = optionalId(body.branchId, 'branchId')
    const { cart } = runCartCall(context, c, key, {
      write: ({ db, cart }) => {
        if (activeUserId(cart, c.get('auth')) === null) fail(400, CHECKOUT_MESSAGES.noActiveUser)
        const method = findDeliveryMethod(db, methodId) ?? fail(404, CHECKOUT_MESSAGES.shippingMethodNotFound)
        const digitalOnly = answerCart(db, cart.id, cartView(context, c)).cart.digitalOnly
        if (!deliveryApplies(method, { digitalOnly })) fail(400, CHECKOUT_MESSAGES.shippingMethodNotApplicable)
        const options = json<Record<string, unknown>>(cart.options, {})
        delete options.deliveryBranchId
        if (method.is_pickup === 1) {
          if (branchId === undefined) fail(400, CHECKOUT_MESSAGES.shippingBranchUndefined)
          if (!methodBranches(db, method.id).some((branch) => branch.id === branchId)) fail(404, CHECKOUT_MESSAGES.shippingBranchNotFound)
          options.deliveryBranchId = branchId
        }
        sql(db, 'UPDATE carts SET delivery_method_id = ?, options = ? WHERE id = ?').run(method.id, JSON.stringify(options), cart.id)
      },
    })
    return c.json({ data: cart })
  })
  return routes
}
