import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/profile'
import { ProfilePage } from '../features/account/profile-page'
import { requireLoggedIn } from '../features/auth/auth.guards.server'
import { backToPage } from '../features/forms/script-only.action'
import { pageTableMeta } from '../features/routing/page-meta'
import { CatalogAreaTexts, type CatalogAreaHandle } from '../features/i18n/catalog-area-texts'

/** Storefront spec §2: "/profil ... Redirects to /prijava when nobody is logged in", on the server. */
export async function loader(args: Route.LoaderArgs) {
  return data(null, { headers: await requireLoggedIn(args) })
}

/**
 * The page writes its tab and selected order to the query (`?tab=order_history&order=3`); the guard has nothing
 * new to say about those writes, so they do not cost a round trip. Another path or a form post revalidates as usual.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

// The profile and password forms post (a password is no URL's business); a submit before the script loads comes back here.
export const action = backToPage

export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

/** The account area's texts: the server preloads their chunk with the page's. */
export const handle: CatalogAreaHandle = { catalogArea: 'account' }

export default function ProfileRoute() {
  return (
    <CatalogAreaTexts area="account">
      <ProfilePage />
    </CatalogAreaTexts>
  )
}
