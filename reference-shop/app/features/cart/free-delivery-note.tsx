import { Trans } from '@lingui/react/macro'
import { FREE_DELIVERY_THRESHOLD, useMoney } from './cart.format'

/** Storefront spec §9 promo text: free delivery over 67.00 euros, with what is still missing. */
export function FreeDeliveryNote({ total }: { total: number }) {
  const money = useMoney()
  const threshold = money(FREE_DELIVERY_THRESHOLD)
  const missing = money(FREE_DELIVERY_THRESHOLD - total)
  return (
    <div className="rounded-2xl bg-cream-100 px-4 py-3 text-sm">
      <p className="font-semibold">
        <Trans>Besplatna dostava za narudžbe iznad {threshold}</Trans>
      </p>
      <p className="mt-0.5 text-ink-600">
        {total >= FREE_DELIVERY_THRESHOLD ? <Trans>Ostvarili ste besplatnu dostavu!</Trans> : <Trans>Do besplatne dostave nedostaje još {missing}.</Trans>}
      </p>
    </div>
  )
}
