import { matchPage } from './pages'

/** Spec §4 "Navigation side effects": on the home path the body's id is hideAlert from 0.1 s to 11 s after arriving. */
export const HIDE_ALERT_BODY_ID = 'hideAlert'
/** When the home page sets the body id (spec §9, "hide-alert 0.1 s"). */
export const HIDE_ALERT_SET_MS = 100
/** When the home page clears it again (spec §9, "hide-alert … 11 s"). */
export const HIDE_ALERT_CLEAR_MS = 11_000

/** The local-storage keys of where a shopper is browsing: the category listing and the product last opened. */
export const BROWSING_KEYS = ['categoryName', 'categoryPage', 'currentItem'] as const

/**
 * Stores where the shopper is browsing, in local storage (spec §4): a product page stores its slug as the current
 * item, a category listing its slug as the category name and its page number as the category page; a search keeps
 * what is stored (the shopper is still browsing the shop), and any other page clears all three. A browser that
 * refuses local storage (private mode, quota, disabled) only loses this memory.
 */
export function rememberBrowsing(pathname: string, search: string, localStorage: () => Pick<Storage, 'setItem' | 'removeItem'>): void {
  const match = matchPage(pathname)
  const slug = match?.params.slug
  try {
    // Reading window.localStorage is what throws where storage is disabled.
    const storage = localStorage()
    if (match?.page === 'product' && slug) storage.setItem('currentItem', slug)
    else if (match?.page === 'shop' && slug) {
      storage.setItem('categoryName', slug)
      storage.setItem('categoryPage', new URLSearchParams(search).get('page') ?? '1')
    } else if (match?.page !== 'search' && match?.page !== 'shop' && match?.page !== 'product') for (const key of BROWSING_KEYS) storage.removeItem(key)
  } catch {
    // Nothing to do: the memory of the listing is a convenience.
  }
}

/** Gives the body the id hideAlert 0.1 s after arriving on the home page and clears it after 11 s or on leaving. */
export function hideAlertOnHome(pathname: string, body: HTMLElement): (() => void) | undefined {
  if (matchPage(pathname)?.page !== 'home') return undefined
  const clear = () => {
    if (body.id === HIDE_ALERT_BODY_ID) body.removeAttribute('id')
  }
  const timers = [setTimeout(() => (body.id = HIDE_ALERT_BODY_ID), HIDE_ALERT_SET_MS), setTimeout(clear, HIDE_ALERT_CLEAR_MS)]
  return () => {
    timers.forEach(clearTimeout)
    clear()
  }
}
