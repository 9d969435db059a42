import type { Clock } from '../clock/clock.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import { QUANTITY_DEBOUNCE_MS } from './cart.rules'

/** Debounced quantity edits, one queue per cart line. */
export interface QuantityEdits {
  /** Sends `qty` for the line after the debounce; a newer edit of the line cancels this one (and aborts it if sent). */
  edit(itemId: Id, qty: number): Promise<Result<unknown>>
  /** Cancels the line's pending edit; whoever awaits it gets `outcome`. */
  cancel(itemId: Id, outcome: Result<never>): void
  /** Cancels every pending edit. */
  cancelAll(outcome: Result<never>): void
}

interface PendingEdit {
  timer: unknown
  controller: AbortController | undefined
  settle: (outcome: Result<unknown> | Promise<Result<unknown>>) => void
}

/**
 * Storefront spec §4: "applied after 500 ms wait; a newer edit cancels the pending one". A superseded edit's
 * caller gets the newer edit's outcome, so a spinner bound to any of them stops with the last one.
 */
export function createQuantityEdits<T>(deps: { clock: Clock; send(itemId: Id, qty: number, signal: AbortSignal): Promise<Result<T>> }): QuantityEdits {
  const pending = new Map<string, PendingEdit>()

  function stop(key: string): PendingEdit | undefined {
    const entry = pending.get(key)
    if (!entry) return undefined
    deps.clock.clearTimeout(entry.timer)
    entry.controller?.abort()
    pending.delete(key)
    return entry
  }

  return {
    edit(itemId, qty) {
      const key = String(itemId)
      let settle!: PendingEdit['settle']
      const outcome = new Promise<Result<unknown>>((resolve) => (settle = resolve))
      stop(key)?.settle(outcome)
      const entry: PendingEdit = { timer: undefined, controller: undefined, settle }
      entry.timer = deps.clock.setTimeout(() => {
        entry.controller = new AbortController()
        void deps.send(itemId, qty, entry.controller.signal).then((result) => {
          if (pending.get(key) === entry) pending.delete(key)
          // A no-op when a newer edit already settled this one with its own outcome.
          settle(result)
        })
      }, QUANTITY_DEBOUNCE_MS)
      pending.set(key, entry)
      return outcome
    },
    cancel(itemId, outcome) {
      stop(String(itemId))?.settle(outcome)
    },
    cancelAll(outcome) {
      for (const key of [...pending.keys()]) stop(key)?.settle(outcome)
    },
  }
}
