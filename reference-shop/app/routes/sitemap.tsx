import type { Route } from './+types/sitemap'
import { buildSitemap } from '../features/content/sitemap.server'
import { ifNoneMatchHits, weakEtagOf } from '../features/serving/etag.server'

/**
 * /sitemap.xml: a resource route (no page), answered as XML. Its ETag lets a crawler (or a CDN) that has the
 * current sitemap get a bodiless 304 instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const xml = await buildSitemap(request, context)
    const validators = { ETag: weakEtagOf(xml), 'Cache-Control': 'public, max-age=3600' }
    if (ifNoneMatchHits(request.headers.get('If-None-Match'), validators.ETag)) return new Response(null, { status: 304, headers: validators })
    return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', ...validators } })
  } catch {
    return new Response('<?xml version="1.0" encoding="UTF-8"?>\n<error>The sitemap is not available right now.</error>\n', {
      status: 503,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Retry-After': '600', 'Cache-Control': 'no-store' },
    })
  }
}
