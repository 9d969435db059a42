import { data, Outlet } from 'react-router'
import type { Route } from './+types/admin-area'
import { adminCacheShown } from '../features/admin/admin-cache.server'
import { AdminFrame } from '../features/admin/admin-frame'
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

export default function AdminAreaLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame cacheShown={loaderData.cacheShown} email={loaderData.email}>
      <Outlet />
    </AdminFrame>
  )
}
