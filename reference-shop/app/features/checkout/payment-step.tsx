import { Trans, useLingui } from '@lingui/react/macro'
import { useCheckout } from '@vitrina/react'
import type { FormEvent } from 'react'
import { StepButton } from './checkout-controls'
import { PayPalButtons } from './paypal-buttons'
import { StepNotice } from './step-notice'
import { ChoiceCard } from './choice-card'

export interface PaymentStepProps {
  /** Places the order with the form's messages, consents and return URLs. */
  onPlaceOrder: () => void
}

/**
 * Step 3 (storefront spec §4): the payment methods (a choice is saved at once; a failed save restores the
 * previous one), then the order. While it is placed the button is disabled, and the SDK refuses a second
 * submit anyway. A changed cart stops the order with the 'cart updated' notice; an invalid member card with
 * an alert. After an HPF order the browser goes to the provider; after a PayPal order its buttons show here.
 */
export function PaymentStep({ onPlaceOrder }: PaymentStepProps) {
  const { t, i18n } = useLingui()
  const { snapshot, paymentMethods, selectedPayment, errors, submitting, selectPayment, loadPaymentMethods } = useCheckout()
  const saving = snapshot.saving === 'payment'
  const placing = submitting || snapshot.orderRequested
  const redirect = snapshot.state === 'redirecting' ? snapshot.redirect : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (placing || saving) return
    onPlaceOrder()
  }

  if (redirect?.provider === 'paypal') return <PayPalButtons payment={redirect.payment} />
  if (redirect?.provider === 'hpf') {
    return (
      <p role="status" className="font-semibold">
        <Trans>Preusmjeravamo vas na stranicu za plaćanje…</Trans>
      </p>
    )
  }

  if (paymentMethods.length === 0) {
    // Spec §4: "When a call reports an error the delivery and payment lists are emptied".
    return (
      <div className="space-y-4">
        <StepNotice snapshot={snapshot} errors={errors} />
        <p>
          <Trans>Trenutačno nema dostupnih načina plaćanja.</Trans>
        </p>
        <button type="button" onClick={() => void loadPaymentMethods()} className="font-bold text-rose-600 underline-offset-2 hover:underline">
          <Trans>Pokušaj ponovno</Trans>
        </button>
      </div>
    )
  }

  return (
    <form method="post" noValidate onSubmit={submit} aria-busy={placing || saving} className="space-y-6">
      <fieldset className="space-y-3" aria-describedby={errors.paymentMethod ? 'checkout-payment-error' : undefined}>
        <legend className="sr-only">
          <Trans>Način plaćanja</Trans>
        </legend>
        {paymentMethods.map((method) => (
          <ChoiceCard
            key={String(method.id)}
            name="paymentMethod"
            value={String(method.id)}
            checked={String(selectedPayment?.id ?? '') === String(method.id)}
            disabled={saving || placing}
            onChange={() => void selectPayment(method.id)}
            label={method.name}
          >
            {method.description && <p className="text-sm text-ink-600">{method.description}</p>}
          </ChoiceCard>
        ))}
        {errors.paymentMethod && (
          <p id="checkout-payment-error" role="alert" className="text-sm font-semibold text-rose-600">
            {i18n._(errors.paymentMethod)}
          </p>
        )}
      </fieldset>
      {errors.consents && (
        <p role="alert" className="text-sm font-semibold text-rose-600">
          {i18n._(errors.consents)}
        </p>
      )}
      <StepNotice snapshot={snapshot} errors={errors} />
      <StepButton busy={placing} disabled={saving}>
        {placing ? t`Šaljem narudžbu…` : t`Potvrdi narudžbu`}
      </StepButton>
    </form>
  )
}
