import type { Route } from './+types/branches'
import { BranchesPage } from '../features/branches/branches-page'
import { loadBranchesPage } from '../features/branches/branches.server'
import { pageTableMeta } from '../features/routing/page-meta'

/** /nase-poslovnice: the branch offices from the CMS, rendered on the server. */
export function loader(args: Route.LoaderArgs) {
  return loadBranchesPage(args)
}

export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

export default function BranchesRoute({ loaderData }: Route.ComponentProps) {
  return <BranchesPage branches={loaderData.branches} />
}
