import { SHOP_TIME_ZONE } from '../events/event-date'
import { useMoney } from '../cart/cart.format'

const DATE_PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })

/**
 * An order's date as dd.mm.yyyy. on the shop's clock (Europe/Zagreb), e.g. '20.05.2026.'; empty for a missing or
 * unreadable date. Put together from the numeric parts rather than a locale's pattern, so Node and every browser
 * write the same text and a server-rendered date hydrates unchanged.
 */
export function formatOrderDate(issuedOn: string): string {
  const date = new Date(issuedOn)
  if (!issuedOn || Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(DATE_PARTS.formatToParts(date).map((part) => [part.type, part.value]))
  return `${parts.day}.${parts.month}.${parts.year}.`
}

/**
 * Formats an order's amounts as the cart does (`142,96 €`). The SDK reads a missing amount as 0, so 0 shows as the
 * spec's fallback '0 EUR' (storefront spec §2 "Detail view", §9 "Fallback amount '0 EUR'").
 */
export function useOrderMoney(): (amount: number) => string {
  const money = useMoney()
  return (amount) => money(amount === 0 ? null : amount)
}
