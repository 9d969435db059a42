import { Trans, useLingui } from '@lingui/react/macro'
import { useCheckout, useStorefront } from '@vitrina/react'
import { validateConsents } from '@vitrina/sdk'
import { useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react'
import { AddressFields } from './address-fields'
import { addressFormOf, addressIssues, consentsOf, type AddressField, type CheckoutConsentOption, type CheckoutFormValues } from './checkout.form'
import { CheckboxField, TextAreaField, TextField } from '../forms/form-fields'
import { StepButton } from './checkout-controls'
import { ConsentFields, toggledConsents } from '../consent/consent-fields'
import { SavedAddresses, type SavedAddressesProps } from './saved-addresses'
import { StepNotice } from './step-notice'

/** Order creation payload limits (docs/contract/checkout.md): the messages 1000 characters, `to` and `from` 200. */
const MESSAGE_MAX = 1000
const NAME_MAX = 200

export interface AddressStepProps {
  values: CheckoutFormValues
  /** Takes updates as functions of the current values: a change never undoes one that is still pending (the default country). */
  onChange: Dispatch<SetStateAction<CheckoutFormValues>>
  /** The checkout's consents; null when they could not be loaded (the step then asks to reload the page). */
  consents: CheckoutConsentOption[] | null
  /** A logged-in shopper's saved addresses, the one chosen, and what choosing one does (features/checkout/saved-addresses.tsx). */
  saved?: SavedAddressesProps
}

/**
 * Step 1 (storefront spec §4 and §5): a logged-in shopper's saved addresses to choose from, the delivery address, company data in company mode, an optional separate
 * billing address, the checkout consents (required ones with an asterisk), an order message and a gift message.
 * Messages show per field once the step was submitted and follow the typing from then on; the SDK validates again,
 * saves and moves on.
 */
export function AddressStep({ values, onChange, consents, saved }: AddressStepProps) {
  const { t, i18n } = useLingui()
  const shop = useStorefront()
  const { snapshot, countries, errors, submitAddress } = useCheckout()
  const [touched, setTouched] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const issues = touched ? addressIssues(values) : {}
  const consentKey = touched ? validateConsents(consents, values.acceptedConsents)?.issues[0]?.messageKey : errors.consents
  const saving = snapshot.saving === 'address'

  const set = <K extends keyof CheckoutFormValues>(key: K, value: CheckoutFormValues[K]) => onChange((current) => ({ ...current, [key]: value }))
  const setAddress = (which: 'delivery' | 'billing') => (field: AddressField, value: string) =>
    onChange((current) => ({ ...current, [which]: { ...current[which], [field]: value } }))
  const toggleConsent = (uniqueNumber: string, checked: boolean) =>
    onChange((current) => ({
      ...current,
      acceptedConsents: toggledConsents(current.acceptedConsents, uniqueNumber, checked),
    }))
  const companyError = (field: 'companyName' | 'companyOIB') => {
    const issue = issues[field]
    return issue && i18n._(issue.messageKey, issue.params)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(true)
    const found = addressIssues(values)
    const first = Object.keys(found)[0]
    if (first) {
      // The SDK would refuse the same issues; the first invalid field gets the focus instead of a round trip.
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    // Spec §4 "validate consents ..., stop if invalid" with the SDK's rule, which also knows that "consents must be
    // loaded before submit"; the spec's error toast goes with it. The checkout checks the required ones again.
    const consentProblem = validateConsents(consents, values.acceptedConsents)
    if (consentProblem) {
      shop.notices.notify({ level: 'error', key: consentProblem.issues[0]!.messageKey })
      return
    }
    await submitAddress(addressFormOf(values), { consents: consentsOf(consents ?? [], values) })
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} aria-busy={saving} className="space-y-8">
      {saved && <SavedAddresses {...saved} />}
      <AddressFields
        prefix="delivery"
        legend={t`Adresa dostave`}
        values={values.delivery}
        issues={issues}
        countries={countries}
        onChange={setAddress('delivery')}
      />

      <div className="space-y-4">
        <CheckboxField
          id="checkout-is-company"
          name="isCompany"
          label={t`Kupujem kao tvrtka (R1 račun)`}
          checked={values.isCompany}
          onChange={(checked) => set('isCompany', checked)}
        />
        {values.isCompany && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="checkout-company-name"
              name="companyName"
              label={t`Naziv tvrtke`}
              value={values.companyName}
              error={companyError('companyName')}
              autoComplete="organization"
              onChange={(value) => set('companyName', value)}
            />
            <TextField
              id="checkout-company-oib"
              name="companyOIB"
              label={t`OIB tvrtke`}
              value={values.companyOIB}
              error={companyError('companyOIB')}
              inputMode="numeric"
              maxLength={11}
              onChange={(value) => set('companyOIB', value)}
            />
          </div>
        )}
        <CheckboxField
          id="checkout-different-billing"
          name="useDifferentBillingAddress"
          label={t`Adresa za račun razlikuje se od adrese dostave`}
          checked={values.useDifferentBillingAddress}
          onChange={(checked) => set('useDifferentBillingAddress', checked)}
        />
      </div>

      {values.useDifferentBillingAddress && (
        <AddressFields
          prefix="billing"
          legend={t`Adresa za račun`}
          values={values.billing}
          issues={issues}
          countries={countries}
          onChange={setAddress('billing')}
        />
      )}

      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-extrabold">
          <Trans>Napomene</Trans>
        </legend>
        <TextAreaField
          id="checkout-order-message"
          name="orderMessage"
          label={t`Napomena uz narudžbu`}
          value={values.orderMessage}
          maxLength={MESSAGE_MAX}
          onChange={(value) => set('orderMessage', value)}
        />
        <CheckboxField
          id="checkout-is-gift"
          name="isGift"
          label={t`Narudžba je poklon`}
          checked={values.isGift}
          onChange={(checked) => set('isGift', checked)}
        />
        {values.isGift && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="checkout-gift-to" name="to" label={t`Za`} value={values.to} maxLength={NAME_MAX} onChange={(value) => set('to', value)} />
            <TextField id="checkout-gift-from" name="from" label={t`Od`} value={values.from} maxLength={NAME_MAX} onChange={(value) => set('from', value)} />
            <div className="sm:col-span-2">
              <TextAreaField
                id="checkout-gift-message"
                name="giftMessage"
                label={t`Poruka uz poklon`}
                value={values.giftMessage}
                maxLength={MESSAGE_MAX}
                onChange={(value) => set('giftMessage', value)}
              />
            </div>
          </div>
        )}
      </fieldset>

      <ConsentFields
        idPrefix="checkout"
        consents={consents}
        accepted={values.acceptedConsents}
        error={consentKey && i18n._(consentKey)}
        onToggle={toggleConsent}
        legendClassName="mb-2 text-lg font-extrabold"
      />

      {snapshot.state === 'address' && <StepNotice snapshot={snapshot} errors={errors} />}
      <StepButton busy={saving}>{saving ? t`Spremam…` : t`Nastavi na dostavu`}</StepButton>
    </form>
  )
}
