import { Trans, useLingui } from '@lingui/react/macro'
import { productImage, type ProductSummary } from '@vitrina/sdk'
import { ACCOUNT_MESSAGE_KEYS, paymentStatusKey, type OrderDetail, type OrderItem } from '@vitrina/sdk/account'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ProductImage } from '../catalog/product-image'
import { usePagePath } from '../routing/use-page-path'
import { useOrderDetail } from './order-detail-data'
import { formatOrderDate, useOrderMoney } from './order-format'
import { LoadFailure, LoadingNote } from './profile-load-state'

const THUMB_SIZE = 64

/**
 * One order in detail (storefront spec §2 "Detail view"): 'Povratak' to the list, the order number and date, the
 * delivery address, delivery and payment methods, the articles, and the totals. Missing values show the SDK's
 * fallback keys ('Nema kontakt imena' ...) and amounts '0 EUR'.
 */
export function OrderDetailView({ orderId }: { orderId: string }) {
  const { t } = useLingui()
  const { order, products, status, retry } = useOrderDetail(orderId)

  return (
    <div className="space-y-6">
      {/* The list is the same tab without `order`: a link, which history replace keeps out of the back button. */}
      <Link to="?tab=order_history" replace preventScrollReset className="inline-flex items-center gap-1 font-bold text-rose-600 hover:underline">
        <span aria-hidden="true">←</span> <Trans>Povratak</Trans>
      </Link>
      {status === 'failed' ? (
        <LoadFailure message={t`Narudžbu nije moguće učitati.`} onRetry={retry} />
      ) : status === 'loading' || !order ? (
        <LoadingNote />
      ) : (
        <OrderDetailContent order={order} products={products} />
      )}
    </div>
  )
}

function OrderDetailContent({ order, products }: { order: OrderDetail; products: Array<ProductSummary | null> }) {
  const { t, i18n } = useLingui()
  const money = useOrderMoney()
  const { number, totalQuantity } = order
  const date = formatOrderDate(order.issuedOn)

  return (
    <>
      <header>
        <h2 className="text-2xl font-extrabold text-ink-900">{t`Narudžba ${number}`}</h2>
        <p className="mt-1 text-ink-600">
          <Trans>Datum narudžbe: {date}</Trans> · {i18n._(paymentStatusKey(order.paymentStatus))}
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-3">
        <InfoCard title={t`Adresa dostave`}>
          <p className="font-bold">{order.contactName ?? i18n._(ACCOUNT_MESSAGE_KEYS.noContactName)}</p>
          <p className="break-words">{order.contactEmail ?? i18n._(ACCOUNT_MESSAGE_KEYS.noContactEmail)}</p>
          <p>{order.contactAddress ?? i18n._(ACCOUNT_MESSAGE_KEYS.noContactAddress)}</p>
        </InfoCard>
        <InfoCard title={t`Način dostave`}>
          <p>{order.deliveryMethodName ?? i18n._(ACCOUNT_MESSAGE_KEYS.noDeliveryMethod)}</p>
          <p className="font-bold">{money(order.deliveryAmount)}</p>
        </InfoCard>
        <InfoCard title={t`Način plaćanja`}>
          <p>{order.paymentMethodName ?? i18n._(ACCOUNT_MESSAGE_KEYS.noPaymentMethod)}</p>
        </InfoCard>
      </div>
      <section aria-labelledby="order-items-title">
        <h3 id="order-items-title" className="text-lg font-extrabold text-ink-900">
          <Trans>Ukupno artikala: {totalQuantity}</Trans>
        </h3>
        <ul className="mt-3 divide-y divide-cream-200">
          {order.items.map((item, index) => (
            <li key={item.id}>
              <OrderLine order={order} item={item} product={products[index] ?? null} />
            </li>
          ))}
        </ul>
      </section>
      <dl className="space-y-2 rounded-2xl bg-cream-50 p-5 md:ml-auto md:max-w-sm">
        <Total label={t`Osnovica s PDV-om`}>{money(order.baseAmount + order.taxAmount)}</Total>
        <Total label={t`Ukupno PDV`}>{money(order.taxAmount)}</Total>
        <Total label={t`Dostava`}>{money(order.deliveryAmount)}</Total>
        <Total label={t`Ukupno`} strong>
          {money(order.finalAmount)}
        </Total>
      </dl>
    </>
  )
}

/**
 * An article of the order: the picture stored with the order (it does not change when the catalogue does), else
 * the product's; the name links to the product page once the product is known.
 */
function OrderLine({ order, item, product }: { order: OrderDetail; item: OrderItem; product: ProductSummary | null }) {
  const pathTo = usePagePath()
  const money = useOrderMoney()
  const stored = order.itemImages.find((image) => item.productId !== null && String(image.id) === String(item.productId))?.media
  const media = stored ?? (product ? productImage(product) : null)
  const name = item.name || product?.name || item.sku
  return (
    <div className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-center gap-3 py-3">
      <div className="size-16 overflow-hidden rounded-xl bg-cream-50">
        <ProductImage media={media} name={name} width={THUMB_SIZE} height={THUMB_SIZE} renditions={['Small']} className="size-16" />
      </div>
      <div className="min-w-0">
        {product?.slug ? (
          <Link to={pathTo('product', { slug: product.slug })} className="font-bold text-ink-900 hover:text-rose-600">
            {name}
          </Link>
        ) : (
          <p className="font-bold text-ink-900">{name}</p>
        )}
        <p className="text-sm text-ink-600">
          {item.qty} × {money(item.finalPrice)}
        </p>
      </div>
      <p className="font-bold text-ink-900">{money(item.rowTotal)}</p>
    </div>
  )
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl p-4 ring-1 ring-cream-200">
      <h3 className="mb-2 text-sm font-extrabold tracking-wide text-ink-500 uppercase">{title}</h3>
      <div className="space-y-1 text-ink-900">{children}</div>
    </section>
  )
}

function Total({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-cream-200 pt-2 text-lg font-extrabold' : ''}`}>
      <dt className={strong ? '' : 'text-ink-600'}>{label}</dt>
      <dd className="font-bold">{children}</dd>
    </div>
  )
}
