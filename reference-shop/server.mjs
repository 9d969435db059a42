// The reference shop's production server: Hono serves the client build and hands every other request to
// React Router's request handler. Run `node server.mjs` after `npm run build`, or import startShopServer().
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { compressResponse, isCompressibleType, negotiateEncoding, shouldCompress, varyOnAcceptEncoding } from './compression.mjs'
import { contentSecurityPolicy, createNonce, policyOrigins } from './content-security-policy.mjs'
import { isCacheablePageRequest, servePage } from './page-cache.mjs'
import { clientAddressOf, trustProxyFromEnv } from './client-address.mjs'
import { publicOriginFromEnv } from './public-origin.mjs'
import { limitRenders, renderLimitsFromEnv } from './render-limit.mjs'
import { isHttpsRequest, securityHeaders, withCookieAttributes } from './security-headers.mjs'

// react-dom/server loads its development build unless NODE_ENV is 'production' when it is first imported
// (about 45% less throughput). Everything that pulls it in is imported dynamically, after this line.
process.env.NODE_ENV = 'production'

const shopDir = path.dirname(fileURLToPath(import.meta.url))

/**
 * The backend settings of the SDK instances, from VITRINA_* environment variables (defaults: the local
 * sandbox's demo site). They reach the app as `context.vitrina` in loaders.
 * @param {Record<string, string | undefined>} env
 */
export function storefrontConfigFromEnv(env) {
  return {
    apiUrl: env.VITRINA_API_URL || 'http://127.0.0.1:4010',
    apiKey: env.VITRINA_API_KEY || 'vitrina-sandbox-key',
    siteId: env.VITRINA_SITE_ID || '1',
    storeId: env.VITRINA_STORE_ID || '1',
    apiKeyId: env.VITRINA_API_KEY_ID || '7',
  }
}

