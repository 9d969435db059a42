import { createCartService, createCheckoutService, createConsentsService } from '@vitrina/sdk'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAuth, useCart, useCheckout, useStorefront } from '@vitrina/react'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Breadcrumb } from '../layout/breadcrumb'
import { usePagePath } from '../routing/use-page-path'
import { AddressStep } from './address-step'
import { useSavedAddresses } from './saved-addresses'
import {
  acceptedConsentIds,
  consentsOf,
  initialCheckoutValues,
  orderOptionsOf,
  type CheckoutConsentOption,
  type CheckoutFormValues,
  type CheckoutReturnUrls,
} from './checkout.form'
import { activeStepOf, CHECKOUT_STEPS, goBackTo, isStepState, type CheckoutStepId } from './checkout.steps'
import { CheckoutStep } from './checkout-step'
import { CheckoutSummary } from './checkout-summary'
import { PaymentStep } from './payment-step'
import { ShippingStep } from './shipping-step'
import { useOrderOutcome } from './use-order-outcome'
import { useStepScroll } from './use-step-scroll'

export interface CheckoutPageProps {
  /** Absolute URLs of this shop's thank-you and failure pages, for the payment provider. */
  returnUrls: CheckoutReturnUrls
  /** The site's checkout consents, shown as checkboxes; none when the site has none; null when they could not be loaded. */
  consents?: CheckoutConsentOption[] | null
}

/**
 * /naplata (storefront spec §2 and §4): address, shipping and payment as three steps, with going back to an
 * earlier step, the order summary beside them, and the active step scrolled into view. Every visit starts at
 * the address step. A cart that is (or becomes) empty sends the shopper to /kosarica. Once the order is created,
 * the consents the shopper ticked are logged with their e-mail before the page moves on.
 */
export function CheckoutPage({ returnUrls, consents = [] }: CheckoutPageProps) {
  const { t } = useLingui()
  const shop = useStorefront()
  const { snapshot, countries, selectedDelivery, selectedBranch, submit } = useCheckout()
  const { cart, session } = useCart()
  const { user } = useAuth()
  const navigate = useNavigate()
  const pathTo = usePagePath()
  const [values, setValues] = useState<CheckoutFormValues>(() => initialCheckoutValues(user))
  const active = activeStepOf(snapshot.state)
  const activeSection = useRef<HTMLElement>(null)
  useStepScroll(active, activeSection)
  // Spec §5 "Payment step: consents validate against the user's e-mail": the account's, else the one the guest gave.
  const email = user?.email ?? values.delivery.contactEmail
  const accepted = acceptedConsentIds(consents ?? [], values)
  useOrderOutcome(() => createConsentsService(shop).log(accepted, email))

  useEffect(() => {
    const checkout = createCheckoutService(shop)
    checkout.reset()
    if (createCartService(shop).$session.get()) void checkout.loadCountries()
  }, [shop])

  // The allowed countries are known only now: Croatia first when allowed, else the first one.
  useEffect(() => {
    if (countries.length === 0) return
    setValues((current) => {
      if (current.delivery.country !== '') return current
      const country = countries.find((candidate) => candidate.iso === 'HR') ?? countries[0]!
      return { ...current, delivery: { ...current.delivery, country: country.iso }, billing: { ...current.billing, country: country.iso } }
    })
  }, [countries])

  const saved = useSavedAddresses(countries, (address) => setValues((current) => ({ ...current, delivery: address })))

  // Only during the steps: placing a cash order clears the cart session before the thank-you page opens.
  const emptyCart = session === null || (cart !== null && cart.items.length === 0)
  const cartPath = pathTo('cart')
  const leftForCart = useRef(false)
  useEffect(() => {
    if (!emptyCart || !isStepState(snapshot.state) || leftForCart.current) return
    leftForCart.current = true
    void navigate(cartPath, { replace: true })
  }, [emptyCart, snapshot.state, navigate, cartPath])

  const canGoBack = isStepState(snapshot.state) && snapshot.saving === null
  const statusOf = (step: CheckoutStepId): 'done' | 'active' | 'upcoming' => {
    const order = CHECKOUT_STEPS.indexOf(step) - CHECKOUT_STEPS.indexOf(active)
    return order < 0 ? 'done' : order === 0 ? 'active' : 'upcoming'
  }
  const step = (id: CheckoutStepId) => ({
    status: statusOf(id),
    onEdit: canGoBack ? () => goBackTo(id, createCheckoutService(shop)) : null,
    sectionRef: id === active ? activeSection : undefined,
  })
  const { delivery } = values
  const branch = selectedDelivery?.branches.find((candidate) => String(candidate.id) === String(selectedBranch))

  return (
    <div className="wrapper py-8 lg:py-12">
      <Breadcrumb title={t`Naplata`} />
      <h1 className="mt-4 text-3xl font-extrabold">
        <Trans>Naplata</Trans>
      </h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_380px]">
        <div className="min-w-0 space-y-6">
          <CheckoutStep
            number={1}
            title={t`Adresa dostave`}
            summary={`${delivery.firstName} ${delivery.lastName}, ${delivery.street} ${delivery.houseNumber}, ${delivery.zipCode} ${delivery.city}`}
            {...step('address')}
          >
            <AddressStep values={values} onChange={setValues} consents={consents} saved={saved} />
          </CheckoutStep>
          <CheckoutStep number={2} title={t`Način dostave`} summary={[selectedDelivery?.name, branch?.name].filter(Boolean).join(': ')} {...step('shipping')}>
            <ShippingStep />
          </CheckoutStep>
          <CheckoutStep number={3} title={t`Način plaćanja`} summary={null} {...step('payment')}>
            <PaymentStep onPlaceOrder={() => void submit(orderOptionsOf(values, returnUrls, consentsOf(consents ?? [], values)))} />
          </CheckoutStep>
        </div>
        {cart && cart.items.length > 0 && (
          <aside className="min-w-0 rounded-3xl bg-white p-6 shadow-sm lg:self-start">
            <CheckoutSummary cart={cart} />
          </aside>
        )}
      </div>
    </div>
  )
}
