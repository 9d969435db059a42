import { useStorefront } from '@vitrina/react'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { loadCartCheckout } from '../cart/cart-checkout.load'

/**
 * What runs after a successful login, wherever the form was: navigates as `afterLogin` (login.navigation.ts) decides
 * (the cart after 0.2 s on the instance's clock, so tests use fake time), or calls `stay` (the modal closes).
 * A pending delayed navigation is cancelled when the component that owns the hook unmounts.
 *
 * The rules are a module imported on demand ({@link preloadAfterLoginRules}): every page has the login modal's provider,
 * which holds this hook, and the rules with the SDK's redirect check and the abandoned cart's call would otherwise be
 * part of every page's first load.
 */
export function useAfterLogin(): (stay?: () => void) => void {
  const navigate = useNavigate()
  const location = useLocation()
  const shop = useStorefront()
  const { clock } = shop
  const timer = useRef<unknown>(undefined)

  useEffect(() => () => clock.clearTimeout(timer.current), [clock])

  return (stay) => {
    // Storefront spec §4: after the user (the SDK's login has fetched it) come the abandoned cart session and the
    // wishlist (the SDK's wishlist service fetches it by itself when the user changes). The abandoned cart is not
    // awaited: a failure is only logged by the SDK, and the header count follows the cart store when it arrives (a root
    // snapshot taken meanwhile does not drop it: features/cart/cart.browser.ts).
    // The success toast is the SDK's core.login.success notice, shown by the NoticeToaster.
    void loadAfterLoginRules().then(([{ afterLogin }, { createCartCheckoutService }]) => {
      void createCartCheckoutService(shop).fetchAbandoned()
      const next = afterLogin(location)
      if (next.kind === 'stay') {
        stay?.()
        return
      }
      clock.clearTimeout(timer.current)
      if (next.delayMs === 0) void navigate(next.to)
      else timer.current = clock.setTimeout(() => void navigate(next.to), next.delayMs)
    }, stayWithoutRules(stay))
  }
}

/**
 * The module of the rules {@link useAfterLogin} follows, and the SDK's cart checkout side, which resumes the abandoned
 * cart (neither is part of a page's first load). A chunk that does not load after a deploy is the chunk-reload guard's
 * (chunk-reload.ts): the page reloads with the shopper logged in.
 */
function loadAfterLoginRules(): Promise<[typeof import('./login.navigation'), Awaited<ReturnType<typeof loadCartCheckout>>]> {
  return Promise.all([import('./login.navigation'), loadCartCheckout()])
}

/**
 * Starts loading the rules of what follows a login, so that a login does not wait for them: the login and registration
 * forms call it as they open. A load that fails is tried again by the login.
 */
export function preloadAfterLoginRules(): void {
  loadAfterLoginRules().catch(() => {})
}

/**
 * Without the rules (their chunk did not load, the shopper is offline): the shopper stays where the login was, logged
 * in; the abandoned cart is not resumed either (the next login resumes it).
 */
function stayWithoutRules(stay: (() => void) | undefined): (cause: unknown) => void {
  return (cause) => {
    console.warn('What follows the login could not be loaded; staying on the page', cause)
    stay?.()
  }
}
