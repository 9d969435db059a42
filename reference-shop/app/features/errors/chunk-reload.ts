/** Spec §9 "chunk reload guard 60 s": a chunk-load failure reloads the page at most once in this time. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** Where the tab keeps the time of its last reload for a failed chunk (session storage: the tab's own). */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt'

/**
 * Reloads the page for a chunk that failed to load (storefront spec §4 "A chunk-load error reloads the page once per
 * 60 s"): after a deploy, an open tab asks for the old build's chunks, which the server no longer has, and a reload
 * brings the new build. Within 60 s of the last such reload it does nothing, so a chunk that fails for another reason
 * (the shopper is offline) cannot reload the page over and over; nor without storage to remember it in. Answers
 * whether it reloaded.
 */
export function reloadForChunkError(storage: () => Pick<Storage, 'getItem' | 'setItem'>, now: number, reload: () => void): boolean {
  try {
    // Reading window.sessionStorage is what throws where storage is disabled.
    const store = storage()
    const last = Number(store.getItem(CHUNK_RELOAD_KEY))
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false
    store.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    return false
  }
  reload()
  return true
}

/**
 * Listens for Vite's `vite:preloadError`, which every dynamic import of the shop's build (route modules, lazy
 * dialogs and blocks, the catalogs, the toaster) reports when its chunk cannot be loaded. When the page reloads the
 * error goes no further (no error page flashes before the reload); otherwise it fails as it would have.
 */
export function reloadOnChunkErrors(target: Window): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(() => target.sessionStorage, Date.now(), () => target.location.reload())) event.preventDefault()
  }
  target.addEventListener('vite:preloadError', onPreloadError)
  return () => target.removeEventListener('vite:preloadError', onPreloadError)
}
