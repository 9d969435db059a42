import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react'
import type { Route } from './+types/root'
import appCss from './app.css?url'
import { loadCatalog } from './features/i18n/catalogs'
import { loadRequestCart } from './features/cart/cart.server'
import { loadRequestWishlist } from './features/wishlist/wishlist.server'
import { errorResponseHeaders, throwShopUnavailable } from './features/errors/backend-failure.server'
import { errorTitle } from './features/errors/error-title'
import { LazyGenericErrorPage } from './features/errors/lazy-error-page'
import { StandaloneI18n } from './features/i18n/standalone-i18n'
import { layoutReloadWanted } from './features/layout/layout-reload'
import { maintenanceViewFor } from './features/layout/maintenance.server'
import { SiteShell } from './features/layout/site-shell'
import { markHydrated } from './features/routing/hydration-parts'
import { hideAlertOnHome, rememberBrowsing } from './features/routing/navigation-effects'
import { isBackOfficePath, pagePath, splitLanguage } from './features/routing/pages'
import { errorMeta, pageMeta } from './features/routing/page-meta'
import { ShopProviders } from './features/storefront/shop-providers'
import { publicOriginFrom } from './features/storefront/storefront.config'
import { browserStorefront, sessionChangedSinceSnapshot } from './features/storefront/storefront.browser'
import { requestStorefront, storefrontCookieHeaders } from './features/storefront/storefront.server'

// The frame of the error page for when the page shell's own data could not load (the backend is away): loaded only
// then. The server renders it like the rest, and its links are plain ones that work before it hydrates.
const MinimalShell = lazy(() => import('./features/errors/minimal-shell').then((module) => ({ default: module.MinimalShell })))

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // With a precedence React puts the stylesheet ahead of the module preloads in <head>: the page's one render-blocking
  // request then starts first instead of queuing behind the JavaScript.
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const storefront = requestStorefront(request, context)
  const url = new URL(request.url)
  const { language } = splitLanguage(url.pathname)
  // The session is restored beside the layout (a backend call only when a token has no user cookie), so the
  // first server-rendered page already shows who is logged in. The wishlist needs only the restored session, so
  // it starts as soon as that is there, beside the layout.
  const [layout, , , wishlist] = await Promise.all([
    storefront.layout,
    storefront.session,
    loadCatalog(language),
    storefront.session.then(() => loadRequestWishlist(storefront)),
  ])
  if (!layout.ok) throwShopUnavailable(layout.error, storefrontCookieHeaders(storefront))
  // Development builds only (dev-tools-flag.ts): to /adminLogin while the backend has no domain set for them.
  if (__VITRINA_DEV_TOOLS__) await (await import('./features/dev-tools/dev-redirect.server')).developmentRedirect(storefront, url)
  // After the layout: the cart is fetched in the site's main currency, which the layout calls load, and the
  // maintenance decision reads the layout's options; neither waits for the other.
  const [, maintenanceView] = await Promise.all([loadRequestCart(storefront, language), maintenanceViewFor(storefront)])
  // Taken after every SDK call of the request: a token refresh or a lost session rewrites the session cookies.
  const headers = storefrontCookieHeaders(storefront)
  // A maintenance page answers 503 so crawlers keep the real pages (the view itself is chosen in SiteShell);
  // the back-office screens stay reachable so that editors can log in. A client-side navigation's data request
  // is no page for crawlers: it answers 200, which also keeps the browser console free of a failed-load line.
  const status = maintenanceView && !context.dataRequest && !isBackOfficePath(url.pathname) ? 503 : 200
  if (status === 503) headers.set('Retry-After', '3600')
  return data(
    { config: storefront.config, language, origin: publicOriginFrom(context, request), snapshot: storefront.shop.dehydrate(), wishlist, maintenanceView },
    { status, headers },
  )
}

/**
 * The document's headers: the maintenance page's Retry-After (React Router sends loader headers only through this
 * export; Set-Cookie it keeps on its own, so it is not repeated here). Pages without a `headers` export inherit these.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs): HeadersInit {
  // A thrown response's headers arrive as the loader's too: the unavailable page's Retry-After and Cache-Control.
  return errorResponseHeaders(loaderHeaders)
}

/** Runs on client-side navigations only (initial data comes from the server render): loads the catalog and refreshes the tab's instance before rendering. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader()
  await loadCatalog(loaded.language)
  browserStorefront(loaded.config, loaded.language, loaded.snapshot, loaded.wishlist)
  return loaded
}

/**
 * The shell's data depends on the language and on who is logged in (the maintenance decision is the server's,
 * made with a profile it fetched itself), and changes when edit mode saves an element; the page's own loaders handle
 * everything else.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  // The language comes from the URL prefix (each language has its own route tree, there is no `lang` param).
  return splitLanguage(currentUrl.pathname).language !== splitLanguage(nextUrl.pathname).language || sessionChangedSinceSnapshot() || layoutReloadWanted()
}

export const meta: Route.MetaFunction = (args) => (args.error ? errorMeta(args, errorTitle(args.error)) : pageMeta(args))

export function Layout({ children }: { children: ReactNode }) {
  const loaded = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const language = loaded?.language ?? splitLanguage(pathname).language
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-cream-50 text-ink-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  // React Router renders the routes again whenever its state object changes, which includes the route patches it
  // fetches for the page's links right after hydration. One element for the outlet, with the shell and the main
  // pages memoised (SiteShell, HomePage, CategoryPage, ProductPage, CartPage), keeps that render to the few
  // components that read the router's state, instead of the whole page.
  const outlet = useMemo(() => <Outlet />, [])
  return (
    <ShopProviders config={loaderData.config} language={loaderData.language} snapshot={loaderData.snapshot} wishlist={loaderData.wishlist}>
      {/* A Suspense boundary around the page lets React hydrate it in slices between which the browser can paint
          and answer input (a boundary that the server rendered hydrates at low priority, interruptibly), instead of
          in one long task; the page markers inside it say 'hydrated' once the whole page is. */}
      <Suspense>
        <SiteShell maintenanceView={loaderData.maintenanceView}>{outlet}</SiteShell>
        <PageMarkers />
      </Suspense>
    </ShopProviders>
  )
}

/**
 * Tells the end-to-end tests (and anyone debugging) what the tab shows: `data-hydrated` once the page is
 * interactive (this frame and the parts that hydrate on their own: features/routing/hydration-parts.tsx), and
 * `data-path` once the page of a path is on screen. A client navigation changes the URL before React shows the new
 * page (it renders that page in a transition), so the URL alone does not say which page a click lands on. Its own
 * component, so that a navigation renders only this one here.
 */
function PageMarkers() {
  const { pathname, search } = useLocation()
  useEffect(() => markHydrated('frame'), [])
  useEffect(() => {
    document.documentElement.dataset.path = pathname
    return hideAlertOnHome(pathname, document.body)
  }, [pathname])
  // Spec §4's navigation side effects, here because this component already renders on every navigation.
  useEffect(() => rememberBrowsing(pathname, search, () => window.localStorage), [pathname, search])
  return null
}

/**
 * Reached only when the shell itself cannot render (the backend did not answer the layout calls): the error page in
 * a frame that needs nothing from the backend. Never the error's message or stack (production hides them anyway).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  return (
    <StandaloneI18n>
      <MinimalShell>
        <LazyGenericErrorPage status={isRouteErrorResponse(error) ? error.status : undefined} homePath={pagePath('home', splitLanguage(pathname).language)} />
      </MinimalShell>
    </StandaloneI18n>
  )
}
