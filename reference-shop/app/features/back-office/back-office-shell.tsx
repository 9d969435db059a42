import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ContentLogo } from '../layout/layout.content'
import { ShopLogo } from '../layout/shop-logo'
import { NoticeToaster } from '../notices/notice-toaster'

/**
 * The frame of the back-office screens (back-office spec §2: the admin layout is its own, without the shop's
 * header and footer). It is never replaced by the maintenance view, so editors can always log in.
 */
export function BackOfficeShell({ logo, children }: { logo: ContentLogo; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-cream-200 bg-white">
        <div className="wrapper flex h-16 items-center gap-3">
          <ShopLogo logo={logo} />
          <span className="rounded-full bg-ink-900 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
            <Trans>Administracija</Trans>
          </span>
        </div>
      </header>
      <main id="main-content" className="min-h-[70vh] bg-cream-50">
        {children}
      </main>
      <NoticeToaster />
    </>
  )
}
