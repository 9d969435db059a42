import { describe, expect, it } from 'vitest'
import { loaderCall, thrownStatus } from '../content/loader.test-env'
import { loadEventPage } from './events.server'
import type { EventPageData } from './events.server'

const EVENT = {
  id: 3,
  title: 'Radionica nošenja beba',
  slug: 'radionica-nosenja-beba',
  excerpt: 'Naučite pravilno vezati maramu.',
  body: '<p>Naučite vezati maramu.</p><script>alert(1)</script><img src="javascript:alert(1)">',
  media: null,
  startsAt: '2027-01-16T09:00:00.000Z',
  endsAt: '2027-01-16T11:00:00.000Z',
  location: 'Vitrina Zagreb',
  address: 'Ilica 45, 10000 Zagreb',
  price: 15,
  capacity: 12,
  isUpcoming: true,
}

const eventBackend = (path: string) => (path === '/api/v1/event/public/get/3' ? Response.json({ data: EVENT }) : undefined)

describe('loadEventPage', () => {
  it('loads the event by id with its body sanitised and its time written in the page language', async () => {
    const args = loaderCall('/sl/dogadjaj/3', (call) => eventBackend(call.path))
    const page = (await loadEventPage(args, '3')) as unknown as { data: EventPageData }
    expect(page.data.event.title).toBe('Radionica nošenja beba')
    expect(page.data.bodyHtml).toBe('<p>Naučite vezati maramu.</p>')
    expect(page.data.when.replace(/\s/g, ' ')).toBe('sobota, 16. januar 2027, 10:00–12:00')
    expect('body' in page.data.event).toBe(false)
  })

  it.each(['abc', '1.5', '0', '-3', ''])('answers 404 for the id %j without asking the backend', async (id) => {
    const args = loaderCall(`/dogadjaj/${id}`)
    expect(await thrownStatus(() => loadEventPage(args, id))).toBe(404)
    expect(args.calls).toEqual([])
  })

  it('answers 404 for an id the backend does not know, and 503 (try again shortly) when the backend fails', async () => {
    const unknown = loaderCall('/dogadjaj/99', () => Response.json({ message: 'Event not found.', statusCode: 404 }, { status: 404 }))
    expect(await thrownStatus(() => loadEventPage(unknown, '99'))).toBe(404)
    const broken = loaderCall('/dogadjaj/3', () => Response.json({ message: 'Boom', statusCode: 500 }, { status: 500 }))
    expect(await thrownStatus(() => loadEventPage(broken, '3'))).toBe(503)
  })
})
