import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { PAGE_IDS, PAGES, pageRouteId, type PageId } from './features/routing/pages'

const PAGE_MODULES: Partial<Record<PageId, string>> = {
  home: 'routes/home.tsx',
  login: 'routes/login.tsx',
  profile: 'routes/profile.tsx',
  shop: 'routes/category.tsx',
  product: 'routes/product.tsx',
  search: 'routes/search.tsx',
  cart: 'routes/cart.tsx',
  admin: 'routes/admin-login.tsx',
  adminLogin: 'routes/admin-login.tsx',
  // Guest-only pages of later issues: the placeholder plus the guard that sends logged-in visitors home.
  register: 'routes/guest-page-not-built.tsx',
  forgotPassword: 'routes/guest-page-not-built.tsx',
}

/** Pages whose screens come in later issues share one module that says so plainly. */
function pageModule(page: PageId): string {
  return PAGE_MODULES[page] ?? 'routes/page-not-built.tsx'
}

// Each page exists once with Croatian slugs (hr, /sl) and, where they differ, once with English slugs (/en, /de);
// routes/language.tsx turns a prefix that is not a language, or the other language's slugs, into a 404.
const pages = PAGE_IDS.filter((page) => page !== 'home').flatMap((page) => {
  const { hr, en } = PAGES[page]
  const croatian = route(hr, pageModule(page), { id: pageRouteId(page, 'hr') })
  return hr === en ? [croatian] : [croatian, route(en, pageModule(page), { id: pageRouteId(page, 'en') })]
})

export default [
  route(':lang?', 'routes/language.tsx', [
    index(pageModule('home'), { id: 'home' }),
    ...pages,
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig
