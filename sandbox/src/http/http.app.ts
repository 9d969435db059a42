import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { authRoutes } from '../auth/auth.routes'
import { captchaRoutes } from '../captcha/captcha.routes'
import { cmsRoutes } from '../cms/cms.routes'
import { eventRoutes } from '../cms/event.routes'
import { requireControlKey } from '../control/control.key'
import { controlRoutes } from '../control/control.routes'
import { cliRoutes, domainFilterRoutes } from '../devtools/devtools.routes'
import { documentRoutes } from '../document/document.routes'
import { bucketRoutes } from '../drive/bucket.routes'
import { driveRoutes } from '../drive/drive.routes'
import { multipartUploadRoutes } from '../drive/upload.multipart.routes'
import { uploadRoutes } from '../drive/upload.routes'
import { abandonedCartRoutes } from '../ecommerce/cart.abandoned.routes'
import { cartRoutes } from '../ecommerce/cart.routes'
import { checkoutRoutes } from '../ecommerce/checkout.routes'
import { deliveryRoutes } from '../ecommerce/delivery.routes'
import { orderRoutes } from '../ecommerce/order.routes'
import { paymentRoutes } from '../ecommerce/payment.routes'
import { settingsRoutes } from '../ecommerce/settings.routes'
import { commonsRoutes, domainDetectRoutes } from '../master/master.routes'
import { mediaRoutes } from '../media/media.routes'
import { paymentPageRoutes } from '../payments/payments.routes'
import { privacyRoutes } from '../privacy/privacy.routes'
import { productRoutes } from '../product/product.routes'
import type { SandboxContext } from '../sandbox/sandbox.context'
import { userRoutes } from '../user/user.routes'
import { requestBodyLimit } from './http.body'
import { sandboxCors } from './http.cors'
import type { SandboxEnv } from './http.env'
import { failureBody, HttpFailure } from './http.errors'
import { apiGate, languageOnly } from './http.gate'

/** Options of the HTTP app. */
export interface HttpAppOptions {
  control: boolean
  /** The secret the control endpoints then require (SandboxOptions.controlKey). */
  controlKey?: string
  allowedOrigins: readonly string[]
}

/** Builds the Hono app: CORS, the envelope and error conventions, and every service's routes. */
export function createHttpApp(context: SandboxContext, options: HttpAppOptions): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.use('*', sandboxCors(options.allowedOrigins))
  app.use('*', requestBodyLimit())

  // Registered before the gate: domain detection is how a client learns its apiKey.
  app.use('/api/v2/master/domainDetect', languageOnly())
  app.route('/api/v2/master', domainDetectRoutes(context))
  app.use('/api/*', async (c, next) => {
    if (c.req.path === '/api/v2/master/domainDetect') return next()
    return apiGate(context)(c, next)
  })

  app.route('/api', authRoutes(context))
  app.route('/api/v1/master', commonsRoutes())
  app.route('/api/v1/master', domainFilterRoutes(context))
  app.route('/api/v2/ecommerce/settings', settingsRoutes(context))
  app.route('/api/v2/ecommerce/cart', cartRoutes(context))
  app.route('/api/v2/ecommerce/checkout/cart', abandonedCartRoutes(context))
  app.route('/api/v2/ecommerce/checkout', checkoutRoutes(context))
  app.route('/api/v2/ecommerce/delivery', deliveryRoutes(context))
  app.route('/api/v2/ecommerce/payment', paymentRoutes(context))
  app.route('/api/v2/ecommerce/order', orderRoutes(context))
  app.route('/api/v1/user', userRoutes(context))
  app.route('/api/v1/product', productRoutes(context))
  app.route('/api/v1/cms', cmsRoutes(context))
  app.route('/api/v1/event', eventRoutes(context))
  app.route('/api/v1/privacy', privacyRoutes(context))
  app.route('/api/v1/document', documentRoutes(context))
  app.route('/api/v1/media', uploadRoutes(context))
  app.route('/api/v2/media', multipartUploadRoutes(context))
  app.route('/api/v1/drive', driveRoutes(context))
  app.route('/media', mediaRoutes(context))
  // The emulated storage bucket of the signed upload URLs: a browser PUTs there, so no apiKey (the token is the permission).
  app.route('/__bucket', bucketRoutes(context))
  // The emulated payment providers: a browser reaches them by form post or script tag, so no apiKey.
  app.route('/__payments', paymentPageRoutes(context))
  // The emulated captcha: a browser loads its script by a script tag, so no apiKey.
  app.route('/__captcha', captchaRoutes(context))
  // The development helpers ({cli} of the spec): outside api/ as a real shop's are, behind the same apiKey.
  app.use('/_cli/*', apiGate(context))
  app.route('/_cli', cliRoutes(context))
  if (options.control) {
    if (options.controlKey) app.use('/__sandbox/*', requireControlKey(options.controlKey))
    app.route('/__sandbox', controlRoutes(context))
  }

  app.notFound((c) => {
    const message = `Route not found: ${c.req.method} ${c.req.path}`
    return c.json(failureBody(404, message), 404)
  })
  app.onError((error, c) => {
    if (error instanceof HttpFailure) return c.json(failureBody(error.status, error.message, error.errors), error.status)
    if (error instanceof HTTPException) return c.json(failureBody(error.status, error.message), error.status)
    console.error('[sandbox] unexpected error on', c.req.method, c.req.path, error)
    return c.json(failureBody(500, 'Internal server error.'), 500)
  })
  return app
}
