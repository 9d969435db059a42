import { useMatches } from 'react-router'
import type { Route } from './+types/page-not-built'
import { PageNotBuilt, pageTitle } from '../features/placeholder/page-not-built'
import { pageOfRouteId } from '../features/routing/pages'
import { mainNavigationOf, pageMeta } from '../features/routing/page-meta'

// One module serves every page whose screen comes in a later issue; the route id says which page it is.
export const meta: Route.MetaFunction = (args) => {
  const page = pageOfRouteId(args.matches.at(-1)?.id ?? '')
  const { pathname, search } = args.location
  return pageMeta(args, page ? pageTitle(page, { pathname, search, mainNavigation: mainNavigationOf(args.matches) }) : undefined)
}

export default function PageNotBuiltRoute() {
  const page = pageOfRouteId(useMatches().at(-1)?.id ?? '')
  return page ? <PageNotBuilt page={page} /> : null
}
