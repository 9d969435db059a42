import { data } from 'react-router'
import type { Route } from './+types/register'
import { registerAction } from '../features/account/register-action.server'
import { loadRegisterConsents } from '../features/account/register-consents.server'
import { RegisterPage } from '../features/account/register-page'
import { requireGuest } from '../features/auth/auth.guards.server'
import { pageTableMeta } from '../features/routing/page-meta'
import { requestStorefront, storefrontCookieHeaders } from '../features/storefront/storefront.server'
import { CatalogAreaTexts, type CatalogAreaHandle } from '../features/i18n/catalog-area-texts'

/** Guests only (a logged-in visitor goes home); the Register consents are loaded here, so the form shows them at once. */
export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args)
  const consents = await loadRegisterConsents(args)
  return data({ consents }, { headers: storefrontCookieHeaders(requestStorefront(args.request, args.context)) })
}

/** The form sent before the page's JavaScript ran. */
export function action(args: Route.ActionArgs) {
  return registerAction(args)
}

export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

/** The account area's texts: the server preloads their chunk with the page's. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CatalogAreaTexts area="account">
      <RegisterPage consents={loaderData.consents} actionData={actionData} />
    </CatalogAreaTexts>
  )
}
