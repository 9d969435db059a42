import type { Route } from './+types/checkout-success'
import { CheckoutSuccessPage } from '../features/checkout/checkout-success-page'
import { pageTableMeta } from '../features/routing/page-meta'
import { CatalogAreaTexts, type CatalogAreaHandle } from '../features/i18n/catalog-area-texts'

export const meta: Route.MetaFunction = (args) => [...pageTableMeta(args), { name: 'robots', content: 'noindex' }]

/** The account area's texts: the server preloads their chunk with the page's. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function CheckoutSuccessRoute() {
  return (
    <CatalogAreaTexts area="account">
      <CheckoutSuccessPage />
    </CatalogAreaTexts>
  )
}
