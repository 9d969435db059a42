import { data } from 'react-router'
import { ADMIN_TITLES, adminMeta } from '../features/back-office/admin-meta'
import type { Route } from './+types/admin-consent-edit'
import { ConsentEditPage } from '../features/admin/consent-edit-page'
import { loadConsentAdmin, saveConsentAdmin } from '../features/admin/consent-admin.server'

/** `/admin/consent/{slug}`: one form type's consents; an unknown slug is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadConsentAdmin(args)
  if (!loaded.data.state.assignments.some((assignment) => assignment.slug === args.params.slug)) throw data(null, { status: 404 })
  return loaded
}

/** Saves the form type's consents (consent-admin.server.ts), then the page's data is loaded again. */
export function action(args: Route.ActionArgs) {
  return saveConsentAdmin(args)
}

export const meta: Route.MetaFunction = (args) => adminMeta(args, ADMIN_TITLES.consent)

export default function AdminConsentEditRoute({ loaderData, params }: Route.ComponentProps) {
  const assignment = loaderData.state.assignments.find((candidate) => candidate.slug === params.slug)!
  // Keyed by the form type: another form type's screen starts from its own draft.
  return <ConsentEditPage key={assignment.formType} data={loaderData} assignment={assignment} />
}
