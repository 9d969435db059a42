import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { pagePath, splitLanguage } from '../routing/pages'
import { SHOP_NAME } from '../routing/seo'

/**
 * The frame of the root error page, which renders when the page shell's data (header and footer navigation,
 * elements) could not be loaded: the shop's name linking home and the content, nothing that needs the backend.
 */
export function MinimalShell({ children }: { children: ReactNode }) {
  const { language } = splitLanguage(useLocation().pathname)
  return (
    <>
      <header className="bg-white shadow-sm shadow-ink-900/5">
        <div className="wrapper flex h-16 items-center lg:h-20">
          {/* A document load, not a client navigation: the next page needs the root loader's data, which failed. */}
          <a href={pagePath('home', language)} className="font-display text-2xl font-extrabold tracking-tight text-ink-900 lg:text-3xl">
            {SHOP_NAME}
          </a>
        </div>
      </header>
      <main id="main-content" className="min-h-[50vh]">
        {children}
      </main>
    </>
  )
}
