/**
 * Wraps an async task so that callers arriving while it runs share its one run instead of starting another;
 * the next call after it settled starts a new run.
 *
 * Token refresh needs this: refresh tokens rotate, so two refresh calls with the same token would make the
 * server refuse the second one and log the user out.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  return () => {
    running ??= task().finally(() => {
      running = null
    })
    return running
  }
}
