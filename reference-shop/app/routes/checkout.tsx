import { data } from 'react-router'
import type { Route } from './+types/checkout'
import { CheckoutPage } from '../features/checkout/checkout-page'
import { checkoutGuard } from '../features/checkout/checkout.server'
import { pageTableMeta } from '../features/routing/page-meta'

/** Storefront spec §2 /naplata: the guards (a cart, a login unless guests may check out) run on the server. */
export async function loader(args: Route.LoaderArgs) {
  const { returnUrls, headers } = await checkoutGuard(args)
  return data({ returnUrls }, { headers })
}

export const meta: Route.MetaFunction = (args) => [...pageTableMeta(args), { name: 'robots', content: 'noindex' }]

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  // The site's checkout consents would come from a consents service, which the SDK does not have yet.
  return <CheckoutPage returnUrls={loaderData.returnUrls} />
}
