import { generatePath, matchPath } from 'react-router'

/**
 * The shop's languages and their URL prefixes. Croatian is the default and has no prefix
 * (spec: "prefix strategy all except default"). Kept beside the page table because routes.ts
 * reads this file at build time, before any SDK code loads.
 */
export const SHOP_LANGUAGES = ['hr', 'sl', 'en', 'de'] as const
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number]
export const DEFAULT_SHOP_LANGUAGE: ShopLanguage = 'hr'
export const PREFIXED_LANGUAGES: readonly ShopLanguage[] = ['sl', 'en', 'de']

/** hr and sl share the Croatian slugs (sl only adds /sl); en and de use the English equivalents. */
export type SlugFamily = 'hr' | 'en'
export const SLUG_FAMILY: Record<ShopLanguage, SlugFamily> = { hr: 'hr', sl: 'hr', en: 'en', de: 'en' }

/** Every page of the storefront with its path pattern per slug family (relative to the language prefix). */
export const PAGES = {
  home: { hr: '', en: '' },
  cart: { hr: 'kosarica', en: 'cart' },
  checkout: { hr: 'naplata', en: 'checkout' },
  checkoutSuccess: { hr: 'naplata/uspjesna', en: 'checkout/success' },
  confirmEmail: { hr: 'potvrdi-email', en: 'confirm-email' },
  search: { hr: 'pretraga', en: 'search' },
  login: { hr: 'prijava', en: 'login' },
  register: { hr: 'registracija', en: 'register' },
  forgotPassword: { hr: 'zaboravljena-lozinka', en: 'forgot-password' },
  // The link of the sandbox's password-reset e-mail (docs/contract/account.md, "The shop link in e-mails").
  resetPassword: { hr: 'nova-lozinka', en: 'reset-password' },
  profile: { hr: 'profil', en: 'profile' },
  shop: { hr: 'shop/:slug?', en: 'shop/:slug?' },
  product: { hr: 'product/:slug?', en: 'product/:slug?' },
  blog: { hr: 'objave/:slug?', en: 'blog/:slug?' },
  event: { hr: 'dogadjaj/:id', en: 'event/:id' },
  socialLogin: { hr: 'social-login', en: 'social-login' },
  giftFinder: { hr: 'pronadi-poklon', en: 'gift-finder' },
  branches: { hr: 'nase-poslovnice', en: 'our-branches' },
  cookiePolicy: { hr: 'politika-kolacica', en: 'cookie-policy' },
  // Back-office spec §2: "/admin and /adminLogin: the same screen (admin login)", in every language.
  admin: { hr: 'admin', en: 'admin' },
  adminLogin: { hr: 'adminLogin', en: 'adminLogin' },
} as const satisfies Record<string, Record<SlugFamily, string>>

export type PageId = keyof typeof PAGES
export const PAGE_IDS = Object.keys(PAGES) as PageId[]

/** Pages only for visitors who are not logged in; a logged-in visitor is sent home (back-office spec §2, guard rules). */
export const GUEST_ONLY_PAGES: readonly PageId[] = ['login', 'register', 'forgotPassword']

/** Route ids: the Croatian-slug route keeps the page id, the English-slug twin gets '.en'. */
export function pageRouteId(page: PageId, family: SlugFamily): string {
  return family === 'hr' ? page : `${page}.en`
}

/** The page a route id belongs to (`cart`, `sl/cart`, `en/cart.en`), or null for routes outside the page table. */
export function pageOfRouteId(routeId: string): PageId | null {
  const page = routeId.replace(/^(sl|en|de)\//, '').replace(/\.en$/, '')
  return page in PAGES ? (page as PageId) : null
}

export function isShopLanguage(value: unknown): value is ShopLanguage {
  return typeof value === 'string' && (SHOP_LANGUAGES as readonly string[]).includes(value)
}

/** Splits a pathname into its language (from the prefix) and the rest, which always starts with '/'. */
export function splitLanguage(pathname: string): { language: ShopLanguage; rest: string } {
  const [, first = '', ...others] = pathname.split('/')
  if ((PREFIXED_LANGUAGES as readonly string[]).includes(first)) {
    return { language: first as ShopLanguage, rest: `/${others.join('/')}` }
  }
  return { language: DEFAULT_SHOP_LANGUAGE, rest: pathname || '/' }
}

export function languagePrefix(language: ShopLanguage): string {
  return language === DEFAULT_SHOP_LANGUAGE ? '' : `/${language}`
}

type PageMatch = { page: PageId; params: Record<string, string | undefined> }

function matchInFamily(rest: string, family: SlugFamily): PageMatch | null {
  for (const page of PAGE_IDS) {
    const match = matchPath({ path: `/${PAGES[page][family]}`, end: true }, rest)
    if (match) return { page, params: match.params }
  }
  return null
}

/** The page a pathname shows in its own language, or null when the path is not one of the table. */
export function matchPage(pathname: string): (PageMatch & { language: ShopLanguage }) | null {
  const { language, rest } = splitLanguage(pathname)
  const match = matchInFamily(rest, SLUG_FAMILY[language])
  return match && { ...match, language }
}

/**
 * True when the path uses the other slug family's words for its language, as /cart (hr) or /en/kosarica.
 * Both spellings are routes (one route tree serves every prefix), so the language layout turns these into 404s.
 */
export function usesForeignSlugs(pathname: string): boolean {
  const { language, rest } = splitLanguage(pathname)
  const own = SLUG_FAMILY[language]
  return matchInFamily(rest, own) === null && matchInFamily(rest, own === 'hr' ? 'en' : 'hr') !== null
}

/**
 * Whether a pathname is one of the back-office screens (in any language): the admin login (`/admin`, `/adminLogin`,
 * the same screen, back-office spec §2) and the admin area under `/admin/...` (consents, page templates, caches).
 * One pattern, as React Router matches the page table (any case, a trailing slash allowed): the page shell reads this
 * on every page, so it stays as small as the table lookup it replaced.
 */
export function isBackOfficePath(pathname: string): boolean {
  return /^(?:\/(?:sl|en|de))?\/admin(?:login)?(?:\/|$)/i.test(pathname)
}

/** The localized path of a page, e.g. pagePath('cart', 'sl') === '/sl/kosarica'. */
export function pagePath(page: PageId, language: ShopLanguage, params: Record<string, string | undefined> = {}): string {
  const path = generatePath(`/${PAGES[page][SLUG_FAMILY[language]]}`, params)
  return `${languagePrefix(language)}${path === '/' ? '' : path}` || '/'
}

/** The path of a CMS post or page (`/{slug}`, `/sl/{slug}`): the catch-all route of every language tree. */
export function postPath(slug: string, language: ShopLanguage): string {
  return `${languagePrefix(language)}/${encodeURIComponent(slug)}`
}

/**
 * The same place in another language: a known page maps to its localized slugs, anything else keeps its
 * path under the other prefix (plain locale switching; content pages resolve their own slugs later).
 */
export function pathInLanguage(pathname: string, target: ShopLanguage): string {
  const match = matchPage(pathname)
  if (match) return pagePath(match.page, target, match.params)
  const { rest } = splitLanguage(pathname)
  return `${languagePrefix(target)}${rest === '/' ? '' : rest}` || '/'
}
