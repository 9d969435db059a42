import { Trans, useLingui } from '@lingui/react/macro'
import { useCart } from '@vitrina/react'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { lineAmounts, useCartItemLink, useMoney } from './cart.format'
import { CartItemImage } from './cart-item-image'

/** The open mini cart: its lines, the coupon, the total, and the links to the cart and the checkout. */
export function MiniCartPanel({ id }: { id: string }) {
  const { t } = useLingui()
  const pathTo = usePagePath()
  const { cart } = useCart()
  const money = useMoney()
  const linkOf = useCartItemLink()
  const items = cart?.items ?? []

  return (
    <div
      id={id}
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
        <Link
          to={pathTo('cart')}
          className="rounded-full border border-ink-200 px-4 py-2.5 text-center text-sm font-bold hover:border-rose-400 hover:text-rose-600"
        >
          <Trans>Pregled košarice</Trans>
        </Link>
        {items.length > 0 && (
          <Link to={pathTo('checkout')} className="rounded-full bg-rose-500 px-4 py-2.5 text-center text-sm font-bold text-white hover:bg-rose-600">
            <Trans>Naplata</Trans>
          </Link>
        )}
      </div>
    </div>
  )
}
