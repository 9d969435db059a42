import { msg } from '@lingui/core/macro'
import { MESSAGE_KEYS } from '@vitrina/sdk'
import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { CheckoutFailurePage } from '../features/checkout/checkout-failure-page'
import { NOT_FOUND_DESCRIPTION } from '../features/routing/page-descriptions'
import { describePath } from '../features/routing/page-descriptions.server'
import { errorMeta } from '../features/routing/page-meta'

/**
 * Storefront spec §2: "Any path containing checkout/failure is redirected to /kosarica" — a payment provider's
 * failure URL in any language and at any depth (`/checkout/failure`, `/sl/naplata/checkout/failure/1234`).
 */
function isCheckoutFailure(url: string): boolean {
  return new URL(url).pathname.includes('checkout/failure')
}

/**
 * Any path no page claims. Throwing makes the document answer 404 and renders the language layout's boundary. A
 * client-side navigation asks the server too (there is no clientLoader), so every 404 is one the server answered
 * and reported (entry.server.tsx).
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (isCheckoutFailure(request.url)) return { checkoutFailure: true, description: await describePath(new URL(request.url).pathname, 'cart') }
  throw data(null, { status: 404 })
}

// The failure page is titled from core.notifications.checkoutFailureTitle (spec §2); the SDK's key is a Lingui
// message id of the page’s catalog (catalogs.ts loads the compiled SDK keys), so it is the title's descriptor as it is.
// The failure page leads back to the cart, so it is described as the cart is.
export const meta: Route.MetaFunction = (args) =>
  args.data?.checkoutFailure
    ? errorMeta(args, { id: MESSAGE_KEYS.checkoutFailureTitle }, args.data.description)
    : errorMeta(args, msg`Stranica nije pronađena`, NOT_FOUND_DESCRIPTION)

/** Rendered only for a checkout failure path: every other path threw its 404 to the language boundary. */
export default function NotFoundRoute() {
  return <CheckoutFailurePage />
}
