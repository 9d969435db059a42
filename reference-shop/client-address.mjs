// The shopper's network address as the shop's server sees it (issue 16), read by server.mjs; plain JavaScript,
// typed in client-address.d.mts.
import { isIP } from 'node:net'

/**
 * Whether the shop runs behind a proxy of its own that sets `X-Forwarded-For` (`VITRINA_TRUST_PROXY=1`). Only then is
 * that header believed: otherwise any client could name any address in it.
 * @param {Record<string, string | undefined>} env
 * @returns {boolean}
 */
export function trustProxyFromEnv(env) {
  const value = (env.VITRINA_TRUST_PROXY ?? '').trim().toLowerCase()
  if (value === '' || value === '0' || value === 'false') return false
  if (value === '1' || value === 'true') return true
  throw new Error(`VITRINA_TRUST_PROXY must be 1 (a proxy of the shop's own sets X-Forwarded-For) or 0; got "${env.VITRINA_TRUST_PROXY}".`)
}

/**
 * The address of the shopper a request comes from: the connection's peer, or behind the shop's own proxy
 * (`trustProxy`) the last address of `X-Forwarded-For`, the one that proxy added (earlier ones are whatever the
 * client sent). IPv4 addresses mapped into IPv6 (`::ffff:10.0.0.7`) read as IPv4; anything that is not an address
 * gives undefined.
 * @param {{ peer: string | undefined, forwardedFor: string | undefined, trustProxy: boolean }} request
 * @returns {string | undefined}
 */
export function clientAddressOf({ peer, forwardedFor, trustProxy }) {
  const forwarded = trustProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined
  const address = (forwarded || peer || '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  return isIP(address) === 0 ? undefined : address
}
