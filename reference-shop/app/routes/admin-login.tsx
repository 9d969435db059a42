import type { Route } from './+types/admin-login'
import { AdminLoginPage } from '../features/back-office/admin-login-page'
import { pageTableMeta } from '../features/routing/page-meta'

export const meta: Route.MetaFunction = (args) => [...pageTableMeta(args), { name: 'robots', content: 'noindex' }]

export default function AdminLoginRoute() {
  return <AdminLoginPage />
}
