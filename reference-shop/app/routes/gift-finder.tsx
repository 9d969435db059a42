import type { Route } from './+types/gift-finder'
import { GiftFinderPage } from '../features/gift-finder/gift-finder-page'
import { loadGiftFinderPage } from '../features/gift-finder/gift-finder.server'
import { pageTableMeta } from '../features/routing/page-meta'

/** /pronadi-poklon: the gift finder, its results rendered on the server from the choices in the URL. */
export function loader(args: Route.LoaderArgs) {
  return loadGiftFinderPage(args)
}

// The canonical link is the page without the choices (languageLinks uses the path only).
export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

export default function GiftFinderRoute({ loaderData }: Route.ComponentProps) {
  return <GiftFinderPage {...loaderData} />
}
