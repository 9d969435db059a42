import type { Route } from './+types/event'
import { EventPage } from '../features/events/event-page'
import { loadEventPage } from '../features/events/events.server'
import { pageMeta } from '../features/routing/page-meta'

/** /dogadjaj/{id} (/sl/dogadjaj/{id}, /en|de/event/{id}): a public event, rendered on the server; unknown ids are 404s. */
export function loader(args: Route.LoaderArgs) {
  return loadEventPage(args, args.params.id)
}

export const meta: Route.MetaFunction = (args) => {
  const event = args.data?.event
  // The canonical and hreflang links: the same id under each language's event path.
  return pageMeta(args, event?.title, event?.excerpt)
}

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return <EventPage key={loaderData.event.id} {...loaderData} />
}
