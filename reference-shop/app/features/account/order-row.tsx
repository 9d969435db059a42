import { Trans, useLingui } from '@lingui/react/macro'
import type { Id } from '@vitrina/sdk'
import { orderImagesPreview, paymentStatusKey, type OrderItemImage, type OrderSummary } from '@vitrina/sdk/account'
import type { ReactNode } from 'react'
import { ProductImage } from '../catalog/product-image'
import { formatOrderDate, useOrderMoney } from './order-format'

const THUMB_SIZE = 56

/**
 * One order of the history (storefront spec §2): up to three item pictures and '+N' for the rest, the order
 * number, amount, date and payment status, and 'Pogledaj' for the detail view.
 */
export function OrderRow({ order, onShow }: { order: OrderSummary; onShow: (id: Id) => void }) {
  const { t, i18n } = useLingui()
  const money = useOrderMoney()
  const { shown, more } = orderImagesPreview(order)
  const { number } = order
  const nameOf = (image: OrderItemImage) => order.items.find((item) => String(item.productId) === String(image.id))?.name ?? number

  return (
    <article aria-label={t`Narudžba ${number}`} className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-cream-200 lg:flex-row lg:items-center">
      <ul aria-label={t`Proizvodi narudžbe`} className="flex shrink-0 items-center gap-2">
        {shown.map((image, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order may hold the same image twice; id and place tell them apart
          <li key={`${image.id}-${index}`} className="size-14 overflow-hidden rounded-xl bg-cream-50">
            <ProductImage media={image.media} name={nameOf(image)} width={THUMB_SIZE} height={THUMB_SIZE} renditions={['Small']} className="size-14" />
          </li>
        ))}
        {more > 0 && <li className="grid size-14 place-items-center rounded-xl bg-cream-100 font-extrabold text-ink-800">+{more}</li>}
      </ul>
      <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 text-sm md:grid-cols-4">
        <RowValue label={t`Broj narudžbe`}>{number}</RowValue>
        <RowValue label={t`Iznos`}>{money(order.finalAmount)}</RowValue>
        <RowValue label={t`Datum narudžbe`}>{formatOrderDate(order.issuedOn) || '–'}</RowValue>
        <RowValue label={t`Status plaćanja`}>{i18n._(paymentStatusKey(order.paymentStatus))}</RowValue>
      </dl>
      <button
        type="button"
        aria-label={t`Pogledaj narudžbu ${number}`}
        onClick={() => onShow(order.id)}
        className="shrink-0 rounded-full border-2 border-rose-600 px-5 py-2 text-sm font-bold text-rose-600 hover:bg-rose-100"
      >
        <Trans>Pogledaj</Trans>
      </button>
    </article>
  )
}

function RowValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-500">{label}</dt>
      <dd className="font-bold break-words text-ink-900">{children}</dd>
    </div>
  )
}
