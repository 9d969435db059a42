import type { Route } from './+types/sitemap'
import { buildSitemap } from '../features/content/sitemap.server'

/** /sitemap.xml: a resource route (no page), answered as XML. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const xml = await buildSitemap(request, context)
    return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
  } catch {
    return new Response('<?xml version="1.0" encoding="UTF-8"?>\n<error>The sitemap is not available right now.</error>\n', {
      status: 503,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Retry-After': '600' },
    })
  }
}
