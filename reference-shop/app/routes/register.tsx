import { data } from 'react-router'
import type { Route } from './+types/register'
import { registerAction } from '../features/account/register-action.server'
import { loadRegisterConsents } from '../features/account/register-consents.server'
import { RegisterPage } from '../features/account/register-page'
import { requireGuest } from '../features/auth/auth.guards.server'
import { pageTableMeta } from '../features/routing/page-meta'
import { requestStorefront, storefrontCookieHeaders } from '../features/storefront/storefront.server'

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

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterPage consents={loaderData.consents} actionData={actionData} />
}
