import type { Route } from './+types/checkout-success'
import { CheckoutSuccessPage } from '../features/checkout/checkout-success-page'
import { pageTableMeta } from '../features/routing/page-meta'

export const meta: Route.MetaFunction = (args) => [...pageTableMeta(args), { name: 'robots', content: 'noindex' }]

export default function CheckoutSuccessRoute() {
  return <CheckoutSuccessPage />
}
