/**
 * The tabs of /profil (storefront spec §2), as the query parameter `tab` names them: the header's wishlist icon
 * links to `?tab=wishlist`.
 */
export const ACCOUNT_TABS = ['overview', 'password', 'wishlist', 'order_history'] as const

/** One of the {@link ACCOUNT_TABS}. */
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** Spec §9: "mobile breakpoint 1023 px with 200 ms delay". Up to this width the menu is an accordion. */
export const NARROW_SCREEN_QUERY = '(max-width: 1023px)'

/** Spec §2: "On screens up to 1023 px wide the tab resets to empty after 200 ms". */
export const ACCORDION_RESET_MS = 200

/** The tab a query value names, or null for none (an unknown value opens the default, as no value does). */
export function accountTabOf(value: string | null): AccountTab | null {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '') ? (value as AccountTab) : null
}

/** The order the query parameter `order` selects in the order history: a positive whole number, else none. */
export function selectedOrderOf(value: string | null): string | null {
  return value !== null && /^[1-9]\d*$/.test(value) ? value : null
}

/** Whether the window is at most 1023 px wide; false on the server and where `matchMedia` is missing. */
export function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches
}
