import type { Route } from './+types/reset-password'
import { resetPasswordAction } from '../features/account/reset-password-action.server'
import { ResetPasswordPage } from '../features/account/reset-password-page'
import { pageTableMeta } from '../features/routing/page-meta'
import { CatalogAreaTexts, type CatalogAreaHandle } from '../features/i18n/catalog-area-texts'

/** The form sent before the page's JavaScript ran (to its own address, the token in the query). */
export function action(args: Route.ActionArgs) {
  return resetPasswordAction(args)
}

// The address carries a one-time token: no search engine should keep it.
export const meta: Route.MetaFunction = (args) => [...pageTableMeta(args), { name: 'robots', content: 'noindex' }]

/** The account area's texts: the server preloads their chunk with the page's. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function ResetPasswordRoute({ actionData }: Route.ComponentProps) {
  return (
    <CatalogAreaTexts area="account">
      <ResetPasswordPage actionData={actionData} />
    </CatalogAreaTexts>
  )
}
