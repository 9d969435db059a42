import type { Clock } from './clock.types'

/**
 * The real clock, backed by `Date.now` and the global timers.
 *
 * @remarks
 * The globals are looked up on every call (not captured at import) so that fake timers installed
 * after this module loaded still take effect.
 */
export const systemClock: Clock = /* @__PURE__ */ Object.freeze({
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number): unknown => globalThis.setTimeout(fn, ms),
  clearTimeout: (id: unknown): void => {
    globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>)
  },
})
