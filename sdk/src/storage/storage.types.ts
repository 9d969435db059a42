/** Options of a single cookie write. */
export interface StorageSetOptions {
  /** Lifetime in seconds; defaults to 30 days (the spec's default cookie lifetime). */
  maxAgeSeconds?: number
}

/**
 * Named cookies with a lifetime: where the SDK keeps the cart session, tokens, locale and consent.
 *
 * @remarks
 * Adapters exist for memory, browser cookies and a server request's cookies.
 */
export interface StorageAdapter {
  /** Reads a cookie's value, or `undefined` when it is not set. */
  get(name: string): string | undefined
  /** Writes a cookie; the lifetime defaults to 30 days. */
  set(name: string, value: string, options?: StorageSetOptions): void
  /** Deletes a cookie. */
  remove(name: string): void
}

/** A storage adapter over one server request's cookies that also yields the `Set-Cookie` headers for the response. */
export interface RequestCookieStorage extends StorageAdapter {
  /** The `Set-Cookie` header values of every write made during the request, one per cookie name (last write wins). */
  setCookieHeaders(): string[]
}

/** Options shared by the cookie-backed adapters. */
export interface CookieAttributes {
  /** Cookie path; defaults to `/`. */
  path?: string
  /**
   * Adds the `Secure` attribute, so the browser sends the cookie over https only. `browserCookieStorage`
   * defaults it to whether the page was served over https; `requestCookieStorage` to false, so a server
   * passes it from the request's scheme (behind a TLS-terminating proxy, from `X-Forwarded-Proto`).
   */
  secure?: boolean
}
