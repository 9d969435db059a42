// The security headers every response of the shop's server carries (issue 11, first part). The Content-Security-Policy
// with a per-request nonce for the inline scripts comes with the rest of that issue.

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
