import { Trans, useLingui } from '@lingui/react/macro'
import type { Cart } from '@vitrina/sdk'
import type { ReactNode } from 'react'
import { useMoney } from './cart.format'
import { isDeliveryKnown } from './delivery-known'

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-ink-100 pt-3 text-base font-extrabold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
}

/**
 * The cart's price summary: items, coupon and member card discounts, delivery (said to depend on the method until one
 * is chosen) and the total with VAT.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useLingui()
  const money = useMoney()
  const { prices } = cart
  return (
    <div className="space-y-2">
      <dl className="space-y-2">
        <Row label={<Trans>Ukupno proizvodi</Trans>} value={money(prices.itemsTotal)} />
        {prices.coupon !== 0 && <Row label={<Trans>Kupon</Trans>} value={money(prices.coupon)} />}
        {prices.loyalty !== 0 && <Row label={<Trans>Popust članske iskaznice</Trans>} value={money(prices.loyalty)} />}
        <Row label={<Trans>Dostava</Trans>} value={isDeliveryKnown(cart) ? money(prices.delivery) : t`Ovisi o načinu dostave`} />
        <Row label={<Trans>Ukupno s PDV-om</Trans>} value={money(prices.orderTotal)} strong />
      </dl>
      {/* Outside the list: a <dl> holds only term and value pairs. */}
      <p className="text-xs text-ink-500">
        <Trans>Od toga PDV: {money(prices.tax.cartTotal)}</Trans>
      </p>
    </div>
  )
}
