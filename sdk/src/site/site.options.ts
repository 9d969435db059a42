import type { CartAdditionBehaviour, SiteOptions } from './site.types'

/** Option values a site has before (or without) saying otherwise. */
export const DEFAULT_SITE_OPTIONS: SiteOptions = /* @__PURE__ */ Object.freeze({
  maintenanceMode: false,
  // 0 (RedirectToCart) is the enumeration's first value and what a backend with the key unset means.
  cartAdditionBehaviour: 0,
  redis: false,
})

type RawValue = string | number | boolean | null

function flag(value: RawValue | undefined, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback
  // The CMS stores options as text: "1"/"0" per the contract; "true"/"false" tolerated from older sites.
  return value === true || value === 1 || value === '1' || value === 'true'
}

function cartAdditionBehaviour(value: RawValue | undefined): CartAdditionBehaviour {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return number === 0 || number === 1 || number === 2 ? number : DEFAULT_SITE_OPTIONS.cartAdditionBehaviour
}

/** Turns the CMS option records (`{ key, value }` with text values) into typed site options. */
export function parseSiteOptions(records: ReadonlyArray<{ key: string; value: RawValue }>): SiteOptions {
  const byKey = new Map(records.map((record) => [record.key, record.value]))
  return {
    maintenanceMode: flag(byKey.get('maintenanceMode'), DEFAULT_SITE_OPTIONS.maintenanceMode),
    cartAdditionBehaviour: cartAdditionBehaviour(byKey.get('cartAdditionBehaviour')),
    redis: flag(byKey.get('redis'), DEFAULT_SITE_OPTIONS.redis),
  }
}
