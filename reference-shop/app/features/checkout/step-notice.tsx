import { useLingui } from '@lingui/react/macro'
import { MESSAGE_KEYS, type CheckoutErrors, type CheckoutSnapshot } from '@vitrina/sdk'
import { useEffect, useState } from 'react'

/** Storefront spec §8 and §9: "info core.notifications.cartUpdated (12 s)", "cart-updated toast 12000 ms". */
export const CART_UPDATED_NOTICE_MS = 12_000

/**
 * The last failure of a step in words, under the step: a refused save, a failed order, the 'cart updated'
 * information (shown for 12 s) or the invalid member card alert. A key that is already shown beside its field
 * (the shipping branch, the payment method) is not repeated.
 */
export function StepNotice({ snapshot, errors }: { snapshot: CheckoutSnapshot; errors: CheckoutErrors }) {
  const { i18n } = useLingui()
  // The snapshot whose cart-updated notice has had its 12 s; a newer snapshot with the same key shows it again.
  const [expired, setExpired] = useState<CheckoutSnapshot | null>(null)
  const key = snapshot.errorKey
  const cartUpdated = key === MESSAGE_KEYS.cartUpdated

  useEffect(() => {
    if (!cartUpdated) return
    const timer = setTimeout(() => setExpired(snapshot), CART_UPDATED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [cartUpdated, snapshot])

  if (!key || Object.values(errors).includes(key)) return null
  if (cartUpdated) {
    if (expired === snapshot) return null
    return (
      <p role="status" className="rounded-2xl bg-sky-100 px-4 py-3 text-sm font-semibold text-ink-800">
        {i18n._(key)}
      </p>
    )
  }
  return (
    <p role="alert" className="rounded-2xl bg-rose-100 px-4 py-3 text-sm font-semibold text-rose-600">
      {i18n._(key)}
    </p>
  )
}
