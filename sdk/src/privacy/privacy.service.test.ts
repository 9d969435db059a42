import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import type { Clock } from '../clock/clock.types'
import type { Notice } from '../notices/notices.types'
import { createStorefront } from '../storefront/storefront.create'
import { createConsentsService } from './privacy.service'

useMswServer()

const NOW = Date.UTC(2026, 5, 15, 10, 0, 0)
const clock: Clock = { now: () => NOW, setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms), clearTimeout: (id) => globalThis.clearTimeout(id as never) }

function shop() {
  const storefront = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, clock })
  const notices: Notice[] = []
  storefront.notices.listen((notice) => notices.push(notice))
  return { storefront, noticeKeys: () => notices.map((notice) => notice.key) }
}

const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)
const page = (records: unknown[]) => ({ data: { records, pagination: { page: 1, perPage: 50, total: records.length, lastPage: 1 } } })

// The sandbox's seed (docs/contract/privacy.md): Checkout shows 1001 and 1002 (required) and 1003.
const ASSIGNMENTS = [
  { id: 1, slug: 'newsletter', assigned_to: 'Newsletter', consents: ['1002', '1003', '1004'], requiredConsents: ['1002', '1003'] },
  { id: 4, slug: 'checkout', assigned_to: 'Checkout', consents: ['1001', '1002', '1003'], requiredConsents: ['1001', '1002'] },
  { id: 5, slug: 'address', assigned_to: 'Address', consents: [], requiredConsents: [] },
]
const CONSENTS = [
  { id: 1, uniqueNumber: '1001', displayName: 'Prihvaćam uvjete kupnje', description: 'Uvjeti.' },
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka', description: 'Obrada.' },
  { id: 3, uniqueNumber: '1003', displayName: 'Želim primati newsletter s ponudama', description: 'Newsletter.' },
]

function privacyHandlers(consents: unknown[] = CONSENTS, assignments: unknown[] = ASSIGNMENTS) {
  return [
    mock.post(`${API}/api/v1/privacy/consent-assignment/filter`, () => HttpResponse.json(page(assignments))),
    // Answers in another order than asked, as a backend may: the assignment's order wins.
    mock.post(`${API}/api/v1/privacy/web/consent/filter`, () => HttpResponse.json(page([...consents].reverse()))),
  ]
}

describe('the consents service', () => {
  it('loads the assignment of a form type, then its consents, in the assignment order with the required ones marked', async () => {
    server.use(...privacyHandlers())
    const result = await createConsentsService(shop().storefront).load('Checkout')
    expect(calls()).toEqual(['POST /api/v1/privacy/consent-assignment/filter', 'POST /api/v1/privacy/web/consent/filter'])
    expect(await seen[0]!.json()).toEqual({ perPage: 50 })
    expect(await seen[1]!.json()).toEqual({ filters: { forWeb: true, uniqueNumbers: ['1001', '1002', '1003'] }, limit: 3 })
    expect(result.ok && result.data.map(({ uniqueNumber, required }) => [uniqueNumber, required])).toEqual([
      ['1001', true],
      ['1002', true],
      ['1003', false],
    ])
    expect(result.ok && result.data[0]).toEqual({ ...CONSENTS[0], required: true })
  })

  it('reads unique numbers sent as numbers, and leaves out an assigned consent the web does not show', async () => {
    server.use(
      ...privacyHandlers(
        [{ id: 2, uniqueNumber: 1002, displayName: 'Privola' }],
        [{ assigned_to: 'Checkout', consents: [1001, 1002], requiredConsents: [1002] }],
      ),
    )
    const result = await createConsentsService(shop().storefront).load('Checkout')
    expect(result).toEqual({ ok: true, data: [{ id: 2, uniqueNumber: '1002', displayName: 'Privola', required: true }] })
  })

  it('answers no consents, without asking for details, for a form type without an assignment or with an empty one', async () => {
    server.use(...privacyHandlers())
    const { storefront } = shop()
    expect(await createConsentsService(storefront).load('Contact')).toEqual({ ok: true, data: [] })
    expect(await createConsentsService(storefront).load('Address')).toEqual({ ok: true, data: [] })
    expect(calls()).toEqual(['POST /api/v1/privacy/consent-assignment/filter', 'POST /api/v1/privacy/consent-assignment/filter'])
  })

  it('fails when either call fails, without a notice (the form asks to reload the page)', async () => {
    server.use(
      mock.post(`${API}/api/v1/privacy/consent-assignment/filter`, () =>
        HttpResponse.json({ message: 'Internal server error.', statusCode: 500 }, { status: 500 }),
      ),
    )
    const { storefront, noticeKeys } = shop()
    const assignments = await createConsentsService(storefront).load('Checkout')
    expect(assignments.ok ? null : [assignments.error.code, assignments.error.status]).toEqual(['HTTP_ERROR', 500])

    server.resetHandlers()
    server.use(...privacyHandlers())
    // A consent without its unique number and text: what the SDK relies on is missing.
    server.use(mock.post(`${API}/api/v1/privacy/web/consent/filter`, () => HttpResponse.json({ data: { records: [{ id: 1 }] } })))
    const details = await createConsentsService(storefront).load('Checkout')
    expect(details.ok ? null : details.error.code).toBe('INVALID_RESPONSE')
    expect(noticeKeys()).toEqual([])
  })

  it('logs accepted consents with the clock’s time, the shop as source and the shopper as web user', async () => {
    server.use(
      mock.post(`${API}/api/v1/privacy/web/consent/log/create`, async ({ request }) =>
        HttpResponse.json({ data: { id: 7, ...((await request.json()) as object) } }, { status: 201 }),
      ),
    )
    const { storefront, noticeKeys } = shop()
    const result = await createConsentsService(storefront).log([1, 2], 'kupac@vitrina.test')
    expect(result).toEqual({ ok: true, data: undefined })
    expect(calls()).toEqual(['POST /api/v1/privacy/web/consent/log/create'])
    expect(await seen[0]!.json()).toEqual({
      status: 'accepted',
      statusTimestamp: '2026-06-15T10:00:00.000Z',
      sourceType: 'cmsSite',
      consents: [1, 2],
      user: { userType: 'webUser', email: 'kupac@vitrina.test' },
    })
    expect(noticeKeys()).toEqual([])
  })

  it('sends nothing when no consent was accepted', async () => {
    const result = await createConsentsService(shop().storefront).log([], 'kupac@vitrina.test')
    expect(result).toEqual({ ok: true, data: undefined })
    expect(calls()).toEqual([])
  })

  it('emits the consent-log-failed notice when the log is refused', async () => {
    server.use(
      mock.post(`${API}/api/v1/privacy/web/consent/log/create`, () =>
        HttpResponse.json({ message: 'user.email must be an e-mail address.', statusCode: 400 }, { status: 400 }),
      ),
    )
    const { storefront, noticeKeys } = shop()
    const result = await createConsentsService(storefront).log([1], 'kupac@')
    expect(result.ok ? null : result.error.status).toBe(400)
    expect(noticeKeys()).toEqual(['core.notifications.consentLogFailed'])
  })

  it('stays quiet when the caller cancels the log', async () => {
    server.use(mock.post(`${API}/api/v1/privacy/web/consent/log/create`, () => new Promise<Response>(() => {})))
    const { storefront, noticeKeys } = shop()
    const controller = new AbortController()
    const pending = createConsentsService(storefront).log([1], 'kupac@vitrina.test', { signal: controller.signal })
    controller.abort()
    const result = await pending
    expect(result.ok ? null : result.error.code).toBe('ABORTED')
    expect(noticeKeys()).toEqual([])
  })
})
