import { I18nProvider } from '@lingui/react'
import { render, type RenderResult } from '@testing-library/react'
import { StorefrontProvider } from '@vitrina/react'
import { createStorefront, memoryStorage, type NavigationItem, type StorageAdapter, type Storefront } from '@vitrina/sdk'
import type { ReactNode } from 'react'
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router'
import { LoginModalProvider } from '../features/auth/login-modal.context'
import { createI18n } from '../features/i18n/i18n.setup'
import { splitLanguage } from '../features/routing/pages'
import { sdkTestCatalog } from './sdk-catalog'

// Component tests render with a real SDK instance (memory cookies, a fetch that records calls), Lingui in hr
// (the macros keep the Croatian source texts outside production) and a memory router.

export interface RecordedCall {
  method: string
  path: string
  body: unknown
  /** The query string's parameters, on calls that have one. */
  query?: Record<string, string>
}

export interface ShopRender extends RenderResult {
  shop: Storefront
  storage: StorageAdapter
  calls: RecordedCall[]
}

/** Answers a call of the component under test; `undefined` falls through to the fixture's own answers. */
export type TestBackend = (call: RecordedCall) => Response | Promise<Response | undefined> | undefined

export interface RenderWithShopOptions {
  path?: string
  cookies?: Record<string, string>
  backend?: TestBackend
  /** Renders in a data router (for `useMatches`): one route with this handle and loader data. */
  dataRoute?: { handle?: unknown; data?: unknown; action?: (args: { request: Request }) => unknown }
}

export function renderWithShop(ui: ReactNode, options: RenderWithShopOptions = {}): ShopRender {
  const calls: RecordedCall[] = []
  const storage = memoryStorage(options.cookies)
  const shop = createStorefront({
    apiUrl: 'http://sandbox.test',
    apiKey: 'vitrina-sandbox-key',
    siteId: 1,
    storeId: 1,
    apiKeyId: 7,
    // The SDK's language follows the path (localized links); the texts stay Croatian, the source language.
    language: splitLanguage(new URL(options.path ?? '/', 'http://shop.test').pathname).language,
    storage,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      const text = await request.text()
      const body: unknown = text ? JSON.parse(text) : undefined
      const url = new URL(request.url)
      const path = url.pathname
      const call: RecordedCall = { method: request.method, path, body, ...(url.search ? { query: Object.fromEntries(url.searchParams) } : {}) }
      calls.push(call)
      const answer = await options.backend?.(call)
      if (answer) return answer
      if (path === '/api/v1/cms/redirect/addFailedRequest') {
        return Response.json({ data: { path: (body as { path: string }).path, count: 1 } })
      }
      return Response.json({ message: 'Route not found.', statusCode: 404 }, { status: 404 })
    }) as typeof fetch,
  })
  const page = (
    <StorefrontProvider storefront={shop}>
      <I18nProvider i18n={createI18n('hr', sdkTestCatalog())}>
        {/* As in the site shell: product cards (the wishlist heart) and the header open the login modal. */}
        <LoginModalProvider>{ui}</LoginModalProvider>
        <CurrentLocation />
      </I18nProvider>
    </StorefrontProvider>
  )
  const route = options.dataRoute
  const result = render(
    route ? (
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              id: 'test',
              path: '*',
              handle: route.handle,
              loader: route.data === undefined ? undefined : () => route.data,
              action: route.action,
              element: page,
            },
          ],
          { initialEntries: [options.path ?? '/'], hydrationData: route.data === undefined ? undefined : { loaderData: { test: route.data } } },
        )}
      />
    ) : (
      <MemoryRouter initialEntries={[options.path ?? '/']}>{page}</MemoryRouter>
    ),
  )
  return { ...result, shop, storage, calls }
}

/** Shows the memory router's location, so a test can see where the UI navigated. */
function CurrentLocation() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{`${pathname}${search}`}</output>
}

/** A two-level category tree in the contract's NavigationItem shape. */
export function navigationTree(): NavigationItem[] {
  const item = (id: number, title: string, href: string, children: NavigationItem[] = []): NavigationItem => ({
    id,
    title,
    type: 'productCategory',
    slug: href.split('/').pop() ?? null,
    href,
    prodcategory: null,
    children,
  })
  return [
    item(1, 'Kolica', '/shop/kolica', [
      item(11, 'Sportska kolica', '/shop/sportska-kolica', [item(111, 'Lagana kolica', '/shop/lagana-kolica')]),
      item(12, 'Kombinirana kolica', '/shop/kombinirana-kolica'),
    ]),
    item(2, 'Hranjenje', '/shop/hranjenje', [item(21, 'Bočice', '/shop/bocice')]),
    item(3, 'Igračke', '/shop/igracke'),
  ]
}
