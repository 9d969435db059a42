// The shop's public origin (issue 16), read by server.mjs; plain JavaScript, typed in public-origin.d.mts.

/**
 * The shop's public origin, which every absolute link it writes starts with (canonical, hreflang and share links,
 * the sitemap): `VITRINA_PUBLIC_ORIGIN` such as `https://shop.example.com`, or undefined when it is not set (the
 * server then uses its own address). Never the request's `Host` header: any client can set that, and a cache
 * would keep the page it poisoned.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function publicOriginFromEnv(env) {
  const value = env.VITRINA_PUBLIC_ORIGIN
  if (value === undefined || value === '') return undefined
  let url
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  const originOnly = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !value.endsWith('?') && !value.endsWith('#')
  if (!url || !/^https?:$/.test(url.protocol) || !originOnly) {
    throw new Error(`VITRINA_PUBLIC_ORIGIN must be an http(s) origin without a path, such as https://shop.example.com; got "${value}".`)
  }
  return url.origin
}
