// The Content-Security-Policy of every response of the shop's server (issue 11). Scripts run only from the shop's
// own origin, the backend's and PayPal's, or inline with the request's nonce; never `unsafe-inline` nor `eval`.
import { randomBytes } from 'node:crypto'

/** PayPal's JavaScript SDK loads its code, buttons (frames), images and calls from these hosts (PayPal's CSP guide). */
export const PAYPAL_ORIGINS = ['https://*.paypal.com', 'https://*.paypalobjects.com']

/** A fresh nonce for one response: 128 random bits, base64 (the CSP grammar allows base64 and base64url). */
export function createNonce() {
  return randomBytes(16).toString('base64')
}

/**
 * The origins the policy needs besides the shop's own, from the shop's configuration.
 * - `apiUrl`: the backend the browser calls directly (CORS), which also serves the media (`shop.mediaUrl` builds on
 *   it), the PayPal script (`/__payments/paypal/sdk.js`, paypal.script.ts) and, in the sandbox, the hosted card
 *   payment page that the checkout's form posts to (hosted-form.ts).
 * - `paymentFormOrigins`: where a real gateway's hosted card form posts to, when that is not the backend.
 * @param {{ apiUrl: string, paymentFormOrigins?: readonly string[] }} config
 */
export function policyOrigins({ apiUrl, paymentFormOrigins = [] }) {
  return { backend: new URL(apiUrl).origin, paymentForms: paymentFormOrigins.map((origin) => new URL(origin).origin) }
}

/**
 * Builds the policy for one response; `nonce` is that response's (see {@link createNonce}).
 *
 * - script-src: 'self' covers the client build (its modulepreloads and the chunks React Router imports later),
 *   the nonce the inline scripts React Router and React stream (hydration data, route modules, scroll restoration).
 * - style-src allows 'unsafe-inline': React's `style` props (the image placeholders, the filter sliders), Sonner's
 *   injected stylesheet and the PayPal buttons' styles are inline. No nonce there, or browsers ignore 'unsafe-inline'.
 * - img-src: product and content images come from the backend's media URLs; `data:` for inline SVG backgrounds.
 * - form-action: the shop's own forms, and the hosted card payment form the checkout submits (a navigation away).
 * - frame-ancestors 'none': no site may frame the shop (X-Frame-Options DENY says the same to older browsers).
 * @param {{ nonce: string, backend: string, paymentForms?: readonly string[] }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, backend, paymentForms = [] }) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, backend, ...PAYPAL_ORIGINS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', backend, ...PAYPAL_ORIGINS],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", backend, ...PAYPAL_ORIGINS],
    'frame-src': [...PAYPAL_ORIGINS],
    'form-action': ["'self'", backend, ...paymentForms],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}
