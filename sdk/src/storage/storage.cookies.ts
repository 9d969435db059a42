import { DEFAULT_COOKIE_MAX_AGE_SECONDS, parseCookieHeader, serializeCookie } from './storage.format'
import type { CookieAttributes, StorageAdapter } from './storage.types'

/**
 * The parsed `document.cookie` of each document, until the current script's synchronous run ends (the next
 * microtask). Reading `document.cookie` is a synchronous call into the browser that costs 0.2 to 2 ms while a page
 * loads (measured in Chromium, against some 0.05 ms later), and an instance reads about ten cookies as it starts.
 * Meanwhile only a write can change the cookies (a response's `Set-Cookie` arrives in a task of its own), so a write
 * through any adapter drops the parse, and so does that microtask.
 */
const parsedCookies = new WeakMap<Document, ReadonlyMap<string, string>>()

function cookiesOf(document: Document): ReadonlyMap<string, string> {
  let cookies = parsedCookies.get(document)
  if (!cookies) {
    cookies = parseCookieHeader(document.cookie)
    parsedCookies.set(document, cookies)
    queueMicrotask(() => parsedCookies.delete(document))
  }
  return cookies
}

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
    parsedCookies.delete(target)
    target.cookie = cookie
  }

  return {
    get: (name) => {
      const target = doc()
      return target ? cookiesOf(target).get(name) : undefined
    },
    set: (name, value, setOptions) => write(serializeCookie(name, value, setOptions?.maxAgeSeconds ?? DEFAULT_COOKIE_MAX_AGE_SECONDS, attributes())),
    remove: (name) => write(serializeCookie(name, '', 0, attributes())),
  }
}
