import type { Id } from '@vitrina/sdk'
import { useEffect, useState, type MouseEvent } from 'react'
import { useSearchParams } from 'react-router'
import { ACCORDION_RESET_MS, accountTabOf, isNarrowScreen, NARROW_SCREEN_QUERY, selectedOrderOf, type AccountTab } from './profile-tab'

/** Which part of /profil is open, and how to open another. */
export interface AccountTabState {
  /** The open tab; null when every accordion entry is closed. */
  active: AccountTab | null
  /** The order the history shows in detail (query `order`), or null for the list. */
  orderId: string | null
  /** The query a menu entry links to: its tab, the order history keeping the selected order. */
  searchOf(tab: AccountTab): string
  /** Runs when an entry is pressed, before its link is followed: on a narrow screen the open entry closes instead. */
  pressed(tab: AccountTab, event: MouseEvent): void
  /** Opens an order's detail in the history. */
  showOrder(id: Id): void
}

/**
 * The open tab lives in the query (`?tab=wishlist`), so a link can open one; no tab is the overview. The menu's
 * entries link to their tab's query alone: spec §2 "Changing tab clears the search query". The edit form and the
 * order detail close with their panel, since only the open tab's panel is rendered.
 */
export function useAccountTab(): AccountTabState {
  const [params, setParams] = useSearchParams()
  const requested = accountTabOf(params.get('tab'))
  const orderId = requested === 'order_history' ? selectedOrderOf(params.get('order')) : null
  const [closed, setClosed] = useState(false)

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const narrow = window.matchMedia(NARROW_SCREEN_QUERY)
    // Spec §2: "On screens up to 1023 px wide the tab resets to empty after 200 ms so the menu shows as an
    // accordion". `closed` only stands in for a missing `tab`, so a tab the link asked for (the header's heart
    // links to ?tab=wishlist) stays open.
    const timer = narrow.matches ? setTimeout(() => setClosed(true), ACCORDION_RESET_MS) : undefined
    // Past the breakpoint there is no accordion, and an empty panel would leave the page blank: the overview returns.
    const widened = (event: MediaQueryListEvent) => {
      if (!event.matches) setClosed(false)
    }
    narrow.addEventListener('change', widened)
    return () => {
      clearTimeout(timer)
      narrow.removeEventListener('change', widened)
    }
  }, [])

  const active = requested ?? (closed ? null : 'overview')
  const write = (query: Record<string, string>) => setParams(query, { replace: true, preventScrollReset: true })

  return {
    active,
    orderId,
    // Spec §2: changing tab "clears the selected order unless the tab is order history".
    searchOf: (tab) => (tab === 'order_history' && orderId ? `?tab=${tab}&order=${orderId}` : `?tab=${tab}`),
    pressed(tab, event) {
      if (tab === active && isNarrowScreen()) {
        event.preventDefault()
        setClosed(true)
        write({})
        return
      }
      setClosed(false)
    },
    showOrder: (id) => write({ tab: 'order_history', order: String(id) }),
  }
}
