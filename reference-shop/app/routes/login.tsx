import { data } from 'react-router'
import type { CatalogAreaHandle } from '../features/i18n/catalog-area-texts'
import type { Route } from './+types/login'
import { requireGuest } from '../features/auth/auth.guards.server'
import { loginAction } from '../features/auth/login-action.server'
import { LoginPage } from '../features/auth/login-page'
import { pageTableMeta } from '../features/routing/page-meta'

/** A logged-in visitor has nothing to do here: home, before anything renders. */
export async function loader(args: Route.LoaderArgs) {
  return data(null, { headers: await requireGuest(args) })
}

/** The form sent before the page's JavaScript ran. */
export function action(args: Route.ActionArgs) {
  return loginAction(args)
}

export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

/** The login form shows the SDK's texts: the server preloads their chunk with the page's. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  return <LoginPage actionData={actionData} />
}
