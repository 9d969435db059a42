import { Trans, useLingui } from '@lingui/react/macro'
import { useCart } from '@vitrina/react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { CartIcon } from '../layout/icons'
import { usePagePath } from '../routing/use-page-path'
import { lineAmounts, useCartItemLink, useMoney } from './cart.format'
import { CartItemImage } from './cart-item-image'

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
  const pathTo = usePagePath()
  const { pathname } = useLocation()
  const { cart, itemCount } = useCart()
  const money = useMoney()
  const linkOf = useCartItemLink()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const items = cart?.items ?? []

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
      <button type="button" className={buttonClassName} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="sr-only">{t`Košarica (${itemCount})`}</span>
        <CartIcon />
        {itemCount > 0 && (
          <span aria-hidden="true" className="absolute right-0.5 top-0.5 grid min-w-5 place-items-center rounded-full bg-rose-500 px-1 text-[11px] font-bold leading-5 text-white">
            {itemCount}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t`Mini košarica`}
          className="fixed inset-x-4 top-24 z-40 mt-2 max-w-[540px] rounded-3xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:w-[540px] bg-white p-5 text-ink-900 shadow-2xl shadow-ink-900/15 ring-1 ring-ink-900/5"
        >
          <h2 className="text-lg font-extrabold">
            <Trans>Košarica</Trans>
          </h2>
          {items.length === 0 ? (
            <p className="py-6 text-center text-ink-600">
              <Trans>Nema proizvoda za prikazati!</Trans>
            </p>
          ) : (
            <>
              <ul className="mt-3 max-h-[50vh] divide-y divide-ink-100 overflow-y-auto">
                {items.map((item) => {
                  const amounts = lineAmounts(item)
                  return (
                    <li key={item.itemId} className="flex items-center gap-3 py-3">
                      <CartItemImage item={item} className="size-14" />
                      <div className="min-w-0 flex-1">
                        <Link to={linkOf(item)} className="line-clamp-2 text-sm font-semibold hover:text-rose-600">
                          {item.productData.name}
                        </Link>
                        <p className="text-xs text-ink-600">
                          {item.qty} × {money(amounts.finalPrice)}
                        </p>
                      </div>
                      <p className="whitespace-nowrap text-sm font-bold tabular-nums">{money(amounts.row)}</p>
                    </li>
                  )
                })}
              </ul>
              {cart && cart.prices.coupon !== 0 && (
                <p className="mt-3 flex justify-between border-t border-ink-100 pt-3 text-sm">
                  <span>
                    <Trans>Kupon</Trans> {cart.couponCode}
                  </span>
                  <span className="tabular-nums">{money(cart.prices.coupon)}</span>
                </p>
              )}
              <p className="mt-3 flex justify-between border-t border-ink-100 pt-3 font-extrabold">
                <span>
                  <Trans>Ukupno</Trans>
                </span>
                <span className="tabular-nums">{money(cart?.prices.cartTotal)}</span>
              </p>
            </>
          )}
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            <Link to={pathTo('cart')} className="rounded-full border border-ink-200 px-4 py-2.5 text-center text-sm font-bold hover:border-rose-400 hover:text-rose-600">
              <Trans>Pregled košarice</Trans>
            </Link>
            {items.length > 0 && (
              <Link to={pathTo('checkout')} className="rounded-full bg-rose-500 px-4 py-2.5 text-center text-sm font-bold text-white hover:bg-rose-600">
                <Trans>Naplata</Trans>
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
