import { data, useMatches } from 'react-router'
import type { Route } from './+types/guest-page-not-built'
import { requireGuest } from '../features/auth/auth.guards.server'
import { PageNotBuilt } from '../features/placeholder/page-not-built'
import { pageTableMeta } from '../features/routing/page-meta'
import { pageOfRouteId } from '../features/routing/pages'

// Guest-only pages whose screens come in later issues (/registracija, /zaboravljena-lozinka): the placeholder,
// behind the guard that sends logged-in visitors home.
export async function loader(args: Route.LoaderArgs) {
  return data(null, { headers: await requireGuest(args) })
}

export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

export default function GuestPageNotBuiltRoute() {
  const page = pageOfRouteId(useMatches().at(-1)?.id ?? '')
  return page ? <PageNotBuilt page={page} /> : null
}
