import { Hono } from 'hono'
import { optionalUser } from '../auth/auth.middleware'
import { fail } from '../http/http.errors'
import { readJsonObject } from '../http/http.body'
import { invalid, optionalString, requiredId } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { openCart, readCartKey } from './cart.access'
import { type CartEnv, cartView } from './cart.call'
import { CHECKOUT_MESSAGES } from './checkout.messages'
import { activeUserId } from './checkout.user'
import { createOrder, type CreatedOrder, type OrderInput } from './order.create'
import { readReturnUrl, type ReturnUrlPolicy } from './order.return-urls'
import { approvePayment, declinePayment, openPendingOrder, withOrderSlug } from './order.payment'
import { hpfFormHtml } from '../payments/hpf.page'
import { signHpfToken } from '../payments/hpf.token'
import { readCheckoutSettings } from './settings.queries'

/** `api/v2/ecommerce/order/*`: placing the order and completing a PayPal payment (docs/contract/checkout.md). */
export function orderRoutes(context: SandboxContext): Hono<CartEnv> {
  const routes = new Hono<CartEnv>()
  routes.use('*', optionalUser(context))

  routes.post('/create', async (c) => {
    const body = await readJsonObject(c)
    const key = readCartKey(body)
    const site = c.get('site')
    const input = readOrderInput(body, { requestOrigin: c.req.header('Origin'), allowedOrigins: context.allowedOrigins, siteUrl: site.url })
    const db = context.db
    const view = cartView(context, c)
    const order: CreatedOrder = db
      .transaction(() => {
        const cart = openCart(db, key, site.id)
        const auth = c.get('auth')
        // Back-office spec §6: guest checkout is a site setting, "currently registered only".
        if (!auth && !readCheckoutSettings(db, site.id).guestCheckout) fail(403, CHECKOUT_MESSAGES.guestCheckoutDisabled)
        const buyerId = activeUserId(cart, auth) ?? fail(400, CHECKOUT_MESSAGES.noActiveUser)
        return createOrder(db, cart, buyerId, input, view)
      })
      .immediate()

    if (order.paymentType === 'HPF') {
      const origin = new URL(c.req.url).origin
      const token = signHpfToken(db, context.clock, order.id)
      return c.json({ data: { html: hpfFormHtml(origin, order, token), orderId: order.id, orderSlug: order.slug, paymentType: 'HPF' } })
    }
    if (order.paymentType === 'PayPal') {
      return c.json({
        data: {
          html: null,
          orderId: order.id,
          orderSlug: order.slug,
          paymentType: 'PayPal',
          payment: { id: order.paymentReference, total: order.finalAmount, currency: 'EUR', orderId: order.id },
        },
      })
    }
    return c.json({ data: { orderSlug: order.slug, orderId: order.id, paymentType: null } })
  })

  routes.post('/pgSuccess/:id', async (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    const body = await readJsonObject(c)
    const details = body.details
    const db = context.db
    const order = db
      .transaction(() => {
        const order = openPendingOrder(db, id, 'PayPal')
        // Only a payment the emulated PayPal approved completes the order: its capture details carry the payment id
        // that order/create handed out. Without this, an empty body would mark anyone's pending order paid.
        const paymentId = details && typeof details === 'object' ? (details as Record<string, unknown>).id : undefined
        if (paymentId === undefined || paymentId === null || paymentId === '') invalid('details.id', CHECKOUT_MESSAGES.paymentMissing)
        if (paymentId !== order.payment_reference) invalid('details.id', CHECKOUT_MESSAGES.paymentMismatch)
        approvePayment(db, order, isoNow(context))
        return order
      })
      .immediate()
    // internalRedirect (the default): the path of the order's successURL, so the shop stays in the shopper's language.
    const success = order.success_url ?? '/naplata/uspjesna'
    const url = withOrderSlug(body.internalRedirect === false ? success : internalPath(success), order.slug)
    return c.json({ data: { url, orderSlug: order.slug, orderId: order.id } })
  })

  // Not in the spec: the emulated PayPal button's cancel. Like a declined card, it releases the cart's session.
  routes.post('/pgCancel/:id', (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    const db = context.db
    const order = db
      .transaction(() => {
        const order = openPendingOrder(db, id, 'PayPal')
        declinePayment(db, order, isoNow(context))
        return order
      })
      .immediate()
    return c.json({ data: { orderId: order.id, paymentStatus: 'notPaid', status: 'failed' } })
  })
  return routes
}

/** The path, query and hash of an absolute URL (a path stays as it is). */
function internalPath(url: string): string {
  if (url.startsWith('/')) return url
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}

function readOrderInput(body: Record<string, unknown>, returnUrls: ReturnUrlPolicy): OrderInput {
  return {
    giftMessage: optionalString(body.giftMessage, 'giftMessage', 1000) ?? '',
    orderMessage: optionalString(body.orderMessage, 'orderMessage', 1000) ?? '',
    to: optionalString(body.to, 'to', 200) ?? '',
    from: optionalString(body.from, 'from', 200) ?? '',
    successURL: readReturnUrl(body.successURL, 'successURL', returnUrls, '/naplata/uspjesna'),
    failureURL: readReturnUrl(body.failureURL, 'failureURL', returnUrls, '/checkout/failure'),
  }
}
