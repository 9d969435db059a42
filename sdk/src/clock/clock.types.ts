/**
 * The source of time for every delay and debounce in the SDK, injectable so tests can use fake time.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Runs `fn` after `ms` milliseconds and returns a handle for {@link Clock.clearTimeout}. */
  setTimeout(fn: () => void, ms: number): unknown
  /** Cancels a pending timeout created by {@link Clock.setTimeout}. */
  clearTimeout(id: unknown): void
}
