import { useLingui } from '@lingui/react/macro'
import type { NavigationItem } from '@vitrina/sdk'
import { lazy, Suspense, useState } from 'react'
import { loadHeaderPanels } from './header-panels.load'
import { ChevronDownIcon } from './icons'
import { SmartLink } from './smart-link'

const NavigationFlyout = lazy(() => loadHeaderPanels().then((panels) => ({ default: panels.NavigationFlyout })))

/**
 * The `main` tree on wide screens: top-level categories in a row, each opening a full-width flyout on hover
 * (or keyboard focus) with its two levels below, sub-categories as column heads and their children beneath.
 *
 * The flyouts are drawn once the pointer or the keyboard's focus first comes into the row, not with the page: they are
 * most of the header (106 of the cart page's 303 elements), a phone never shows them, and every page would otherwise
 * parse, lay out and hydrate them. Their categories stay reachable from the top-level categories' pages and the sitemap.
 */
export function DesktopNavigation({ items }: { items: NavigationItem[] }) {
  const { t } = useLingui()
  const [flyouts, setFlyouts] = useState(false)
  const showFlyouts = () => setFlyouts(true)
  return (
    <nav
      aria-label={t`Kategorije proizvoda`}
      className="relative hidden border-t border-cream-200 bg-white lg:block"
      onPointerEnter={showFlyouts}
      onFocus={showFlyouts}
    >
      <ul className="wrapper flex flex-wrap items-center gap-x-1">
        {items.map((item) => (
          <li key={item.id} className="group">
            <SmartLink
              href={item.href}
              className="flex items-center gap-1 rounded-full px-2.5 py-3 text-[15px] font-semibold 2xl:px-4 text-ink-800 transition-colors hover:text-rose-600 group-hover:text-rose-600"
            >
              {item.title}
              {item.children.length > 0 && <ChevronDownIcon className="size-4 transition-transform motion-reduce:transition-none group-hover:rotate-180" />}
            </SmartLink>
            {flyouts && item.children.length > 0 && (
              <Suspense fallback={null}>
                <NavigationFlyout item={item} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
