import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../language/language.constants'

/** The name of a storefront route (`cart`, `blog`, `event`, `post` ...), the same in every language. */
export type RouteName =
  | 'home'
  | 'cart'
  | 'checkout'
  | 'checkoutSuccess'
  | 'checkoutFailure'
  | 'confirmEmail'
  | 'search'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'profile'
  | 'shop'
  | 'product'
  | 'blog'
  | 'event'
  | 'socialLogin'
  | 'giftFinder'
  | 'branches'
  | 'cookiePolicy'
  | 'post'

/**
 * Every storefront route: its pattern with the Croatian names (hr, and sl under `/sl`) and with the English
 * ones (en under `/en`, de under `/de`), relative to the language prefix. The catch-all `post` comes last.
 */
const ROUTES: Readonly<Record<RouteName, readonly [croatian: string, english: string]>> = {
  home: ['', ''],
  cart: ['kosarica', 'cart'],
  checkout: ['naplata', 'checkout'],
  checkoutSuccess: ['naplata/uspjesna', 'checkout/success'],
  checkoutFailure: ['checkout/failure', 'checkout/failure'],
  confirmEmail: ['potvrdi-email', 'confirm-email'],
  search: ['pretraga', 'search'],
  login: ['prijava', 'login'],
  register: ['registracija', 'register'],
  forgotPassword: ['zaboravljena-lozinka', 'forgot-password'],
  profile: ['profil', 'profile'],
  shop: ['shop/:slug?', 'shop/:slug?'],
  product: ['product/:slug?', 'product/:slug?'],
  blog: ['objave/:slug?', 'blog/:slug?'],
  event: ['dogadjaj/:id', 'event/:id'],
  socialLogin: ['social-login', 'social-login'],
  giftFinder: ['pronadi-poklon', 'gift-finder'],
  branches: ['nase-poslovnice', 'our-branches'],
  cookiePolicy: ['politika-kolacica', 'cookie-policy'],
  post: [':slug', ':slug'],
}

/** Every route name; the catch-all `post` (`/{slug}`) last, so matching tries it last. */
export const ROUTE_NAMES = /* @__PURE__ */ Object.keys(ROUTES) as RouteName[]

/** The values of a route's `:params` (`{ slug: 'kolica' }`, `{ id: 3 }`). */
export type RouteParams = Record<string, string | number | null | undefined>

/** The URL prefix of a language: none for hr (the default), `/sl`, `/en`, `/de`. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`
}

/** A route's pattern in a language, relative to the prefix: `kosarica` (hr, sl), `cart` (en, de), `objave/:slug?`. */
export function routePattern(name: RouteName, language: Language): string {
  // hr and sl share the Croatian names; en and de the English ones.
  return ROUTES[name][language === 'hr' || language === 'sl' ? 0 : 1]
}

/**
 * The path of a route in a language, with its prefix and parameters: the one source of route names for the shop.
 *
 * @throws TypeError when a required parameter is missing.
 *
 * @example
 * ```ts
 * import { routePath } from '@vitrina/sdk'
 *
 * routePath('cart', 'sl') // '/sl/kosarica'
 * routePath('blog', 'en', { slug: 'savjeti' }) // '/en/blog/savjeti'
 * routePath('home', 'hr') // '/'
 * ```
 */
export function routePath(name: RouteName, language: Language, params: RouteParams = {}): string {
  const path = routePattern(name, language)
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment]
      const key = segment.replace(/^:|\?$/g, '')
      const value = params[key]
      if (value !== undefined && value !== null && value !== '') return [encodeURIComponent(String(value))]
      if (segment.endsWith('?')) return []
      throw new TypeError(`routePath: "${name}" needs the parameter "${key}"`)
    })
    .join('/')
  return `${languagePrefix(language)}/${path}`.replace(/\/$/, '') || '/'
}

/** Splits a path into its language (from the prefix; hr without one) and the rest, which starts with `/`. */
export function splitLanguagePath(pathname: string): {
  /** The path's language: its prefix's, or hr (the default) for a path without one. */
  language: Language
  /** The path without the language prefix, starting with `/`. */
  path: string
} {
  const [, first, ...rest] = pathname.split('/')
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) return { language: first, path: `/${rest.join('/')}` }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // A malformed escape is kept as it is rather than breaking the page.
    return segment
  }
}

/** The route a path (without prefix) shows in a language, with its params; null when none matches. */
export function matchRoute(
  path: string,
  language: Language,
): {
  /** The route the path shows. */
  name: RouteName
  /** The route's parameters read from the path (decoded), by name. */
  params: Record<string, string>
} | null {
  const parts = path.split('/').filter(Boolean)
  for (const name of ROUTE_NAMES) {
    const pattern = routePattern(name, language).split('/').filter(Boolean)
    const params: Record<string, string> = {}
    const matches =
      parts.length <= pattern.length &&
      pattern.every((segment, index) => {
        const part = parts[index]
        if (!segment.startsWith(':')) return part === segment
        if (part === undefined) return segment.endsWith('?')
        params[segment.replace(/^:|\?$/g, '')] = decodeSegment(part)
        return true
      })
    if (matches) return { name, params }
  }
  return null
}

/**
 * The same page in another language without asking the backend (plain locale switching): a known route
 * keeps its params under the other language's names (`/kosarica` → `/en/cart`), any other path keeps its
 * slugs under the other prefix. Pages with CMS data ask `createContentService(shop).pathOnLanguage` for
 * their translated slug.
 */
export function pathInLanguage(pathname: string, language: Language): string {
  const cut = pathname.search(/[?#]/)
  const { language: from, path } = splitLanguagePath(cut < 0 ? pathname : pathname.slice(0, cut))
  const route = matchRoute(path, from)
  const target = route ? routePath(route.name, language, route.params) : `${languagePrefix(language)}${path}`.replace(/\/$/, '') || '/'
  return target + (cut < 0 ? '' : pathname.slice(cut))
}
