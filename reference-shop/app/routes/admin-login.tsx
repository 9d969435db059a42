import type { CatalogAreaHandle } from '../features/i18n/catalog-area-texts'
import type { Route } from './+types/admin-login'
import { adminCacheShown } from '../features/admin/admin-cache.server'
import { AdminLoginPage } from '../features/back-office/admin-login-page'
import { backToPage } from '../features/forms/script-only.action'
import { pageTableMeta } from '../features/routing/page-meta'

// The admin login form posts (a password is no URL's business); a submit before the script loads comes back here.
export const action = backToPage

export const meta: Route.MetaFunction = (args) => [...pageTableMeta(args), { name: 'robots', content: 'noindex' }]

/** Whether the admin layout a logged-in editor gets here shows Caches (the shop's Redis cache store is in use). */
export function loader() {
  return { cacheShown: adminCacheShown() }
}

/** The login form shows the SDK's texts: the server preloads their chunk with the page's. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function AdminLoginRoute({ loaderData }: Route.ComponentProps) {
  return <AdminLoginPage cacheShown={loaderData.cacheShown} />
}
