import { useLingui } from '@lingui/react/macro'
import { useCart } from '@vitrina/react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { CartIcon } from '../layout/icons'

// The open panel is loaded when first opened (or pointed at): every page has the header, few visits open it.
const loadPanel = () => import('./mini-cart-panel')
const MiniCartPanel = lazy(() => loadPanel().then((module) => ({ default: module.MiniCartPanel })))

interface MiniCartProps {
  /** Class of the header's round icon buttons. */
  buttonClassName: string
  /** The mobile menu's open state: a toggle of it closes the mini cart (storefront spec §2). */
  menuOpen: boolean
}

/**
 * The header's cart icon with the item count, opening the mini cart (at most 540 px wide). It closes on an
 * outside click, a route change, Escape or a toggle of the mobile menu (storefront spec §2, header).
 */
export function MiniCart({ buttonClassName, menuOpen }: MiniCartProps) {
  const { t } = useLingui()
  const panelId = useId()
  const { pathname } = useLocation()
  const { itemCount } = useCart()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and menuOpen are the triggers: a navigation or the menu closes the mini cart
  useEffect(() => setOpen(false), [pathname, menuOpen])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div ref={root} className="relative">
      {/* Named by its text, not aria-label: the badge shows the count outside the name's parentheses, and a label that
          hides the visible text from the name fails WCAG 2.5.3 (label in name) as axe-core reads it. */}
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(!open)}
      >
        <span className="sr-only">{t`Košarica (${itemCount})`}</span>
        <CartIcon />
        {itemCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 grid min-w-5 place-items-center rounded-full bg-rose-500 px-1 text-[11px] font-bold leading-5 text-white"
          >
            {itemCount}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MiniCartPanel id={panelId} />
        </Suspense>
      )}
    </div>
  )
}
