import { atom } from 'nanostores'
import { serviceOf } from '../internal/per-storefront'
import type { StorageAdapter } from '../storage/storage.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import type { CookieCategory, CookieConsentService } from './cookie-consent.types'

/** The cookie that records the banner's acceptance. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent'

/** Every category, in the order the cookie lists them; spec: "all on by default". */
export const COOKIE_CATEGORIES: readonly CookieCategory[] = ['necessary', 'marketing', 'analytics']

export interface CookieConsentServiceInternal extends CookieConsentService {
  dehydrate(): CookieCategory[] | null
  hydrate(consent: CookieCategory[] | null): void
}

/** Reads the comma list; unknown entries are dropped so a hand-edited cookie cannot inject a category. */
export function parseConsentCookie(value: string | undefined): CookieCategory[] | null {
  if (value === undefined) return null
  const listed = new Set(value.split(',').map((part) => part.trim()))
  return COOKIE_CATEGORIES.filter((category) => listed.has(category))
}

export function buildCookieConsentService(deps: { storage: StorageAdapter }): CookieConsentServiceInternal {
  const $consent = atom<CookieCategory[] | null>(parseConsentCookie(deps.storage.get(COOKIE_CONSENT_COOKIE)))

  return {
    $consent,
    accept(categories = [...COOKIE_CATEGORIES]) {
      // Necessary cookies (cart session, language) are what the shop cannot work without; they are not optional.
      const accepted = COOKIE_CATEGORIES.filter((category) => category === 'necessary' || categories.includes(category))
      // No max-age given: the spec names no lifetime for this cookie, so the default cookie lifetime (30 days) applies.
      deps.storage.set(COOKIE_CONSENT_COOKIE, accepted.join(','))
      $consent.set(accepted)
    },
    dehydrate: () => $consent.get(),
    hydrate(consent) {
      $consent.set(consent)
    },
  }
}

function cookieConsentOf(_shop: Storefront, ctx: StorefrontContext): CookieConsentServiceInternal {
  const consent = buildCookieConsentService({ storage: ctx.storage })
  ctx.registerSnapshotPart('cookieConsent', { dehydrate: consent.dehydrate, hydrate: (part) => consent.hydrate(part as CookieCategory[] | null) })
  return consent
}

/**
 * The cookie-banner consent of a storefront instance, read from and written to the instance's cookie storage.
 * Created on the first call and the same service for every later call with the same instance; its store is part
 * of the instance's snapshot.
 *
 * @param shop - An instance made by `createStorefront`.
 *
 * @example
 * ```ts
 * import { createCookieConsentService } from '@vitrina/sdk'
 *
 * declare function showBanner(onAccept: () => void): void
 *
 * const consent = createCookieConsentService(shop)
 * if (consent.$consent.get() === null) showBanner(() => consent.accept())
 * ```
 */
export function createCookieConsentService(shop: Storefront): CookieConsentService {
  return serviceOf(shop, cookieConsentOf)
}
