import { data, Outlet } from 'react-router'
import type { Route } from './+types/admin-area'
import { adminCacheShown } from '../features/admin/admin-cache.server'
import { useAdminTexts } from '../features/admin/admin-catalog'
import { AdminFrame } from '../features/back-office/admin-frame'
import { CatalogAreaTexts, type CatalogAreaHandle } from '../features/i18n/catalog-area-texts'
import { requireAdmin } from '../features/admin/admin.guard.server'

/**
 * The admin area's layout (`/admin/...`, `/sl/admin/...`): only back-office users get in, anyone else is sent to
 * /adminLogin by this loader, on the server (every screen's loader checks the same, since loaders run side by side).
 */
export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args)
  return data({ cacheShown: adminCacheShown(), email: admin.user.email }, { headers: admin.headers })
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }]

/** The screens show the SDK's texts too (their refusals, its validation issues): the server preloads their chunk. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function AdminAreaLayout({ loaderData }: Route.ComponentProps) {
  // The screens' texts are a catalog of the admin area's own (admin-catalog.ts).
  useAdminTexts()
  return (
    <AdminFrame cacheShown={loaderData.cacheShown} email={loaderData.email}>
      <CatalogAreaTexts area="account">
        <Outlet />
      </CatalogAreaTexts>
    </AdminFrame>
  )
}
