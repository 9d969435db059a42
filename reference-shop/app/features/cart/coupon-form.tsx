import { createCartService } from '@vitrina/sdk'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCart, useStorefront } from '@vitrina/react'
import { useEffect, useId, useState } from 'react'
import { useMoney } from './cart.format'
import { preloadCartCheckout, withCartCheckout } from './cart-checkout'

/**
 * The coupon field of the cart (spec §4 "Coupon"): while applying the button reads 'Dodajem...' and is
 * disabled; an applied coupon shows its code and negative amount and can be removed, which clears the field.
 * The SDK signals a failure with `couponError`; its toast comes through the notices. The SDK's cart checkout side
 * loads with the field's first use (cart-checkout.ts).
 */
export function CouponForm() {
  const { t } = useLingui()
  const id = useId()
  const shop = useStorefront()
  const cartService = createCartService(shop)
  const { cart } = useCart()
  const [applyingCoupon, setApplyingCoupon] = useState(false)
  const money = useMoney()
  const [code, setCode] = useState('')
  const [failed, setFailed] = useState(false)

  useEffect(
    () =>
      cartService.listen((event) => {
        if (event.type === 'couponError') setFailed(true)
        if (event.type === 'couponApplied') setFailed(false)
      }),
    [cartService],
  )

  const applied = cart?.couponCode ?? cart?.coupon?.code ?? null

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-2xl bg-emerald-50 px-4 py-3 text-sm">
        <p>
          <Trans>Kupon</Trans> <strong className="font-bold">{applied}</strong>: <span className="font-semibold">{money(cart?.prices.coupon)}</span>
        </p>
        <button
          type="button"
          className="whitespace-nowrap font-semibold text-rose-600 underline-offset-2 hover:underline"
          onClick={() => {
            setCode('')
            void withCartCheckout(shop, (checkout) => checkout.removeCoupon())
          }}
        >
          {t`Ukloni kupon`}
        </button>
      </div>
    )
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = code.trim()
        if (trimmed === '' || applyingCoupon) return
        setFailed(false)
        setApplyingCoupon(true)
        void withCartCheckout(shop, (checkout) => checkout.applyCoupon(trimmed)).finally(() => setApplyingCoupon(false))
      }}
    >
      <label htmlFor={`${id}-coupon`} className="text-sm font-semibold">
        <Trans>Kod kupona</Trans>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-coupon`}
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onFocus={preloadCartCheckout}
          autoComplete="off"
          aria-invalid={failed || undefined}
          aria-describedby={failed ? `${id}-coupon-error` : undefined}
          className="min-w-0 flex-1 rounded-full border border-ink-200 bg-white px-4 py-2 text-sm focus:border-rose-400 focus:outline-none"
        />
        <button
          type="submit"
          disabled={applyingCoupon || code.trim() === ''}
          className="rounded-full bg-ink-900 px-5 py-2 text-sm font-bold text-white transition-colors hover:bg-ink-800 disabled:cursor-not-allowed disabled:bg-ink-300"
        >
          {applyingCoupon ? t`Dodajem...` : t`Primijeni`}
        </button>
      </div>
      {failed && (
        <p id={`${id}-coupon-error`} role="alert" className="mt-2 text-sm text-rose-700">
          <Trans>Unešeni kupon nije valjan, probajte sa drugim kuponom.</Trans>
        </p>
      )}
    </form>
  )
}
