import { msg } from '@lingui/core/macro'
import type { Route } from './+types/home'
import { HomePage } from '../features/home/home-page'
import { loadHomePage } from '../features/home/home.server'
import { newsletterAction } from '../features/newsletter/newsletter.server'
import { pageMeta } from '../features/routing/page-meta'

/** The home page's sliders and news, rendered on the server. */
export function loader(args: Route.LoaderArgs) {
  return loadHomePage(args)
}

/** The newsletter block posts here (a sign-up, see newsletter.server.ts). */
export function action(args: Route.ActionArgs) {
  return newsletterAction(args)
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Sve za bebe i obitelj`)

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />
}
