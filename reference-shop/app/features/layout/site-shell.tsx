import { useLingui } from '@lingui/react/macro'
import { useAuth, useSite } from '@vitrina/react'
import { lazy, memo, Suspense, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { LoginModalProvider } from '../auth/login-modal.context'
import { CartUiProvider } from '../cart/cart-ui.context'
import { lazyEditModeTool, useEditMode } from '../edit-mode/use-edit-mode'
import { NoticeToaster } from '../notices/notice-toaster'
import { HydratedPart } from '../routing/hydration-parts'
import { isBackOfficePath } from '../routing/pages'
import { SHOP_NAME } from '../routing/seo'
import { readCookie, readHeader } from './layout.content'
import { maintenanceViewShown } from './maintenance'
import { SiteHeader } from './site-header'

// Only the back-office screens and the maintenance page show these: no shopper's first load carries them. On such a
// page the frame hydrates once the chunk is there; the server renders them like the rest.
const BackOfficeShell = lazy(() => import('../back-office/back-office-shell').then((module) => ({ default: module.BackOfficeShell })))
const MaintenanceView = lazy(() => import('./maintenance-view').then((module) => ({ default: module.MaintenanceView })))

// Below the fold, or a notice over the page: their code is not part of a page's first load. The server renders them like
// the rest, and each hydrates in a boundary of its own once its chunk is in; until then their server HTML stays, and
// its links work as plain links.
const LayoutFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.LayoutFooter })))
const CookieBanner = lazy(() => import('../consent/cookie-banner').then((module) => ({ default: module.CookieBanner })))

// Loaded in edit mode only.
const EditModeBar = lazyEditModeTool('EditModeBar')
// Only a build with the development tools has this branch (dev-tools-flag.ts): the production build drops it with its chunk.
const DevToolsLayer = __VITRINA_DEV_TOOLS__ ? lazy(() => import('../dev-tools/dev-tools-layer').then((module) => ({ default: module.DevToolsLayer }))) : null

interface SiteShellProps {
  /** The server's maintenance decision for this page, made with a profile it fetched itself (root loader). */
  maintenanceView: boolean
  children: ReactNode
}

/**
 * The frame of every page: header, main content, footer, cookie banner and toasts, or the maintenance view
 * instead. The back-office screens have their own frame and stay reachable in maintenance mode. Memoised: it
 * follows its own stores, and React Router's renders of the routes (see root.tsx) need not go through it.
 */
export const SiteShell = memo(function SiteShell({ maintenanceView, children }: SiteShellProps) {
  const { t } = useLingui()
  const { elements, navigation, maintenanceMode } = useSite()
  const { user } = useAuth()
  const { pathname } = useLocation()
  const editMode = useEditMode()
  const header = readHeader(elements['header-section'], SHOP_NAME)

  if (isBackOfficePath(pathname)) {
    return <BackOfficeShell logo={header.logo}>{children}</BackOfficeShell>
  }
  if (maintenanceViewShown(maintenanceView, maintenanceMode, user)) {
    return (
      <>
        <MaintenanceView logo={header.logo} />
        {/* A back-office user who logs out lands here, and still gets the 'Uspješna odjava!' toast. */}
        <NoticeToaster />
      </>
    )
  }

  return (
    <LoginModalProvider>
      <CartUiProvider>
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t`Preskoči na sadržaj`}
        </a>
        {editMode.editing && (
          <Suspense fallback={null}>
            <EditModeBar mobileView={editMode.mobileView} />
          </Suspense>
        )}
        <SiteHeader content={header} navigation={navigation.main ?? []} element={elements['header-section']} />
        {/* The page and the footer hydrate each on its own, after the frame: React can pause between and within them
            for the browser (in Chromium at 4x CPU slowdown the long tasks' blocking time went down by a third or more
            on the home, category, product and cart pages). */}
        <main id="main-content" className="min-h-[50vh]">
          <HydratedPart name="page">{children}</HydratedPart>
        </main>
        <HydratedPart name="footer">
          <LayoutFooter element={elements['footer-section']} navigation={navigation} />
        </HydratedPart>
        <HydratedPart name="cookie-banner">
          <CookieBanner content={readCookie(elements['cookie-section'])} element={elements['cookie-section']} />
        </HydratedPart>
        <NoticeToaster />
        {/* It renders nothing on the server and until its texts are loaded in the browser. */}
        {__VITRINA_DEV_TOOLS__ && DevToolsLayer && (
          <Suspense fallback={null}>
            <DevToolsLayer />
          </Suspense>
        )}
      </CartUiProvider>
    </LoginModalProvider>
  )
})
