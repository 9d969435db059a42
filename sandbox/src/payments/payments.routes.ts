import { Hono } from 'hono'
import type { SandboxEnv } from '../http/http.env'
import { HttpFailure } from '../http/http.errors'
import { requiredId } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { approvePayment, declinePayment, findOrder, openPendingOrder, withOrderSlug } from '../ecommerce/order.payment'
import { escapeHtml } from '../http/http.html'
import { hpfPageHtml } from './hpf.page'
import { PAYPAL_SDK_SCRIPT } from './paypal.script'

/**
 * `/__payments/*`: the emulated payment providers (docs/contract/checkout.md). Always mounted (a shop pointed at the
 * sandbox needs them), outside `api/`, so without an apiKey: the browser reaches them by a form post or a script tag.
 */
export function paymentPageRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  // The shop's form posts here (the first visit); GET serves the same page (a reload).
  const page = (idText: string) => {
    const id = requiredId(idText, 'orderId')
    const order = findOrder(context.db, id)
    if (!order || order.payment_type !== 'HPF') return { status: 404 as const, html: errorPage('Unknown payment.') }
    const view = { id: order.id, number: order.number, finalAmount: order.final_amount }
    return order.status === 'pending' ? { status: 200 as const, html: hpfPageHtml(view, 'pending') } : { status: 409 as const, html: hpfPageHtml(view, 'final') }
  }
  routes.get('/hpf/:orderId', (c) => {
    const { status, html } = page(c.req.param('orderId'))
    return c.html(html, status)
  })
  routes.post('/hpf/:orderId', (c) => {
    const { status, html } = page(c.req.param('orderId'))
    return c.html(html, status)
  })

  routes.post('/hpf/:orderId/complete', async (c) => {
    const id = requiredId(c.req.param('orderId'), 'orderId')
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
