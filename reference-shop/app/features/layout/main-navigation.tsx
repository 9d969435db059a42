import { useLingui } from '@lingui/react/macro'
import type { NavigationItem } from '@vitrina/sdk'
import { useState } from 'react'
import { ChevronDownIcon } from './icons'
import type { ContentLink } from './layout.content'
import { SmartLink } from './smart-link'

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
              <div className="invisible absolute inset-x-0 top-full z-40 border-t border-cream-200 bg-white opacity-0 shadow-xl shadow-ink-900/5 transition-opacity motion-reduce:transition-none duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                <ul className="wrapper grid grid-cols-4 gap-x-8 gap-y-6 py-8 xl:grid-cols-5">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <SmartLink href={child.href} className="font-bold text-ink-900 hover:text-rose-600">
                        {child.title}
                      </SmartLink>
                      {child.children.length > 0 && (
                        <ul className="mt-2 space-y-1.5">
                          {child.children.map((grandchild) => (
                            <li key={grandchild.id}>
                              <SmartLink href={grandchild.href} className="text-sm text-ink-600 hover:text-rose-600">
                                {grandchild.title}
                              </SmartLink>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

interface MobileNavigationProps {
  items: NavigationItem[]
  /** The top bar's links (such as 'Naše poslovnice'), which the top bar hides on narrow screens. */
  links?: ContentLink[]
  open: boolean
  onNavigate: () => void
}

/**
 * The `main` tree behind the hamburger (screens up to 1023 px): categories expand in place with a button each;
 * below them the top bar's links, which narrow screens do not show in the top bar.
 */
export function MobileNavigation({ items, links = [], open, onNavigate }: MobileNavigationProps) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState<NavigationItem['id'] | null>(null)
  if (!open) return null
  return (
    <nav id="mobile-navigation" aria-label={t`Kategorije proizvoda`} className="border-t border-cream-200 bg-white lg:hidden">
      <ul className="wrapper divide-y divide-cream-200 py-2">
        {items.map((item) => {
          const isExpanded = expanded === item.id
          const { title } = item
          const panelId = `mobile-navigation-${item.id}`
          return (
            <li key={item.id}>
              <div className="flex items-center justify-between">
                <SmartLink href={item.href} onClick={onNavigate} className="flex-1 py-3 font-semibold text-ink-900">
                  {item.title}
                </SmartLink>
                {item.children.length > 0 && (
                  <button
                    type="button"
                    aria-expanded={isExpanded}
                    aria-controls={panelId}
                    aria-label={isExpanded ? t`Sakrij podkategorije: ${title}` : t`Prikaži podkategorije: ${title}`}
                    onClick={() => setExpanded(isExpanded ? null : item.id)}
                    className="grid size-10 place-items-center rounded-full text-ink-600 hover:bg-cream-100"
                  >
                    <ChevronDownIcon className={`size-5 transition-transform motion-reduce:transition-none ${isExpanded ? 'rotate-180' : ''}`} />
                  </button>
                )}
              </div>
              {isExpanded && (
                <ul id={panelId} className="space-y-3 pb-4 pl-4">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <SmartLink href={child.href} onClick={onNavigate} className="font-medium text-ink-800">
                        {child.title}
                      </SmartLink>
                      {child.children.length > 0 && (
                        <ul className="mt-2 space-y-2 border-l-2 border-rose-100 pl-3">
                          {child.children.map((grandchild) => (
                            <li key={grandchild.id}>
                              <SmartLink href={grandchild.href} onClick={onNavigate} className="text-sm text-ink-600">
                                {grandchild.title}
                              </SmartLink>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
      {links.length > 0 && (
        <ul className="wrapper flex flex-wrap gap-x-5 gap-y-2 border-t border-cream-200 py-3 text-sm font-semibold">
          {links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} target={link.target} onClick={onNavigate} className="text-mint-700 hover:text-rose-600">
                {link.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
