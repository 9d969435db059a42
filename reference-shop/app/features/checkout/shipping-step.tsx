import { createCartService, createCheckoutService } from '@vitrina/sdk'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCheckout, useStorefront } from '@vitrina/react'
import { useState, type FormEvent } from 'react'
import { shippingMoney } from './checkout.money'
import { StepButton } from './checkout-controls'
import { PickupBranches } from './pickup-branches'
import { StepNotice } from './step-notice'
import { ChoiceCard } from './choice-card'

/**
 * Step 2 (storefront spec §4 and §5): the delivery methods applicable to the cart with their price including
 * VAT, and for a pickup method its branches. The SDK refuses a missing method (shippingMethodUndefined) or
 * branch (shippingBranchUndefined) without a request, saves the choice and moves on to payment.
 */
export function ShippingStep() {
  const { t, i18n } = useLingui()
  const { snapshot, deliveryMethods, selectedDelivery, selectedBranch, errors, selectDelivery, loadDeliveryMethods } = useCheckout()
  const shop = useStorefront()
  const [methodId, setMethodId] = useState(selectedDelivery ? String(selectedDelivery.id) : '')
  const [branchId, setBranchId] = useState(selectedBranch === null ? '' : String(selectedBranch))
  const saving = snapshot.saving === 'shipping'
  const method = deliveryMethods.find((candidate) => String(candidate.id) === methodId)
  const branch = method?.branches.find((candidate) => String(candidate.id) === branchId)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const saved = await selectDelivery(method?.id ?? (methodId || null), branch?.id ?? (branchId || null))
    // The saved cart carries the delivery price: read it again so the summary (and the header) show it. Not
    // when the payment step was skipped (one HPF method): the order has consumed the cart session by then.
    if (saved.ok && createCheckoutService(shop).$state.get().state === 'payment') void createCartService(shop).load()
  }

  if (deliveryMethods.length === 0) {
    // Spec §4: "When a call reports an error the delivery and payment lists are emptied".
    return (
      <div className="space-y-4">
        <StepNotice snapshot={snapshot} errors={errors} />
        <p>
          <Trans>Trenutačno nema dostupnih načina dostave.</Trans>
        </p>
        <button type="button" onClick={() => void loadDeliveryMethods()} className="font-bold text-rose-600 underline-offset-2 hover:underline">
          <Trans>Pokušaj ponovno</Trans>
        </button>
      </div>
    )
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-busy={saving} className="space-y-6">
      <fieldset className="space-y-3" aria-describedby={errors.shippingMethod ? 'checkout-shipping-error' : undefined}>
        <legend className="sr-only">
          <Trans>Način dostave</Trans>
        </legend>
        {deliveryMethods.map((candidate) => {
          const free = candidate.price === 0
          return (
            <ChoiceCard
              key={String(candidate.id)}
              name="deliveryMethod"
              value={String(candidate.id)}
              checked={methodId === String(candidate.id)}
              disabled={saving}
              onChange={() => {
                setMethodId(String(candidate.id))
                setBranchId('')
              }}
              labelClassName="flex flex-wrap justify-between gap-2 font-bold"
              label={
                <>
                  <span>{candidate.name}</span>
                  <span className="tabular-nums">{free ? t`Besplatno` : shippingMoney(candidate.price, candidate.taxRate)}</span>
                </>
              }
            >
              {candidate.description && <p className="text-sm text-ink-600">{candidate.description}</p>}
              {!free && candidate.cartPrice === 0 && (
                <p className="text-sm font-semibold text-mint-700">
                  <Trans>Za ovu narudžbu dostava je besplatna.</Trans>
                </p>
              )}
            </ChoiceCard>
          )
        })}
        {errors.shippingMethod && (
          <p id="checkout-shipping-error" role="alert" className="text-sm font-semibold text-rose-600">
            {i18n._(errors.shippingMethod)}
          </p>
        )}
      </fieldset>

      {method && method.branches.length > 0 && (
        <PickupBranches
          branches={method.branches}
          selected={branchId}
          error={errors.shippingBranch && i18n._(errors.shippingBranch)}
          disabled={saving}
          onSelect={(id) => setBranchId(String(id))}
        />
      )}

      {snapshot.state === 'shipping' && <StepNotice snapshot={snapshot} errors={errors} />}
      <StepButton busy={saving}>{saving ? t`Spremam…` : t`Nastavi na plaćanje`}</StepButton>
    </form>
  )
}