/**
 * Where a real payment gateway's hosted card form posts to, when that is not the backend (the sandbox's is):
 * `VITRINA_PAYMENT_FORM_ORIGINS`, origins separated by spaces or commas. The Content-Security-Policy's form-action
 * lets the checkout submit to them.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function paymentFormOriginsFromEnv(env) {
  return (env.VITRINA_PAYMENT_FORM_ORIGINS ?? '').split(/[\s,]+/).filter((origin) => origin !== '')
}

/**
 * Starts the built shop on a port (0 picks a free one).
 * @param {{ port?: number, host?: string, env?: Record<string, string | undefined>, buildDir?: string }} [options]
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export async function startShopServer({ port = 3000, host = '127.0.0.1', env = process.env, buildDir = path.join(shopDir, 'build') } = {}) {
  const serverBuildPath = path.join(buildDir, 'server', 'index.js')
  if (!existsSync(serverBuildPath)) {
    throw new Error(`The shop is not built (${serverBuildPath} is missing): run \`npm run build -w @vitrina/reference-shop\` first.`)
  }
  process.env.NODE_ENV = 'production'
  const [{ Hono }, { serve }, { serveStatic }, { createRequestHandler }] = await Promise.all([
    import('hono'),
    import('@hono/node-server'),
    import('@hono/node-server/serve-static'),
    import('react-router'),
  ])
  const build = await import(pathToFileURL(serverBuildPath).href)
  // At most a few renders at once, the rest waiting their turn before any backend call starts (render-limit.mjs).
  const renders = limitRenders(createRequestHandler(build, 'production'), renderLimitsFromEnv(env))
  // The server build's cache of anonymous pages (null when the server cache is off).
  const pages = typeof build.entry.module.pageCache === 'function' ? build.entry.module.pageCache() : null
  const vitrina = storefrontConfigFromEnv(env)
  // Known once the server listens (the port may be 0); no request is handled before.
  let publicOrigin = publicOriginFromEnv(env) ?? ''
  const trustProxy = trustProxyFromEnv(env)
  const clientDir = path.join(buildDir, 'client')
  const policy = policyOrigins({ apiUrl: vitrina.apiUrl, paymentFormOrigins: paymentFormOriginsFromEnv(env) })

  /** @type {import('hono').Hono<{ Bindings: import('@hono/node-server').HttpBindings, Variables: { cspNonce: string, https: boolean } }>} */
  const app = new Hono()
  // Every response, static files and 404s included. Behind a TLS-terminating proxy the request's own scheme is
  // http, so the proxy's X-Forwarded-Proto decides whether HSTS is sent and cookies are Secure.
  app.use('*', async (c, next) => {
    const https = isHttpsRequest(c.req.url, c.req.header('x-forwarded-proto'))
    const nonce = createNonce()
    c.set('https', https)
    c.set('cspNonce', nonce)
    await next()
    const headers = c.res.headers
    for (const [name, value] of Object.entries(securityHeaders(https ? 'https:' : 'http:'))) headers.set(name, value)
    headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce, ...policy }))
    // A text body differs by Accept-Encoding even when this request got it plain: caches must keep them apart.
    if (isCompressibleType(headers.get('content-type'))) varyOnAcceptEncoding(headers)
    const cookies = headers.getSetCookie()
    if (cookies.length > 0) {
      headers.delete('Set-Cookie')
      for (const cookie of cookies) headers.append('Set-Cookie', withCookieAttributes(cookie, https))
      // Pages decide their caching in entry.server.tsx; this also covers redirects and resource routes: a shared
      // cache must never hand one visitor's cookie to the next.
      if (!/private|no-store/i.test(headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', 'private, no-store')
    }
  })
  // The client build has .br and .gz twins beside its text files (scripts/precompress.mjs): the brotli one goes to a
  // browser that accepts br, else the gzip one, with its Content-Encoding, the original's Content-Type and its own
  // Content-Length. (Hono matches bare tokens: a `br;q=0.5` counts as no brotli, which is merely less optimal.)
  // File names under /assets carry a content hash, so they never change.
  app.use(
    '/assets/*',
    serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
  )
  app.get('/assets/*', (c) => c.text('Not found', 404))
  app.use('*', serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }))
  // A fresh load context per request: the app keys its per-request SDK instance on it. `dataRequest` marks the
  // data requests of client-side navigations (/path.data), which need no status meant for crawlers; `cspNonce` is
  // this response's nonce for the inline scripts; `https` makes the SDK's cookies Secure.
  // `clientAddress` is the shopper's address, which the shop's calls to the backend forward (X-Forwarded-For), so
  // that the backend's limits per client count shoppers, not the shop's server.
  app.all('*', async (c) => {
    const request = c.req.raw
    const https = c.get('https')
    const clientAddress = clientAddressOf({ peer: c.env?.incoming?.socket?.remoteAddress, forwardedFor: c.req.header('x-forwarded-for'), trustProxy })
    const render = (/** @type {Request} */ toRender, /** @type {string} */ nonce) =>
      renders.render(toRender, { vitrina, publicOrigin, dataRequest: new URL(toRender.url).pathname.endsWith('.data'), cspNonce: nonce, https, clientAddress })
    const acceptedEncoding = negotiateEncoding(c.req.header('accept-encoding'))
    // A page a visitor without cookies asks for comes from the page cache (page-cache.mjs), compressed there in one
    // call; a render for it gets a request of its own, so that a refresh in the background is not cancelled with the
    // request that started it.
    const response =
      pages && isCacheablePageRequest(request)
        ? await servePage({
            cache: pages,
            request,
            https,
            nonce: c.get('cspNonce'),
            render: (nonce) => render(new Request(request.url, { headers: request.headers }), nonce),
            encoding: acceptedEncoding,
          })
        : await render(request, c.get('cspNonce'))
    // Pages (streamed as they render), their .data, the sitemap: compressed on the way out, unless they are already.
    return acceptedEncoding && shouldCompress(response) ? compressResponse(response, acceptedEncoding) : response
  })

  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
      server.off('error', reject)
      const publicHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host
      publicOrigin ||= `http://${publicHost}:${info.port}`
      resolve({
        url: `http://${publicHost}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            if ('closeAllConnections' in server) server.closeAllConnections()
          }),
      })
    })
    server.once('error', reject)
  })
}

async function main() {
  const port = Number(process.env.PORT ?? 3000)
  const host = process.env.HOST || '127.0.0.1'
  try {
    const shop = await startShopServer({ port, host })
    console.log(`Vitrina shop on ${shop.url} (backend ${storefrontConfigFromEnv(process.env).apiUrl})`)
    const stop = () => void shop.close().then(() => process.exit(0))
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  } catch (error) {
    if (error && error.code === 'EADDRINUSE') {
      console.error(`Port ${port} is already in use; set PORT to another port.`)
    } else {
      console.error(error instanceof Error ? error.message : error)
    }
    process.exit(1)
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  await main()
}
