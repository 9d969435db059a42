import { createCartService, createCheckoutService } from '@vitrina/sdk'
import { useCheckout, useStorefront } from '@vitrina/react'
import type { Cart, CheckoutCompletion, CheckoutRedirect, CheckoutSnapshot } from '@vitrina/sdk'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { submitHostedForm } from './hosted-form'
import { rememberPurchase } from './purchase.stash'

function outcomeOf(snapshot: CheckoutSnapshot): CheckoutCompletion | CheckoutRedirect | null {
  if (snapshot.state === 'completed') return snapshot.completion
  if (snapshot.state === 'redirecting') return snapshot.redirect
  return null
}

/**
 * Follows a placed order wherever it came from (the submit button, or the skipped payment step of a single
 * HPF method): a completed order goes to its thank-you page, an HPF order submits the provider's form; PayPal
 * renders its buttons in the payment step. The cart the order was placed with is kept for the purchase event.
 *
 * @param onOrderCreated - Runs once per created order before the page moves on (the consent log): leaving for the
 *   thank-you page or the payment provider would cancel a request still under way. Its outcome does not stop the
 *   order. A PayPal order runs it when its buttons appear, not again when the approved payment completes.
 */
export function useOrderOutcome(onOrderCreated: () => Promise<unknown> = async () => undefined): void {
  const shop = useStorefront()
  const { snapshot } = useCheckout()
  const navigate = useNavigate()
  // An outcome that was there before this page (an earlier order in this tab) is not followed again.
  const handled = useRef(outcomeOf(createCheckoutService(shop).$state.get()))
  const latestCart = useLatestCart()
  // The latest callback: it closes over the form as it was when the order was placed.
  const created = useRef(onOrderCreated)
  created.current = onOrderCreated

  useEffect(() => {
    const outcome = outcomeOf(snapshot)
    const previous = handled.current
    if (!outcome || previous === outcome) return
    handled.current = outcome
    const cart = latestCart.current
    // An approved PayPal payment completes the order whose redirect came before: it was created (and followed) then.
    const paypalCompleted = previous !== null && 'provider' in previous && previous.provider === 'paypal' && 'url' in outcome
    void (paypalCompleted ? Promise.resolve() : created.current()).then(() => {
      if ('url' in outcome) {
        rememberPurchase(outcome.orderSlug, cart)
        void navigate(outcome.url)
        return
      }
      if (outcome.orderSlug) rememberPurchase(outcome.orderSlug, cart)
      if (outcome.provider === 'hpf') submitHostedForm(outcome.html)
    })
  }, [snapshot, navigate, latestCart])
}

/**
 * The last cart the page saw. Placing an order checks the cart against the server (which replaces it with
 * the server's) and, for cash, clears it before the thank-you page: this keeps the one the order was made of.
 */
function useLatestCart(): { readonly current: Cart | null } {
  const cart = createCartService(useStorefront())
  const latest = useRef<Cart | null>(cart.$cart.get())
  useEffect(
    () =>
      cart.$cart.subscribe((next) => {
        if (next) latest.current = next
      }),
    [cart],
  )
  return latest
}
