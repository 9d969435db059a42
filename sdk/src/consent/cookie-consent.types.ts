import type { ReadableAtom } from 'nanostores'

/** A category of cookies the visitor can allow. */
export type CookieCategory = 'necessary' | 'marketing' | 'analytics'

/** The cookie-banner consent: which cookie categories the visitor accepted. */
export interface CookieConsentService {
  /** null until accepted; read from the 'cookie_consent' cookie (comma list). */
  readonly $consent: ReadableAtom<CookieCategory[] | null>
  /** Stores the accepted categories (default: all three) in the 'cookie_consent' cookie; `necessary` is always included. */
  accept(categories?: CookieCategory[]): void
}
