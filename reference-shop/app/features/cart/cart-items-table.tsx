import { Trans, useLingui } from '@lingui/react/macro'
import { useCart } from '@vitrina/react'
import type { CartItem } from '@vitrina/sdk'
import { Link } from 'react-router'
import { CloseIcon } from '../layout/icons'
import { lineAmounts, useCartItemLink, useMoney } from './cart.format'
import { CartItemImage } from './cart-item-image'
import { QuantityStepper } from './quantity-stepper'

// One grid for the header and the lines: from 640 px one row per line (image, name, quantity, price, total,
// remove); on phones two rows (name and remove, then quantity and total) and no unit price.
const COLUMNS = 'grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr_auto_6rem_6rem_auto]'
const AUTO = 'sm:col-start-auto sm:row-start-auto'

function CartItemRow({ item }: { item: CartItem }) {
  const { t } = useLingui()
  const { updateQuantity, remove } = useCart()
  const money = useMoney()
  const linkOf = useCartItemLink()
  const amounts = lineAmounts(item)
  const name = item.productData.name
  return (
    <li className={`${COLUMNS} border-b border-ink-100 py-4 last:border-0`}>
      <div className="row-span-2 sm:row-span-1">
        <CartItemImage item={item} className="size-14 sm:size-16" />
      </div>
      <div className={`col-start-2 row-start-1 min-w-0 ${AUTO}`}>
        <Link to={linkOf(item)} className="font-semibold text-ink-900 underline-offset-2 hover:text-rose-600 hover:underline">
          {name}
        </Link>
        <p className="text-xs text-ink-500">{item.sku}</p>
      </div>
      <div className={`col-start-2 row-start-2 ${AUTO}`}>
        <QuantityStepper value={item.qty} label={name} onChange={(qty) => void updateQuantity(item.itemId, qty)} />
      </div>
      <p className="hidden whitespace-nowrap text-right tabular-nums sm:block">{money(amounts.finalPrice)}</p>
      <p className={`col-start-3 row-start-2 whitespace-nowrap text-right font-bold tabular-nums ${AUTO}`}>{money(amounts.row)}</p>
      <button
        type="button"
        onClick={() => void remove(item.itemId)}
        aria-label={t`Ukloni iz košarice: ${name}`}
        className={`col-start-3 row-start-1 grid size-9 place-items-center justify-self-end rounded-full text-ink-500 transition-colors hover:bg-rose-50 hover:text-rose-600 ${AUTO}`}
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  )
}

/** The cart's lines: image, name (linking to the product), quantity, unit price, row total and remove. */
export function CartItemsTable({ items }: { items: CartItem[] }) {
  return (
    <div>
      <div aria-hidden="true" className={`${COLUMNS} hidden border-b border-ink-200 pb-2 text-xs font-semibold uppercase tracking-wide text-ink-500 sm:grid`}>
        <span className="col-span-2">
          <Trans>Proizvod</Trans>
        </span>
        <span>
          <Trans>Količina</Trans>
        </span>
        <span className="text-right">
          <Trans>Cijena</Trans>
        </span>
        <span className="text-right">
          <Trans>Ukupno</Trans>
        </span>
        <span className="w-9" />
      </div>
      <ul>
        {items.map((item) => (
          <CartItemRow key={item.itemId} item={item} />
        ))}
      </ul>
    </div>
  )
}
