/** Spec §9 "chunk reload guard 60 s": a chunk-load failure reloads the page at most once in this time. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** Where the tab keeps the time of its last reload for a failed chunk (session storage: the tab's own). */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt'

/**
 * Reloads the page when a chunk fails to load (storefront spec §4 "A chunk-load error reloads the page once per
 * 60 s"): after a deploy, an open tab asks for the old build's chunks, which the server no longer has, and a reload
 * brings the new build. Vite reports every dynamic import of the shop's build that fails (route modules, lazy dialogs
 * and blocks, the catalogs, the toaster) as `vite:preloadError`. Within 60 s of the last such reload, or without
 * session storage to remember it in, the error goes on as it would have (the error page), so a chunk that fails for
 * another reason (the shopper is offline) cannot reload the page over and over. Kept this small on purpose: it is
 * part of every page's first load.
 */
export function reloadOnChunkErrors(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const now = Date.now()
    try {
      // Reading sessionStorage is what throws where storage is disabled; an unreadable time reads as NaN, no reload yet.
      const storage = target.sessionStorage
      if (now - Number(storage.getItem(CHUNK_RELOAD_KEY)) < CHUNK_RELOAD_GUARD_MS) return
      storage.setItem(CHUNK_RELOAD_KEY, String(now))
    } catch {
      return
    }
    // The reload replaces the page: the failed import goes no further (no error page flashes before it).
    event.preventDefault()
    target.location.reload()
  })
}
