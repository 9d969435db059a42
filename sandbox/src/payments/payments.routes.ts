import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import { HttpFailure } from '../http/http.errors'
import { requiredId } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { approvePayment, declinePayment, findOrder, openPendingOrder, withOrderSlug } from '../ecommerce/order.payment'
import { escapeHtml } from '../http/http.html'
import { hpfPageHtml } from './hpf.page'
import { checkHpfToken, HPF_TOKEN_MESSAGES } from './hpf.token'
import { PAYPAL_SDK_SCRIPT } from './paypal.script'

/**
 * `/__payments/*`: the emulated payment providers (docs/contract/checkout.md). Always mounted (a shop pointed at the
 * sandbox needs them), outside `api/`, so without an apiKey: the browser reaches them by a form post or a script tag.
 */
export function paymentPageRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  // Every hpf route checks the order's signed token (from the URL order/create handed out) before it reads the
  // order: without it the page neither acts nor tells whether the order exists.
  const refusal = (id: number, token: string | undefined): string | undefined => {
    const problem = checkHpfToken(context.db, context.clock, id, token)
    return problem && HPF_TOKEN_MESSAGES[problem]
  }

  // The shop's form posts here (the first visit); GET serves the same page (a reload).
  const page = (idText: string, token: string | undefined) => {
    const id = requiredId(idText, 'orderId')
    const refused = refusal(id, token)
    if (refused) return { status: 403 as const, html: errorPage(refused) }
    const order = findOrder(context.db, id)
    if (order?.payment_type !== 'HPF') return { status: 404 as const, html: errorPage('Unknown payment.') }
    const view = { id: order.id, number: order.number, finalAmount: order.final_amount }
    return order.status === 'pending'
      ? { status: 200 as const, html: hpfPageHtml(view, 'pending', token ?? '') }
      : { status: 409 as const, html: hpfPageHtml(view, 'final', token ?? '') }
  }
  routes.get('/hpf/:orderId', (c) => {
    const { status, html } = page(c.req.param('orderId'), c.req.query('token'))
    return c.html(html, status)
  })
  routes.post('/hpf/:orderId', (c) => {
    const { status, html } = page(c.req.param('orderId'), c.req.query('token'))
    return c.html(html, status)
  })

  routes.post('/hpf/:orderId/complete', async (c) => {
    const id = requiredId(c.req.param('orderId'), 'orderId')
    const refused = refusal(id, c.req.query('token'))
    if (refused) return c.html(errorPage(refused), 403)
    const form = await c.req.parseBody()
    const decision = form.decision
    if (decision !== 'approve' && decision !== 'decline') return c.html(errorPage('Choose Approve payment or Decline payment.'), 400)
    const db = context.db
    try {
      const target = db
        .transaction(() => {
          const order = openPendingOrder(db, id, 'HPF')
          const now = isoNow(context)
          if (decision === 'approve') {
            approvePayment(db, order, now)
            return withOrderSlug(order.success_url ?? '/naplata/uspjesna', order.slug)
          }
          declinePayment(db, order, now)
          return order.failure_url ?? '/checkout/failure'
        })
        .immediate()
      return c.redirect(target, 302)
    } catch (error) {
      if (error instanceof HttpFailure) return c.html(errorPage(error.message), error.status)
      throw error
    }
  })

  routes.get('/paypal/sdk.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-store')
    return c.body(PAYPAL_SDK_SCRIPT)
  })
  return routes
}

function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox payment page</title></head><body><main><h1>Sandbox payment page</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`
}
