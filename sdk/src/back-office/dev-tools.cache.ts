import type { Clock } from '../clock/clock.types'
import type { Result } from '../result/result.types'

/** Loads through a {@link timedCache}: `key` names the answer, `load` fetches it when the cache has none that is fresh. */
export type TimedCache<T> = (key: string, load: () => Promise<Result<T>>) => Promise<Result<T>>

/**
 * A cache of successful results that keeps each for `ttlMs` of the clock's time (the development tools' latest tag and
 * releases, back-office spec §9). A failure is never kept, so the next call tries again; calls for a key while its
 * load is under way share that load, so opening a modal twice sends one request.
 */
export function timedCache<T>(clock: Pick<Clock, 'now'>, ttlMs: number): TimedCache<T> {
  const fresh = new Map<string, { at: number; result: Result<T> }>()
  const loading = new Map<string, Promise<Result<T>>>()
  return (key, load) => {
    const kept = fresh.get(key)
    if (kept && clock.now() - kept.at < ttlMs) return Promise.resolve(kept.result)
    const pending = loading.get(key)
    if (pending) return pending
    const started = load().then((result) => {
      loading.delete(key)
      if (result.ok) fresh.set(key, { at: clock.now(), result })
      else fresh.delete(key)
      return result
    })
    loading.set(key, started)
    return started
  }
}
