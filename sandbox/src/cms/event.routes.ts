import type Database from 'better-sqlite3'
import { Hono } from 'hono'
import { all } from '../db/db.statements'
import { readJsonObject } from '../http/http.body'
import { paginate, withTotals } from '../http/http.envelope'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { invalid, optionalBoolean, optionalDate, readPaging } from '../http/http.input'
import type { ContentLanguage } from '../http/http.language'
import type { MediaJson } from '../media/media.json'
import { loadMedia } from '../media/media.load'
import type { SandboxContext } from '../sandbox/sandbox.context'

/** A public event (workshop, lecture, fair) in the request language. */
export interface EventJson {
  id: number
  title: string
  slug: string
  excerpt: string
  body: string
  media: MediaJson | null
  startsAt: string
  endsAt: string
  location: string
  address: string
  price: number
  capacity: number | null
  /** True until the event has ended (by the sandbox clock). */
  isUpcoming: boolean
}

interface EventRow {
  id: number
  media_id: number | null
  starts_at: string
  ends_at: string
  location: string
  address: string
  price: number
  capacity: number | null
  title: string
  slug: string
  excerpt: string
  body: string
}

/**
 * `POST event/public/filter`, `GET event/public/get/{id}` and `GET event/public/get?id=`. Mounted under
 * `api/v1/cms/event` and, for clients that name the `event` service, under `api/v1/event`.
 */
export function eventRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.post('/public/filter', async (c) => {
    const body = await readJsonObject(c)
    const dateFrom = optionalDate(body.dateFrom, 'dateFrom')
    const dateTo = optionalDate(body.dateTo, 'dateTo')
    const upcomingOnly = optionalBoolean(body.upcoming, 'upcoming') ?? false
    const paging = readPaging(body, { defaultLimit: 10, maxLimit: 100 })
    const now = context.clock.now()
    const events = readEvents(context.db, c.get('contentLanguage'), c.get('site').api_key_id, now).filter(
      (event) =>
        (!upcomingOnly || event.isUpcoming) &&
        (!dateFrom || Date.parse(event.endsAt) >= Date.parse(dateFrom)) &&
        // A bare dateTo takes its whole day.
        (!dateTo || Date.parse(event.startsAt) <= Date.parse(dateTo) + (/^\d{4}-\d{2}-\d{2}$/.test(dateTo) ? 86_399_999 : 0)),
    )
    // Upcoming first, soonest first; then past events, most recent first.
    events.sort((a, b) =>
      a.isUpcoming !== b.isUpcoming ? (a.isUpcoming ? -1 : 1) : (a.isUpcoming ? 1 : -1) * (Date.parse(a.startsAt) - Date.parse(b.startsAt)) || a.id - b.id,
    )
    const page = paginate(events, paging.page, paging.limit)
    return c.json({ data: withTotals(page) })
  })

  const getOne = (raw: string | undefined, language: ContentLanguage, apiKeyId: number): EventJson => {
    if (raw === undefined || !/^\d+$/.test(raw)) invalid('id', 'id must be a positive integer.')
    const event = readEvents(context.db, language, apiKeyId, context.clock.now(), Number(raw))[0]
    if (!event) fail(404, 'Event not found.')
    return event
  }
  routes.get('/public/get/:id', (c) => c.json({ data: getOne(c.req.param('id'), c.get('contentLanguage'), c.get('site').api_key_id) }))
  routes.get('/public/get', (c) => c.json({ data: getOne(c.req.query('id'), c.get('contentLanguage'), c.get('site').api_key_id) }))

  return routes
}

function readEvents(db: Database.Database, language: ContentLanguage, apiKeyId: number, now: number, id?: number): EventJson[] {
  const rows = all<EventRow>(
    db,
    `SELECT e.id, e.media_id, e.starts_at, e.ends_at, e.location, e.address, e.price, e.capacity, t.title, t.slug, t.excerpt, t.body
       FROM events e JOIN event_translations t ON t.event_id = e.id AND t.language = @language
      WHERE @id IS NULL OR e.id = @id ORDER BY e.starts_at, e.id`,
    { language, id: id ?? null },
  )
  const media = loadMedia(
    db,
    rows.map((row) => row.media_id),
    apiKeyId,
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    media: row.media_id === null ? null : (media.get(row.media_id) ?? null),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    location: row.location,
    address: row.address,
    price: row.price,
    capacity: row.capacity,
    isUpcoming: Date.parse(row.ends_at) > now,
  }))
}
