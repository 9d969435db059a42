import { useMatches } from 'react-router'
import type { Route } from './+types/page-not-built'
import { PageNotBuilt } from '../features/placeholder/page-not-built'
import { pageTableMeta } from '../features/routing/page-meta'
import { pageOfRouteId } from '../features/routing/pages'

// One module serves every page whose screen comes in a later issue; the route id says which page it is.
export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

export default function PageNotBuiltRoute() {
  const page = pageOfRouteId(useMatches().at(-1)?.id ?? '')
  return page ? <PageNotBuilt page={page} /> : null
}
