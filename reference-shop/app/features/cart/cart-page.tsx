import { Trans } from '@lingui/react/macro'
import { useCart } from '@vitrina/react'
import { memo } from 'react'
import { Link } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { CartItemsTable } from './cart-items-table'
import { CartSummary } from './cart-summary'
import { CouponForm } from './coupon-form'
import { FreeDeliveryNote } from './free-delivery-note'
import { MemberCardForm } from './member-card-form'

/** /kosarica 'Pregled košarice': the lines, the summary, coupon and member card, and the way to checkout. */
export const CartPage = memo(function CartPage() {
  const pathTo = usePagePath()
  const { cart, pending } = useCart()
  const items = cart?.items ?? []

  return (
    <div className="wrapper py-8 lg:py-12">
      <h1 className="text-3xl font-extrabold">
        <Trans>Pregled košarice</Trans>
      </h1>
      {items.length === 0 || !cart ? (
        <div className="mt-8 rounded-3xl bg-white p-8 text-center shadow-sm">
          <p className="text-lg font-semibold">
            <Trans>Nema proizvoda za prikazati!</Trans>
          </p>
          <Link to={pathTo('home')} className="mt-4 inline-block font-bold text-rose-600 underline-offset-2 hover:underline">
            <Trans>Nastavi kupovinu</Trans>
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_360px]">
          <section aria-busy={pending} className="min-w-0 rounded-3xl bg-white p-4 shadow-sm sm:p-6 lg:self-start">
            <CartItemsTable items={items} />
          </section>
          <aside className="min-w-0 space-y-5 rounded-3xl bg-white p-6 shadow-sm lg:self-start">
            <h2 className="text-xl font-extrabold">
              <Trans>Sažetak</Trans>
            </h2>
            <FreeDeliveryNote total={cart.prices.cartTotal} />
            <CouponForm />
            <MemberCardForm />
            <CartSummary cart={cart} />
            <Link
              to={pathTo('checkout')}
              className="block rounded-full bg-rose-500 px-6 py-3 text-center font-bold text-white transition-colors hover:bg-rose-600"
            >
              <Trans>Nastavi na naplatu</Trans>
            </Link>
          </aside>
        </div>
      )}
    </div>
  )
})
