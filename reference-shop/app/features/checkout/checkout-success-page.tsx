import { Trans } from '@lingui/react/macro'
import { useCheckout } from '@vitrina/react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { usePagePath } from '../routing/use-page-path'
import { pushToDataLayer, takePurchaseEvent } from './purchase.stash'

/**
 * /naplata/uspjesna (storefront spec §2): the order number from the query parameter orderSlug, thanks and a
 * link home. It pushes the purchase event of the order placed in this tab to the data layer, and, when the
 * shopper comes back from the payment provider, forgets the cart session (the paid cart is archived).
 */
export function CheckoutSuccessPage() {
  const pathTo = usePagePath()
  const [query] = useSearchParams()
  const orderSlug = query.get('orderSlug')
  const { resumeFromProvider } = useCheckout()

  useEffect(() => {
    // Without an order slug this is no return from an order: the shopper's cart is left alone.
    if (!orderSlug) return
    resumeFromProvider({ outcome: 'success', orderSlug })
    const event = takePurchaseEvent(orderSlug)
    if (event) pushToDataLayer(event)
  }, [orderSlug, resumeFromProvider])

  return (
    <div className="wrapper py-12 lg:py-16">
      <section className="mx-auto max-w-xl rounded-3xl bg-white px-6 py-10 text-center shadow-sm sm:px-10">
        <h1 className="text-3xl font-extrabold">
          <Trans>Hvala na narudžbi!</Trans>
        </h1>
        {orderSlug && (
          <p className="mt-4 text-lg">
            <Trans>
              Broj narudžbe: <strong className="font-extrabold">{orderSlug}</strong>
            </Trans>
          </p>
        )}
        <p className="mt-4 text-ink-600">
          <Trans>Vaša narudžba je zaprimljena. Potvrdu ćemo vam poslati e-mailom.</Trans>
        </p>
        <Link to={pathTo('home')} className="mt-8 inline-block rounded-full bg-rose-500 px-6 py-3 font-bold text-white transition-colors hover:bg-rose-600">
          <Trans>Povratak na početnu</Trans>
        </Link>
      </section>
    </div>
  )
}
