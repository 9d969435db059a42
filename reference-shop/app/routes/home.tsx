import { msg } from '@lingui/core/macro'
import type { Route } from './+types/home'
import { HomePage } from '../features/home/home-page'
import { pageMeta } from '../features/routing/page-meta'

export const meta: Route.MetaFunction = (args) => pageMeta(args, msg`Sve za bebe i obitelj`)

export default function HomeRoute() {
  return <HomePage />
}
