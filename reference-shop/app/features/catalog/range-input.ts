import type { ShopLanguage } from '../routing/pages'

/**
 * The text of the layered filters' from–to inputs in the page's language rather than the browser's: numbers with
 * the page's decimal separator ('16,99' on a Croatian page, as the prices read), dates day first in the page's
 * pattern ('16.01.2027.'), whatever locale the browser has. Plain text inputs, read back by the functions below.
 */

/** A number bound as the page writes it, without grouping: `2902,99` (hr, sl, de) or `2902.99` (en). */
export function formatNumberBound(value: number, language: ShopLanguage): string {
  return language === 'en' ? String(value) : String(value).replace('.', ',')
}

/**
 * Reads a number bound typed in any usual way: `16,99` or `16.99`, `3.000` or `1.234,50` on a page with a decimal
 * comma, `3,000` or `1,234.50` on an English one, `1 234`. The page's grouping mark counts as one only before three
 * digits; otherwise either mark is the decimal one. Null when the text is not a number of at least 0.
 */
export function parseNumberBound(text: string, language: ShopLanguage): number | null {
  const normal = text
    .replace(/[\s\u00a0']/g, '')
    .replace(language === 'en' ? /,(?=\d{3}(?!\d))/g : /\.(?=\d{3}(?!\d))/g, '')
    .replace(',', '.')
  return /^\d*\.?\d+$/.test(normal) ? Number(normal) : null
}

/** A date bound (ISO `2027-01-16`, or a date-time) as the page writes dates: `16.01.2027.` (hr), `16. 01. 2027` (sl), `16/01/2027` (en), `16.01.2027` (de). */
export function formatDateBound(iso: string, language: ShopLanguage): string {
  const [year, month, day] = iso.slice(0, 10).split('-')
  if (!year || !month || !day) return ''
  if (language === 'hr') return `${day}.${month}.${year}.`
  if (language === 'sl') return `${day}. ${month}. ${year}`
  return language === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`
}

/**
 * Reads a date bound typed day first with any separators (`16.1.2027.`, `16. 01. 2027`, `16/01/2027`, `16-1-2027`),
 * or ISO (`2027-01-16`), as `2027-01-16`. Null when it is not a day of the calendar.
 */
export function parseDateBound(text: string): string | null {
  const parts = /^(\d{4})-(\d\d?)-(\d\d?)$|^(\d\d?)\s*[./-]\s*(\d\d?)\s*[./-]\s*(\d{4})\.?$/.exec(text.trim())
  if (!parts) return null
  const [year, month, day] = parts[1] ? parts.slice(1, 4) : [parts[6], parts[5], parts[4]]
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null
  return date.toISOString().slice(0, 10)
}
