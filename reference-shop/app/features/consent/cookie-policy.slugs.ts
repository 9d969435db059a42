import type { ShopLanguage } from '../routing/pages'

/**
 * The slug of the CMS page with the cookie policy in each language. The CMS has hr and sl texts; en and de read
 * the Croatian page under its en or de title (the backend has the body in hr and sl only). The shop shows that page on its own
 * screen (`/politika-kolacica`, with the cookie settings), so the catch-all route sends these slugs there.
 */
export const COOKIE_POLICY_SLUGS: Record<ShopLanguage, string> = {
  hr: 'politika-kolacica',
  sl: 'politika-piskotkov',
  en: 'politika-kolacica',
  de: 'politika-kolacica',
}
