/**
 * How long the server's SDK instances wait for one backend call when `VITRINA_TIMEOUT_MS` is not set. A page
 * waits for its calls before it answers, so this bounds how long a shopper looks at a blank tab while the backend
 * hangs before the 'temporarily unavailable' page (503) comes: shorter than the SDK's own 10 s, long enough for a
 * slow catalogue query under load.
 */
export const DEFAULT_SERVER_TIMEOUT_MS = 5_000

const MIN_TIMEOUT_MS = 100
const MAX_TIMEOUT_MS = 60_000

/**
 * The per-call backend timeout of the server's SDK instances, in milliseconds: `VITRINA_TIMEOUT_MS` when it is a
 * whole number from 100 to 60000, else the default (a typo must not turn into no timeout, or into 0 ms).
 */
export function serverTimeoutMs(env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env): number {
  const raw = env.VITRINA_TIMEOUT_MS?.trim()
  if (!raw) return DEFAULT_SERVER_TIMEOUT_MS
  const value = Number(raw)
  return Number.isInteger(value) && value >= MIN_TIMEOUT_MS && value <= MAX_TIMEOUT_MS ? value : DEFAULT_SERVER_TIMEOUT_MS
}
