import { loadOnce } from '../internal/load-once'
import { fail, ok } from '../internal/result'
import { errorFromFailure, networkFailure } from './http.errors'
import { apiPath } from './http.path'
import type { Http, HttpAuthHook, HttpConfig } from './http.types'

/** The hook of an instance nobody has logged in to: no token, nothing to do on a 403. */
export const anonymousAuthHook: HttpAuthHook = /* @__PURE__ */ Object.freeze({
  beforeRequest: async () => ok(undefined),
  onForbidden: async () => {},
})

/**
 * Creates the transport of one storefront instance.
 *
 * @remarks
 * The request pipeline (http.pipeline.ts: the auth hook's token, the 403 rule, the error answers' SDK errors, the
 * envelope) with its client (timeout and retry rules, http.client.ts) is imported when the first request is sent, not
 * with the SDK: a server-rendered page hydrates from the snapshot without a request, so a bundler keeps it (and the
 * response schemas, see {@link LazySchema}) out of the page's first load. {@link Http.preload} loads it ahead of the
 * first request.
 */
export function createHttp(config: HttpConfig): Http {
  const pipeline = loadOnce(() => import('./http.pipeline').then(({ createRequest }) => createRequest(config, http)))

  const http: Http = {
    async request(req) {
      let request: Http['request']
      try {
        request = await pipeline()
      } catch (cause) {
        // Its chunk did not load (a lost connection): the request never went out.
        const aborted = req.signal?.aborted === true
        return fail(errorFromFailure(cause, aborted, networkFailure(cause), `${req.method} ${apiPath(req)}`))
      }
      return request(req)
    },
    async preload() {
      await pipeline()
    },
    auth: config.auth ?? anonymousAuthHook,
  }
  return http
}
