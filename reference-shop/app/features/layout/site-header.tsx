import { useLingui } from '@lingui/react/macro'
import type { CmsElement, NavigationItem } from '@vitrina/sdk'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { lazyEditModeTool, useEditMode } from '../edit-mode/use-edit-mode'
import { HeaderActions } from './header-actions'
import { CloseIcon, MenuIcon } from './icons'
import type { HeaderContent } from './layout.content'
import { loadHeaderPanels, preloadHeaderPanelsWhenIdle } from './header-panels.load'
import { DesktopNavigation } from './main-navigation'
import { SearchToggle } from './search-toggle'
import { ShopLogo } from './shop-logo'
import { TopBar } from './top-bar'

// Loaded in edit mode only.
const EditableLogo = lazyEditModeTool('EditableLogo')
const MobileNavigation = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.MobileNavigation })))

interface SiteHeaderProps {
  content: HeaderContent
  navigation: NavigationItem[]
  /** The header element the content comes from, which edit mode writes back. */
  element?: CmsElement | undefined
}

/** The header on every page: top bar, logo, search, account icons and the `main` category navigation. */
export function SiteHeader({ content, navigation, element }: SiteHeaderProps) {
  const { t } = useLingui()
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  // In edit mode the top bar's links and the logo are edited in place, and saved into the header element.
  const editing = useEditMode().editing ? element : undefined

  useEffect(preloadHeaderPanelsWhenIdle, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: a navigation closes the menu
  useEffect(() => {
    setMenuOpen(false)
  }, [pathname])

  return (
    <header>
      <TopBar text={content.topBarText} links={content.topBarLinks} editing={editing} />
      <div className="relative bg-white shadow-sm shadow-ink-900/5">
        <div className="wrapper flex h-16 items-center gap-2 lg:h-20">
          <button
            type="button"
            className="-ml-2 grid size-11 place-items-center rounded-full text-ink-800 hover:bg-cream-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            aria-label={menuOpen ? t`Zatvori izbornik` : t`Otvori izbornik`}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <ShopLogo logo={content.logo} />
          <div className="ml-auto flex items-center gap-0.5">
            <SearchToggle />
            <HeaderActions menuOpen={menuOpen} />
          </div>
        </div>
        {editing && (
          <Suspense>
            <EditableLogo element={editing} />
          </Suspense>
        )}
        <DesktopNavigation items={navigation} />
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileNavigation items={navigation} links={content.topBarLinks} onNavigate={() => setMenuOpen(false)} />
          </Suspense>
        )}
      </div>
    </header>
  )
}
