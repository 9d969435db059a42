/** Spec §9 "chunk reload guard 60 s": a chunk-load failure reloads the page at most once in this time. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** Where the tab keeps the time of its last reload for a failed chunk (session storage: the tab's own). */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt'

/** Whether the page may reload for a failed chunk now; if so, the time is stored (session storage: the tab's own). */
function mayReload(target: Window): boolean {
  const now = Date.now()
  try {
    // Reading sessionStorage is what throws where storage is disabled; an unreadable time reads as NaN, no reload yet.
    const storage = target.sessionStorage
    if (now - Number(storage.getItem(CHUNK_RELOAD_KEY)) < CHUNK_RELOAD_GUARD_MS) return false
    storage.setItem(CHUNK_RELOAD_KEY, String(now))
    return true
  } catch {
    return false
  }
}

/**
 * Reloads the page when a chunk fails to load (storefront spec §4 "A chunk-load error reloads the page once per
 * 60 s"): after a deploy, an open tab asks for the old build's chunks, which the server no longer has, and a reload
 * brings the new build. Vite reports every dynamic import of the shop's own code that fails (lazy dialogs and blocks,
 * the catalogs, the toaster) as `vite:preloadError`. Within 60 s of the last such reload, or without session storage to
 * remember it in, the error goes on as it would have (the error page), so a chunk that fails for another reason (the
 * shopper is offline) cannot reload the page over and over.
 *
 * A route module is loaded by React Router itself, which reloads the page when it fails, without any guard: a build
 * whose route chunk is missing would reload for ever. The line it logs first is the one place to step in: within the
 * 60 s, logging it throws, so React Router's load fails before its reload and the route's error page shows instead.
 * Kept this small on purpose: it is part of every page's first load.
 */
export function reloadOnChunkErrors(target: Window & { console: Console }): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!mayReload(target)) return
    // The reload replaces the page: the failed import goes no further (no error page flashes before it).
    event.preventDefault()
    target.location.reload()
  })
  // React Router's line: `Error loading route module \`/assets/….js\`, reloading page...`.
  const log = target.console.error
  target.console.error = (...args: unknown[]) => {
    log.apply(target.console, args)
    if (String(args[0]).startsWith('Error loading route module') && !mayReload(target)) throw Error('chunk reload guard: 60 s')
  }
}
