import { Hono } from 'hono'
import { optionalUser } from '../auth/auth.middleware'
import { json, sql } from '../db/db.statements'
import { fail, type FieldError } from '../http/http.errors'
import { readJsonObject } from '../http/http.body'
import { invalid, requiredId } from '../http/http.input'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { readCartKey } from './cart.access'
import { type CartEnv, cartView, runCartCall } from './cart.call'
import { answerCart } from './cart.view'
import { CHECKOUT_MESSAGES } from './checkout.messages'
import { isValidOib } from './payment.oib'
import { applicablePaymentMethods, findPaymentMethod, paymentApplies } from './payment.methods'

/** The company a buyer pays as, checked: both fields, or none. */
interface CompanyData {
  companyName: string
  oib: string
}

/** `api/v2/ecommerce/payment/*`: the payment step's method list and choice (docs/contract/checkout.md). */
export function paymentRoutes(context: SandboxContext): Hono<CartEnv> {
  const routes = new Hono<CartEnv>()
  routes.use('*', optionalUser(context))

  routes.post('/getApplicablePaymentMethods', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const { cart } = runCartCall(context, c, key)
    return c.json({ data: applicablePaymentMethods(context.db, cart.digitalOnly, cartView(context, c).language) })
  })

  routes.put('/savePaymentMethod', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const methodId = requiredId(body.paymentMethodId, 'paymentMethodId')
    const company = readCompanyData(body.companyData)
    const { cart } = runCartCall(context, c, key, {
      write: ({ db, cart }) => {
        const method = findPaymentMethod(db, methodId) ?? fail(404, CHECKOUT_MESSAGES.paymentMethodNotFound)
        if (!paymentApplies(method, answerCart(db, cart.id, cartView(context, c)).cart.digitalOnly)) fail(400, CHECKOUT_MESSAGES.paymentMethodNotApplicable)
        const options = json<Record<string, unknown>>(cart.options, {})
        if (company) options.companyData = company
        else delete options.companyData
        sql(db, 'UPDATE carts SET payment_method_id = ?, options = ? WHERE id = ?').run(method.id, JSON.stringify(options), cart.id)
      },
    })
    return c.json({ data: cart })
  })
  return routes
}

// Spec §5: "Company data is valid only if the buyer is not a company or both company name and OIB are filled".
// An empty companyName means the buyer is not a company; the OIB is then ignored.
function readCompanyData(value: unknown): CompanyData | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) invalid('companyData', 'companyData must be an object { companyName, oib }.')
  const { companyName, oib } = value as Record<string, unknown>
  if (companyName === undefined || companyName === null || companyName === '') return undefined
  const errors: FieldError[] = []
  if (typeof companyName !== 'string' || companyName.trim().length > 150)
    errors.push({ path: 'companyData.companyName', message: 'companyData.companyName must be a string of at most 150 characters.' })
  const digits = typeof oib === 'string' ? oib.trim() : typeof oib === 'number' ? String(oib) : ''
  if (!isValidOib(digits)) errors.push({ path: 'companyData.oib', message: CHECKOUT_MESSAGES.invalidOib })
  if (errors.length > 0) fail(400, errors[0]!.message, errors)
  return { companyName: (companyName as string).trim(), oib: digits }
}
