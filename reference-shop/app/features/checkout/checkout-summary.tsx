import { Trans, useLingui } from '@lingui/react/macro'
import type { Cart } from '@vitrina/sdk'
import type { ReactNode } from 'react'
import { isDeliveryKnown } from '../cart/delivery-known'
import { checkoutMoney } from './checkout.money'

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-cream-200 pt-3 text-base font-extrabold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

/** The order beside the steps: the lines and the totals, with decimal commas (storefront spec §9). */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const { t } = useLingui()
  const { prices } = cart
  return (
    <section aria-labelledby="checkout-summary-title" className="space-y-4">
      <h2 id="checkout-summary-title" className="text-xl font-extrabold">
        <Trans>Vaša narudžba</Trans>
      </h2>
      <ul className="space-y-2 text-sm">
        {cart.items.map((item) => (
          <li key={String(item.itemId)} className="flex justify-between gap-4">
            <span>
              {item.productData.name} <span className="text-ink-500">× {item.qty}</span>
            </span>
            <span className="tabular-nums">{checkoutMoney(item.prices.base.row)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2">
        <Row label={<Trans>Ukupno proizvodi</Trans>} value={checkoutMoney(prices.itemsTotal)} />
        {prices.coupon !== 0 && <Row label={<Trans>Kupon</Trans>} value={checkoutMoney(prices.coupon)} />}
        {prices.loyalty !== 0 && <Row label={<Trans>Popust članske iskaznice</Trans>} value={checkoutMoney(prices.loyalty)} />}
        <Row label={<Trans>Dostava</Trans>} value={isDeliveryKnown(cart) ? checkoutMoney(prices.delivery) : t`Ovisi o načinu dostave`} />
        <Row label={<Trans>Ukupno s PDV-om</Trans>} value={checkoutMoney(prices.orderTotal)} strong />
      </dl>
      <p className="text-xs text-ink-500">
        <Trans>Od toga PDV: {checkoutMoney(prices.tax.cartTotal)}</Trans>
      </p>
    </section>
  )
}
