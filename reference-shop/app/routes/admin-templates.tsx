import { ADMIN_TITLES, adminMeta } from '../features/back-office/admin-meta'
import type { Route } from './+types/admin-templates'
import { TemplatesPage } from '../features/admin/templates-page'
import { changeTemplates, loadTemplates } from '../features/admin/templates.server'

/** `/admin/templates`: the page templates (post types). */
export function loader(args: Route.LoaderArgs) {
  return loadTemplates(args)
}

/** Creates or deletes a template (templates.server.ts), then the list is loaded again. */
export function action(args: Route.ActionArgs) {
  return changeTemplates(args)
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, ADMIN_TITLES.templates)

export default function AdminTemplatesRoute({ loaderData }: Route.ComponentProps) {
  return <TemplatesPage {...loaderData} />
}
