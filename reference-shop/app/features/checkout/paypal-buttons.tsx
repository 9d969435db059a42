import { Trans } from '@lingui/react/macro'
import { useCheckout, useStorefront } from '@vitrina/react'
import type { PayPalPayment } from '@vitrina/sdk'
import { useEffect, useRef, useState } from 'react'
import { loadPayPal, paypalScriptUrl } from './paypal.script'

/**
 * Spec §4 PayPal: "a provider script loads dynamically and buttons render; a normal order is created with the
 * total; after approval a success call runs" (`completePayPal`, which clears the cart session; the page then
 * follows the completion). A cancel at the provider cancels the order (`cancelPayPal`): the cart works again,
 * a notice says the payment did not go through, and the page is back at choosing how to pay.
 */
export function PayPalButtons({ payment }: { payment: PayPalPayment }) {
  const shop = useStorefront()
  const { completePayPal, cancelPayPal } = useCheckout()
  const container = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    let active = true
    const target = container.current
    loadPayPal(paypalScriptUrl(shop.options.apiUrl)).then(
      async (paypal) => {
        if (!active || !target) return
        await paypal
          .Buttons({
            createOrder: () => payment.id,
            onApprove: async (_data, actions) => {
              const details = await actions.order.capture()
              const completed = await completePayPal(details)
              if (!completed.ok && active) setStatus('failed')
            },
            onCancel: async () => {
              const cancelled = await cancelPayPal()
              if (!cancelled.ok && active) setStatus('failed')
            },
            onError: () => active && setStatus('failed'),
          })
          .render(target)
        if (active) setStatus('ready')
      },
      () => active && setStatus('failed'),
    )
    return () => {
      active = false
      target?.replaceChildren()
    }
  }, [shop, payment.id, completePayPal, cancelPayPal])

  return (
    <div className="space-y-3" aria-busy={status === 'loading'}>
      <p className="font-semibold">
        <Trans>Dovršite plaćanje putem PayPala.</Trans>
      </p>
      {status === 'failed' && (
        <p role="alert" className="rounded-2xl bg-rose-100 px-4 py-3 text-sm font-semibold text-rose-600">
          <Trans>PayPal plaćanje trenutačno nije moguće. Molimo pokušajte ponovno.</Trans>
        </p>
      )}
      <div ref={container} />
    </div>
  )
}
