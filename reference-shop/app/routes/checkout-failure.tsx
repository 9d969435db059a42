import { MESSAGE_KEYS } from '@vitrina/sdk'
import type { Route } from './+types/checkout-failure'
import { CheckoutFailurePage } from '../features/checkout/checkout-failure-page'
import { errorMeta } from '../features/routing/page-meta'

// Storefront spec §2: "failure page titled from core.notifications.checkoutFailureTitle"; the SDK's key is a
// Lingui message id of the page's catalog (i18n.setup.ts), so it is the title's descriptor as it is.
export const meta: Route.MetaFunction = (args) => errorMeta(args, { id: MESSAGE_KEYS.checkoutFailureTitle })

export default function CheckoutFailureRoute() {
  return <CheckoutFailurePage />
}
