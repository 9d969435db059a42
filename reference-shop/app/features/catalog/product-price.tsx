import { Trans } from '@lingui/react/macro'
import { useLanguage } from '@vitrina/react'
import { formatPrice, formatSecondaryPrice, priceOf, type PricedProduct } from '@vitrina/sdk'

/**
 * The price area of a card or product page: 'Cijena na upit' in the price-on-request categories, else the price
 * to pay, the regular price struck through and the lowest price of 30 days when discounted (spec §9).
 */
export function ProductPrice({ product, size = 'card' }: { product: PricedProduct; size?: 'card' | 'page' }) {
  const { language } = useLanguage()
  const view = priceOf(product)
  if (view.kind === 'onRequest') {
    return (
      <p className={`font-bold text-ink-900 ${size === 'page' ? 'text-2xl' : ''}`}>
        <Trans>Cijena na upit</Trans>
      </p>
    )
  }
  const lowest = view.lowestPrice === null ? null : formatPrice(view.lowestPrice, { language })
  return (
    <div className="space-y-0.5">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`font-extrabold ${view.regularPrice === null ? 'text-ink-900' : 'text-rose-600'} ${size === 'page' ? 'text-3xl' : 'text-lg'}`}>
          {formatPrice(view.finalPrice, { language })}
        </span>
        {view.regularPrice !== null && (
          <s className="text-sm text-ink-500">
            <span className="sr-only">
              <Trans>Redovna cijena:</Trans>{' '}
            </span>
            {formatPrice(view.regularPrice, { language })}
          </s>
        )}
      </p>
      <p className="text-xs text-ink-500">{formatSecondaryPrice(view.finalPrice, { language })}</p>
      {lowest && (
        <p className="text-xs text-ink-500">
          <Trans>Najniža cijena u zadnjih 30 dana: {lowest}</Trans>
        </p>
      )}
    </div>
  )
}
