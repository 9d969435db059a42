// How many page renders the shop's server runs at once (issue 16), read by server.mjs; plain JavaScript, typed in
// render-limit.d.mts.
//
// A render runs its loaders' backend calls, each with the SDK's timeout (5 s on the server), and then React. With no
// limit, fifty shoppers on two cores meant fifty renders sharing one event loop: a backend answer that had arrived
// waited behind every other render's work, its timeout fired first, and the shopper got the 503 of a backend that
// was never down. With a limit, a request waits for its turn before any of its calls start, so the timeout measures
// the backend again, not the shop's own queue; the wait shows as latency, never as an error.
import pLimit from 'p-limit'

/** Renders at once by default: enough to keep two cores busy while some renders wait for the backend. */
export const DEFAULT_RENDER_CONCURRENCY = 8
/** Requests waiting for a render by default, beyond which the server answers 503 at once. */
export const DEFAULT_RENDER_QUEUE = 256
/** The `Retry-After` of that 503, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5

/**
 * The limits from the environment: `VITRINA_RENDER_CONCURRENCY` (renders at once) and `VITRINA_RENDER_QUEUE`
 * (requests that may wait), each a positive whole number, else the defaults.
 * @param {Record<string, string | undefined>} env
 * @returns {{ concurrency: number, queue: number }}
 */
export function renderLimitsFromEnv(env) {
  const read = (name, fallback) => {
    const raw = env[name]?.trim()
    if (!raw) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1; got "${raw}".`)
    return value
  }
  return { concurrency: read('VITRINA_RENDER_CONCURRENCY', DEFAULT_RENDER_CONCURRENCY), queue: read('VITRINA_RENDER_QUEUE', DEFAULT_RENDER_QUEUE) }
}

/**
 * Wraps `render` so that at most `concurrency` run at once, the others in arrival order. When `queue` requests are
 * already waiting, a new one is answered 503 with `Retry-After` at once (the server is saturated: better a quick
 * answer the browser can retry than a page minutes late). A request whose client has gone (its signal aborted) while
 * it waited is not rendered.
 * @template {unknown[]} Args
 * @param {(request: Request, ...args: Args) => Promise<Response>} render
 * @param {{ concurrency: number, queue: number }} limits
 * @returns {{ render: (request: Request, ...args: Args) => Promise<Response>, stats: () => { active: number, waiting: number } }}
 */
export function limitRenders(render, { concurrency, queue }) {
  const limit = pLimit(concurrency)
  return {
    render(request, ...args) {
      if (limit.pendingCount >= queue) return Promise.resolve(busyResponse())
      return limit(() => (request.signal?.aborted ? goneResponse() : render(request, ...args)))
    },
    stats: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  }
}

function busyResponse() {
  return new Response('Trgovina je trenutno preopterećena. Pokušajte ponovno za nekoliko sekundi.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  })
}

// Nobody reads it: the client closed the connection while the request waited.
function goneResponse() {
  return new Response(null, { status: 499, headers: { 'Cache-Control': 'no-store' } })
}
