import type { Clock } from '../clock/clock.types'
import { SdkError } from '../errors/errors.classes'
import { fail } from '../internal/result'
import type { Result } from '../result/result.types'

/**
 * Loads through a {@link timedCache}: `key` names the answer, `load` fetches it when the cache has none that is fresh,
 * and `signal` cancels this caller's wait (not the load, which others may share).
 */
export type TimedCache<T> = (key: string, load: () => Promise<Result<T>>, signal?: AbortSignal) => Promise<Result<T>>

/**
 * A cache of successful results that keeps each for `ttlMs` of the clock's time (the development tools' latest tag and
 * releases, back-office spec §9). A failure is never kept, so the next call tries again. Calls for a key while its
 * load is under way share that load, so opening a modal twice sends one request; the load therefore carries no
 * caller's signal: a caller that gives up (a component unmounted, or React's development double effect) gets ABORTED
 * at once, while the load goes on for the others and for the cache.
 */
export function timedCache<T>(clock: Pick<Clock, 'now'>, ttlMs: number): TimedCache<T> {
  const fresh = new Map<string, { at: number; result: Result<T> }>()
  const loading = new Map<string, Promise<Result<T>>>()
  const shared = (key: string, load: () => Promise<Result<T>>): Promise<Result<T>> => {
    const kept = fresh.get(key)
    if (kept && clock.now() - kept.at < ttlMs) return Promise.resolve(kept.result)
    let pending = loading.get(key)
    if (!pending) {
      pending = load().then((result) => {
        loading.delete(key)
        if (result.ok) fresh.set(key, { at: clock.now(), result })
        else fresh.delete(key)
        return result
      })
      loading.set(key, pending)
    }
    return pending
  }
  return (key, load, signal) => {
    const result = shared(key, load)
    if (!signal) return result
    const aborted = () => fail<T>(new SdkError({ code: 'ABORTED', status: 0, message: `Waiting for ${key} was aborted` }))
    if (signal.aborted) return Promise.resolve(aborted())
    return new Promise((resolve) => {
      const onAbort = () => resolve(aborted())
      signal.addEventListener('abort', onAbort, { once: true })
      void result.then((outcome) => {
        signal.removeEventListener('abort', onAbort)
        resolve(outcome)
      })
    })
  }
}
