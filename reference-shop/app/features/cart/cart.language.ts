import type { StorageAdapter } from '@vitrina/sdk'

/** The cookie the SDK keeps the shopper's last language in (the SDK's LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'i18n_locale'
/** Spec: "language cookie 365 days". */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * Records the language a page shows, so the next page can tell a language switch (which clears the cart session:
 * cart.server.ts). Written only when it changes: an unchanged cookie would add a Set-Cookie to every response.
 */
export function rememberLanguage(storage: StorageAdapter, language: string): void {
  if (storage.get(LANGUAGE_COOKIE) !== language) storage.set(LANGUAGE_COOKIE, language, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS })
}
