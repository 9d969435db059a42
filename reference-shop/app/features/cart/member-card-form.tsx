import { createCartService } from '@vitrina/sdk'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAuth, useStorefront } from '@vitrina/react'
import { useEffect, useId, useState } from 'react'
import { preloadCartCheckout, withCartCheckout } from './cart-checkout'

/**
 * The member card field, for logged-in shoppers only (spec §4 "Member card barcode"). Success and failure
 * toasts are the SDK's notices; an empty field is the SDK's `memberCardEmpty` event. The SDK's cart checkout side
 * loads with the field's first use (cart-checkout.ts).
 */
export function MemberCardForm() {
  const { t } = useLingui()
  const id = useId()
  const { user } = useAuth()
  const shop = useStorefront()
  const cartService = createCartService(shop)
  const [barcode, setBarcode] = useState(user?.memberCardBarcode ?? '')
  const [empty, setEmpty] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(
    () =>
      cartService.listen((event) => {
        if (event.type === 'memberCardEmpty') setEmpty(true)
        if (event.type === 'memberCardApplied') setEmpty(false)
      }),
    [cartService],
  )

  if (!user) return null

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setEmpty(false)
        setBusy(true)
        void withCartCheckout(shop, (checkout) => checkout.applyMemberCard(barcode.trim())).finally(() => setBusy(false))
      }}
    >
      <label htmlFor={`${id}-card`} className="text-sm font-semibold">
        <Trans>Članska iskaznica</Trans>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-card`}
          name="memberCard"
          inputMode="numeric"
          value={barcode}
          onChange={(event) => setBarcode(event.target.value)}
          onFocus={preloadCartCheckout}
          className="min-w-0 flex-1 rounded-full border border-ink-200 bg-white px-4 py-2 text-sm focus:border-rose-400 focus:outline-none"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-ink-900 px-5 py-2 text-sm font-bold text-white transition-colors hover:bg-ink-800 disabled:cursor-not-allowed disabled:bg-ink-300"
        >
          {t`Primijeni`}
        </button>
      </div>
      {empty && (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          <Trans>Unesite broj članske iskaznice.</Trans>
        </p>
      )}
    </form>
  )
}
