import { ADMIN_TITLES, adminMeta } from '../features/back-office/admin-meta'
import type { Route } from './+types/admin-cache'
import { CachePage } from '../features/admin/cache-page'
import { loadCacheAdmin, purgeCacheAdmin } from '../features/admin/cache-admin.server'

/** `/admin/cache`: what the shop server caches (only with the Redis store; a 404 otherwise). */
export function loader(args: Route.LoaderArgs) {
  return loadCacheAdmin(args)
}

/** Purges everything or one kind of data, for every shop instance (cache-admin.server.ts). */
export function action(args: Route.ActionArgs) {
  return purgeCacheAdmin(args)
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, ADMIN_TITLES.cache)

export default function AdminCacheRoute({ loaderData }: Route.ComponentProps) {
  return <CachePage {...loaderData} />
}
