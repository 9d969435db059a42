import { DEFAULT_COOKIE_MAX_AGE_SECONDS, parseCookieHeader, serializeCookie } from './storage.format'
import type { CookieAttributes, StorageAdapter } from './storage.types'

/** Options of {@link browserCookieStorage}. */
export interface BrowserCookieStorageOptions extends CookieAttributes {
  /** The document whose cookies to use; defaults to `globalThis.document`, looked up on each call. */
  document?: Document
}

/**
 * Creates a storage adapter over the browser's `document.cookie` (path `/`, `SameSite=Lax`, `Max-Age`, and `Secure`
 * on a page served over https unless `secure` says otherwise).
 *
 * @param options - The document to use and the cookie attributes.
 */
export function browserCookieStorage(options: BrowserCookieStorageOptions = {}): StorageAdapter {
  // Looked up lazily so that an instance created during server rendering does not crash on import.
  const doc = (): Document | undefined => options.document ?? (globalThis as { document?: Document }).document
  // Decided per write, from the page the cookie is written on: a page on https never writes a cookie that would
  // also travel over plain http.
  const attributes = (): CookieAttributes => ({ path: options.path ?? '/', secure: options.secure ?? doc()?.location?.protocol === 'https:' })

  function write(cookie: string): void {
    const target = doc()
    if (!target) throw new Error('browserCookieStorage needs a document; use requestCookieStorage on the server.')
    target.cookie = cookie
  }

  return {
    get: (name) => parseCookieHeader(doc()?.cookie).get(name),
    set: (name, value, setOptions) =>
      write(serializeCookie(name, value, setOptions?.maxAgeSeconds ?? DEFAULT_COOKIE_MAX_AGE_SECONDS, attributes())),
    remove: (name) => write(serializeCookie(name, '', 0, attributes())),
  }
}
