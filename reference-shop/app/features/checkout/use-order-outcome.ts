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
 */
export function useOrderOutcome(): void {
  const shop = useStorefront()
  const { snapshot } = useCheckout()
  const navigate = useNavigate()
  // An outcome that was there before this page (an earlier order in this tab) is not followed again.
  const handled = useRef(outcomeOf(shop.checkout.$state.get()))
  const latestCart = useLatestCart()

  useEffect(() => {
    const outcome = outcomeOf(snapshot)
    if (!outcome || handled.current === outcome) return
    handled.current = outcome
    if ('url' in outcome) {
      rememberPurchase(outcome.orderSlug, latestCart.current)
      void navigate(outcome.url)
      return
    }
    if (outcome.orderSlug) rememberPurchase(outcome.orderSlug, latestCart.current)
    if (outcome.provider === 'hpf') submitHostedForm(outcome.html)
  }, [snapshot, navigate, latestCart])
}

/**
 * The last cart the page saw. Placing an order checks the cart against the server (which replaces it with
 * the server's) and, for cash, clears it before the thank-you page: this keeps the one the order was made of.
 */
function useLatestCart(): { readonly current: Cart | null } {
  const { cart } = useStorefront()
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
