import { data } from 'react-router'
import type { Route } from './+types/profile'
import { ProfilePage } from '../features/account/profile-page'
import { requireLoggedIn } from '../features/auth/auth.guards.server'
import { pageTableMeta } from '../features/routing/page-meta'

/** Storefront spec §2: "/profil ... Redirects to /prijava when nobody is logged in", on the server. */
export async function loader(args: Route.LoaderArgs) {
  return data(null, { headers: await requireLoggedIn(args) })
}

export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

export default function ProfileRoute() {
  return <ProfilePage />
}
