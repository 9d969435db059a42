import { useLingui } from '@lingui/react/macro'
import { useSite } from '@vitrina/react'
import type { ReactNode } from 'react'
import { CookieBanner } from '../consent/cookie-banner'
import { NoticeToaster } from '../notices/notice-toaster'
import { SHOP_NAME } from '../routing/seo'
import { readCookie, readFooter, readHeader } from './layout.content'
import { NO_SIGNED_IN_USER, showsMaintenanceView } from './maintenance'
import { MaintenanceView } from './maintenance-view'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The frame of every page: header, main content, footer, cookie banner and toasts, or the maintenance view instead. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { elements, navigation, maintenanceMode } = useSite()
  const header = readHeader(elements['header-section'], SHOP_NAME)

  if (showsMaintenanceView(maintenanceMode, NO_SIGNED_IN_USER)) {
    return <MaintenanceView logo={header.logo} />
  }

  return (
    <>
      <a href="#main-content" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        {t`Preskoči na sadržaj`}
      </a>
      <SiteHeader content={header} navigation={navigation.main ?? []} />
      <main id="main-content" className="min-h-[50vh]">
        {children}
      </main>
      <SiteFooter content={readFooter(elements['footer-section'], SHOP_NAME)} navigation={navigation} />
      <CookieBanner content={readCookie(elements['cookie-section'])} />
      <NoticeToaster />
    </>
  )
}
