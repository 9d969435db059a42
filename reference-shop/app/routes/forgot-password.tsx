import { data } from 'react-router'
import type { Route } from './+types/forgot-password'
import { forgotPasswordAction } from '../features/account/forgot-password-action.server'
import { ForgotPasswordPage } from '../features/account/forgot-password-page'
import { requireGuest } from '../features/auth/auth.guards.server'
import { pageTableMeta } from '../features/routing/page-meta'
import { CatalogAreaTexts, type CatalogAreaHandle } from '../features/i18n/catalog-area-texts'

/** Guests only: a logged-in visitor goes home, before anything renders. */
export async function loader(args: Route.LoaderArgs) {
  return data(null, { headers: await requireGuest(args) })
}

/** The form sent before the page's JavaScript ran. */
export function action(args: Route.ActionArgs) {
  return forgotPasswordAction(args)
}

export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

/** The account area's texts: the server preloads their chunk with the page's. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  return (
    <CatalogAreaTexts area="account">
      <ForgotPasswordPage actionData={actionData} />
    </CatalogAreaTexts>
  )
}
