import { data } from 'react-router'
import type { Route } from './+types/checkout'
import { backToPage } from '../features/forms/script-only.action'
import { CheckoutPage } from '../features/checkout/checkout-page'
import { checkoutGuard, loadCheckoutConsents } from '../features/checkout/checkout.server'
import { pageTableMeta } from '../features/routing/page-meta'
import { CatalogAreaTexts, type CatalogAreaHandle } from '../features/i18n/catalog-area-texts'

/** Storefront spec §2 /naplata: the guards (a cart, a login unless guests may check out) and the consents run on the server. */
export async function loader(args: Route.LoaderArgs) {
  const { returnUrls, headers } = await checkoutGuard(args)
  // After the guard: a visitor it sends away needs no consents, and the session it restored (a token refreshed on the
  // way, whose cookies `headers` carry) is settled before the consents call goes out.
  const consents = await loadCheckoutConsents(args)
  return data({ returnUrls, consents }, { headers })
}

// The steps' forms post (an address is no URL's business); a submit before the script loads comes back here.
export const action = backToPage

export const meta: Route.MetaFunction = (args) => [...pageTableMeta(args), { name: 'robots', content: 'noindex' }]

/** The account area's texts: the server preloads their chunk with the page's. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogAreaTexts area="account">
      <CheckoutPage returnUrls={loaderData.returnUrls} consents={loaderData.consents} />
    </CatalogAreaTexts>
  )
}
