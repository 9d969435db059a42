import { useStore } from '@nanostores/react'
import type { CookieCategory } from '@vitrina/sdk'
import { createCookieConsentService } from '@vitrina/sdk'
import { useStorefront } from './storefront.context'

/** What {@link useCookieConsent} returns. */
export interface UseCookieConsentResult {
  /** The accepted cookie categories, or null while the visitor has not accepted yet. */
  consent: CookieCategory[] | null
  /** Stores the acceptance (cookie 'cookie_consent'); all three categories by default. */
  accept: (categories?: CookieCategory[]) => void
}

/** Subscribes to the visitor's cookie consent and hands through the accept action. */
export function useCookieConsent(): UseCookieConsentResult {
  const cookieConsent = createCookieConsentService(useStorefront())
  return { consent: useStore(cookieConsent.$consent), accept: cookieConsent.accept }
}
