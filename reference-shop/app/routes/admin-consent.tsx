import { ADMIN_TITLES, adminMeta } from '../features/back-office/admin-meta'
import type { Route } from './+types/admin-consent'
import { ConsentListPage } from '../features/admin/consent-list-page'
import { loadConsentAdmin } from '../features/admin/consent-admin.server'

/** `/admin/consent`: the consent assignments per form type. */
export function loader(args: Route.LoaderArgs) {
  return loadConsentAdmin(args)
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, ADMIN_TITLES.consent)

export default function AdminConsentRoute({ loaderData }: Route.ComponentProps) {
  return <ConsentListPage {...loaderData} />
}
