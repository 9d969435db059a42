import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { devToolsEnabled } from '../dev-tools-flag'
import { PAGE_IDS, PAGES, PREFIXED_LANGUAGES, pageRouteId, SLUG_FAMILY, type PageId, type ShopLanguage } from './features/routing/pages'

const PAGE_MODULES: Partial<Record<PageId, string>> = {
  home: 'routes/home.tsx',
  login: 'routes/login.tsx',
  profile: 'routes/profile.tsx',
  shop: 'routes/category.tsx',
  product: 'routes/product.tsx',
  search: 'routes/search.tsx',
  cart: 'routes/cart.tsx',
  checkout: 'routes/checkout.tsx',
  checkoutSuccess: 'routes/checkout-success.tsx',
  blog: 'routes/blog.tsx',
  event: 'routes/event.tsx',
  giftFinder: 'routes/gift-finder.tsx',
  branches: 'routes/branches.tsx',
  cookiePolicy: 'routes/cookie-policy.tsx',
  admin: 'routes/admin-login.tsx',
  adminLogin: 'routes/admin-login.tsx',
  register: 'routes/register.tsx',
  forgotPassword: 'routes/forgot-password.tsx',
  resetPassword: 'routes/reset-password.tsx',
  confirmEmail: 'routes/confirm-email.tsx',
}

/** Pages whose screens come in later issues share one module that says so plainly. */
function pageModule(page: PageId): string {
  return PAGE_MODULES[page] ?? 'routes/page-not-built.tsx'
}

/**
 * One explicit tree per language: hr without a prefix, then /sl, /en and /de. Each tree holds its own slug
 * family only (hr and sl the Croatian slugs, en and de the English ones), then the catch-all post or page
 * `/{slug}`, then the 404 for anything else. (An optional `:lang?` segment would let `/o-nama` fill the
 * language slot and 404.) Route ids get the language prefix outside hr (`sl/cart`, `en/cart.en`).
 */
function languageTree(language: ShopLanguage) {
  const family = SLUG_FAMILY[language]
  const id = (base: string) => (language === 'hr' ? base : `${language}/${base}`)
  const pages = PAGE_IDS.filter((page) => page !== 'home').map((page) => route(PAGES[page][family], pageModule(page), { id: id(pageRouteId(page, family)) }))
  return [
    index(pageModule('home'), { id: id('home') }),
    ...pages,
    ...adminArea(language, id),
    route(':slug', 'routes/post.tsx', { id: id('post') }),
    // Also the checkout failure page: spec §2 sends any path containing checkout/failure to the cart.
    route('*', 'routes/not-found.tsx', { id: id('not-found') }),
  ]
}

/**
 * The development tools' routes (back-office spec §2 "/section-tool: developer-only section tool, non-production
 * builds only"), in hr and sl, and the release notes of the version badge: absent from the production build, where
 * `/section-tool` is then a 404 of the catch-all (dev-tools-flag.ts; `react-router build` runs with NODE_ENV production).
 */
function devToolRoutes() {
  if (!devToolsEnabled(process.env.NODE_ENV)) return []
  return [
    route('section-tool', 'routes/section-tool.tsx', { id: 'section-tool' }),
    route('sl/section-tool', 'routes/section-tool.tsx', { id: 'sl/section-tool' }),
    route('__dev-tools/releases', 'routes/dev-tools-releases.tsx', { id: 'dev-tools-releases' }),
  ]
}

/**
 * The admin area under /admin (back-office spec §2 "Admin routes"), in hr and sl ("The Slovenian variants carry an /sl
 * prefix"): a layout of its own that lets only back-office users in, and the screens for consents, page templates and
 * caches. /admin itself stays the admin login of the page table. Each screen is a route module of its own, so no
 * shopper's page loads any of it.
 */
function adminArea(language: ShopLanguage, id: (base: string) => string) {
  if (language !== 'hr' && language !== 'sl') return []
  return [
    layout('routes/admin-area.tsx', { id: id('admin-area') }, [
      route('admin/consent', 'routes/admin-consent.tsx', { id: id('admin-consent') }),
      route('admin/consent/:slug', 'routes/admin-consent-edit.tsx', { id: id('admin-consent-edit') }),
      route('admin/templates', 'routes/admin-templates.tsx', { id: id('admin-templates') }),
      route('admin/cache', 'routes/admin-cache.tsx', { id: id('admin-cache') }),
    ]),
  ]
}

export default [
  route('sitemap.xml', 'routes/sitemap.tsx', { id: 'sitemap' }),
  ...devToolRoutes(),
  // Edit mode's saves (back-office users only; an action, no page).
  route('__edit/element', 'routes/edit-element.tsx', { id: 'edit-element' }),
  layout('routes/language.tsx', { id: 'language' }, languageTree('hr')),
  ...PREFIXED_LANGUAGES.map((language) => route(language, 'routes/language.tsx', { id: `language/${language}` }, languageTree(language))),
] satisfies RouteConfig
