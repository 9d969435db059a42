// The security headers every response of the shop's server carries (issue 11), and the attributes every cookie it
// sets gets. The Content-Security-Policy is built in content-security-policy.mjs.

/**
 * The headers for a response to a request made over `protocol` ('https:' adds HSTS).
 * - `X-Content-Type-Options: nosniff`: a browser takes each response as the type it says it is.
 * - `Referrer-Policy: strict-origin-when-cross-origin`: other sites (and the backend) see the shop's origin, never a
 *   page's path and query (an order number, a reset token).
 * - `X-Frame-Options: DENY`: no other site can frame the shop (clickjacking); the shop frames nothing of its own.
 * - `Permissions-Policy`: the shop uses no camera, microphone, geolocation or USB, so no page (nor a script it
 *   loads) may ask for them. `payment` stays allowed for the PayPal buttons.
 * - `Strict-Transport-Security` under https only: on plain http (npm start, the tests) a browser ignores it anyway.
 * @param {string} protocol
 * @returns {Record<string, string>}
 */
export function securityHeaders(protocol) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=()',
    ...(protocol === 'https:' ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/**
 * Whether the browser reached the shop over https: the request's own scheme, or, behind a TLS-terminating proxy
 * (whose hop to this server is plain http), the first protocol its `X-Forwarded-Proto` names.
 * @param {string} url
 * @param {string | null | undefined} forwardedProto
 */
export function isHttpsRequest(url, forwardedProto) {
  if (forwardedProto) return forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https'
  return new URL(url).protocol === 'https:'
}

/**
 * A `Set-Cookie` value with the attributes every cookie of the shop carries: `SameSite=Lax` (not sent on other
 * sites' subrequests and form posts; a link from another site still arrives with the cart), and `Secure` under https.
 * Cookies the SDK writes have them already; this guards anything else that sets one. `HttpOnly` is not added: the
 * browser's SDK instance reads and writes every cookie the shop has (tokens, cart session, consent, language).
 * @param {string} cookie
 * @param {boolean} https
 */
export function withCookieAttributes(cookie, https) {
  let hardened = cookie
  if (!/;\s*samesite=/i.test(hardened)) hardened += '; SameSite=Lax'
  if (https && !/;\s*secure\s*(?:;|$)/i.test(hardened)) hardened += '; Secure'
  return hardened
}
