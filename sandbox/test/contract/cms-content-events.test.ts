import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { badRequest, getIn, postIn } from './catalog.fixture'

// The seeded events run from 2027-01-16 to 2027-05-08; on this clock the first three are over.
const NOW = Date.parse('2027-03-01T00:00:00.000Z')
const sandbox = useSandbox({ control: true, clock: { now: () => NOW } })
const EVENT = '/api/v1/cms/event/public'
const events = (body: unknown, language = 'hr', base = EVENT) => postIn(sandbox(), `${base}/filter`, body, language)
const ids = (records: Array<{ id: number }>) => records.map((record) => record.id)

describe('POST api/v1/cms/event/public/filter', () => {
  it('lists upcoming events first (soonest first), then past ones (latest first)', async () => {
    const { status, body } = await events({})
    expect(status).toBe(200)
    expect(ids(body.data.records)).toEqual([4, 5, 6, 3, 2, 1])
    expect(body.data.records.map((event: { isUpcoming: boolean }) => event.isUpcoming)).toEqual([true, true, true, false, false, false])
    expect(body.data).toMatchObject({ pagination: { page: 1, perPage: 10, total: 6, lastPage: 1 }, totalPages: 1, totalRecords: 6 })
    expect(body.data.records[0]).toEqual({
      id: 4,
      title: 'Dan otvorenih vrata u Rijeci',
      slug: 'dan-otvorenih-vrata-u-rijeci',
      excerpt: expect.stringContaining('kolica'),
      body: expect.stringContaining('<p>'),
      media: expect.objectContaining({ mime: 'image/png' }),
      startsAt: '2027-03-13T08:00:00.000Z',
      endsAt: '2027-03-13T16:00:00.000Z',
      location: 'Vitrina Rijeka',
      address: 'Korzo 12, 51000 Rijeka',
      price: 0,
      capacity: null,
      isUpcoming: true,
    })
  })

  it('lists only upcoming events with upcoming=true, and pages', async () => {
    expect(ids((await events({ upcoming: true })).body.data.records)).toEqual([4, 5, 6])
    const page = await events({ limit: 2, page: 2 })
    expect(ids(page.body.data.records)).toEqual([6, 3])
    expect(page.body.data.pagination).toEqual({ page: 2, perPage: 2, total: 6, lastPage: 3 })
  })

  it('narrows by a date range (a bare dateTo takes its whole day)', async () => {
    expect(ids((await events({ dateFrom: '2027-02-01', dateTo: '2027-03-13' })).body.data.records)).toEqual([4, 3, 2])
  })

  it('answers in Slovenian, and under the event service path too', async () => {
    const sl = await events({ limit: 1 }, 'sl')
    expect(sl.body.data.records[0]).toMatchObject({ id: 4, title: 'Dan odprtih vrat na Reki' })
    const alias = await events({}, 'hr', '/api/v1/event/public')
    expect(ids(alias.body.data.records)).toEqual([4, 5, 6, 3, 2, 1])
  })

  it.each([
    [{ upcoming: 'soon' }, 'upcoming must be a boolean.', 'upcoming'],
    [{ dateFrom: '13.3.2027.' }, 'dateFrom must be an ISO date or date-time.', 'dateFrom'],
    [{ limit: 0 }, 'limit must be a positive integer.', 'limit'],
  ])('answers 400 for %j', async (requestBody, message, path) => {
    expect((await events(requestBody)).body).toEqual(badRequest(message, path))
  })
})

describe('GET api/v1/cms/event/public/get', () => {
  it('answers an event by path id and by query id', async () => {
    const byPath = await getIn(sandbox(), `${EVENT}/get/1`)
    expect(byPath.status).toBe(200)
    expect(byPath.body.data).toMatchObject({ id: 1, title: 'Radionica nošenja beba', location: 'Vitrina Zagreb', price: 15, capacity: 12, isUpcoming: false })
    expect((await getIn(sandbox(), `${EVENT}/get?id=1`)).body).toEqual(byPath.body)
    expect((await getIn(sandbox(), `${EVENT}/get/1`, 'sl')).body.data.title).toBe('Delavnica nošenja dojenčkov')
  })

  it('answers 404 for an unknown event and 400 for a bad or missing id', async () => {
    expect((await getIn(sandbox(), `${EVENT}/get/99`)).body).toEqual({ message: 'Event not found.', statusCode: 404 })
    expect((await getIn(sandbox(), `${EVENT}/get/abc`)).body).toEqual(badRequest('id must be a positive integer.', 'id'))
    expect((await getIn(sandbox(), `${EVENT}/get`)).body).toEqual(badRequest('id must be a positive integer.', 'id'))
  })
})
