import { DEFAULT_COOKIE_MAX_AGE_SECONDS, parseCookieHeader, serializeCookie } from './storage.format'
import type { CookieAttributes, RequestCookieStorage } from './storage.types'

/**
 * Creates a storage adapter over one server request's cookies: reads the `Cookie` header, and turns writes
 * into `Set-Cookie` headers (see {@link RequestCookieStorage.setCookieHeaders}).
 *
 * @param cookieHeader - The request's `Cookie` header.
 * @param options - Cookie attributes of the headers it produces.
 */
export function requestCookieStorage(cookieHeader: string | null | undefined, options: CookieAttributes = {}): RequestCookieStorage {
  const values = parseCookieHeader(cookieHeader)
  // Keyed by name: only the last write of a cookie matters to the browser, so only that one is sent.
  const pending = new Map<string, string>()

  return {
    // Reads see earlier writes of the same request, so the rest of the render works with the new value.
    get: (name) => values.get(name),
    set(name, value, setOptions) {
      const maxAge = setOptions?.maxAgeSeconds ?? DEFAULT_COOKIE_MAX_AGE_SECONDS
      pending.set(name, serializeCookie(name, value, maxAge, options))
      if (maxAge <= 0) values.delete(name)
      else values.set(name, value)
    },
    remove(name) {
      pending.set(name, serializeCookie(name, '', 0, options))
      values.delete(name)
    },
    setCookieHeaders: () => [...pending.values()],
  }
}
