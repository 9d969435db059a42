/**
 * `load` called once and its promise shared by every caller; a load that failed (a chunk lost with the connection) is
 * tried again by the next call. For the SDK's parts imported on demand: the transport's pipeline, the response
 * schemas, a service's operations.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined
      throw cause
    }))
}
