import type { ShopLanguage } from '../routing/pages'

/** The shop's time zone: event times are shown as they are on the clock where the events take place. */
export const SHOP_TIME_ZONE = 'Europe/Zagreb'

const LOCALES: Record<ShopLanguage, string> = { hr: 'hr-HR', sl: 'sl-SI', en: 'en-GB', de: 'de-DE' }

/**
 * An event's date and time range in the page's language, e.g. 'subota, 16. siječnja 2027. 10:00 – 12:00':
 * the date once when the event starts and ends on the same day, both dates otherwise.
 *
 * Formatted on the server only (the loader passes the text on): the browser's and Node's ICU data may word a
 * date differently, which would break hydration.
 */
export function formatEventTime(startsAt: string, endsAt: string | undefined, language: ShopLanguage): string {
  const format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'full', timeStyle: 'short', timeZone: SHOP_TIME_ZONE })
  const start = new Date(startsAt)
  const end = endsAt ? new Date(endsAt) : undefined
  if (!end || Number.isNaN(end.getTime()) || end.getTime() <= start.getTime()) return format.format(start)
  return format.formatRange(start, end)
}
