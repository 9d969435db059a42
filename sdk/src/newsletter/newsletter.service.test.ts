import { delay, http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import type { Clock } from '../clock/clock.types'
import type { Notice } from '../notices/notices.types'
import type { Consent } from '../privacy/privacy.types'
import { createStorefront } from '../storefront/storefront.create'
import { createNewsletterService } from './newsletter.service'

useMswServer()

const NOW = Date.UTC(2026, 5, 15, 10, 0, 0)
const clock: Clock = { now: () => NOW, setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms), clearTimeout: (id) => globalThis.clearTimeout(id as never) }

// The sandbox's Newsletter assignment (docs/contract.md): 1002 and 1003 required, 1004 not.
const CONSENTS: Consent[] = [
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka', required: true },
  { id: 3, uniqueNumber: '1003', displayName: 'Želim primati newsletter s ponudama', required: true },
  { id: 4, uniqueNumber: '1004', displayName: 'Privola za personalizirane ponude', required: false },
]
const ALL_REQUIRED = { consents: CONSENTS, acceptedConsents: ['1002', '1003'] }

function shop() {
  const storefront = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, clock })
  const notices: Notice[] = []
  storefront.notices.listen((notice) => notices.push(notice))
  return { newsletter: createNewsletterService(storefront), notices: () => notices.map((notice) => [notice.level, notice.key]) }
}

const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)
const SUBSCRIBE = `${API}/api/v1/cms/newsletter/subscribe`
const LOG = `${API}/api/v1/privacy/web/consent/log/create`

function backend(subscribed: unknown, logStatus = 200) {
  server.use(
    mock.post(SUBSCRIBE, () => HttpResponse.json({ data: { subscribed } })),
    mock.post(LOG, () =>
      logStatus === 200
        ? HttpResponse.json({ data: { id: 9 } })
        : HttpResponse.json({ message: 'Internal server error.', statusCode: logStatus }, { status: logStatus }),
    ),
  )
}

describe('the newsletter service', () => {
  it('subscribes the trimmed e-mail, shows the success text and then logs the ticked consents for it', async () => {
    backend(true)
    const { newsletter, notices } = shop()
    const result = await newsletter.subscribe({ email: '  ana@example.com ' }, { consents: CONSENTS, acceptedConsents: ['1002', '1003', '1004'] })

    expect(result).toEqual({ ok: true, data: { status: 'subscribed', email: 'ana@example.com' } })
    expect(calls()).toEqual(['POST /api/v1/cms/newsletter/subscribe', 'POST /api/v1/privacy/web/consent/log/create'])
    expect(await seen[0]!.json()).toEqual({ email: 'ana@example.com' })
    expect(await seen[1]!.json()).toEqual({
      status: 'accepted',
      statusTimestamp: new Date(NOW).toISOString(),
      sourceType: 'cmsSite',
      consents: [2, 3, 4],
      user: { userType: 'webUser', email: 'ana@example.com' },
    })
    expect(notices()).toEqual([['success', 'core.notifications.newsletterSubscribed']])
  })

  it('says with an info notice, not the success one, that an e-mail the backend answers subscribed: false is already subscribed', async () => {
    backend(false)
    const { newsletter, notices } = shop()
    const result = await newsletter.subscribe({ email: 'ana@example.com' }, ALL_REQUIRED)
    expect(result).toEqual({ ok: true, data: { status: 'alreadySubscribed', email: 'ana@example.com' } })
    expect(notices()).toEqual([['info', 'core.notifications.alreadySubscribedToNewsletter']])
    expect(calls()).toContain('POST /api/v1/privacy/web/consent/log/create')
  })

  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['ana@', 'validation.email'],
    ['ana example.com', 'validation.email'],
  ])('refuses the e-mail %j with %s on the email field, without a request or a notice', async (email, messageKey) => {
    const { newsletter, notices } = shop()
    const result = await newsletter.subscribe({ email }, ALL_REQUIRED)
    expect(!result.ok && result.error.code).toBe('VALIDATION_ERROR')
    expect(!result.ok && 'issues' in result.error && result.error.issues).toEqual([{ path: ['email'], messageKey }])
    expect(calls()).toEqual([])
    expect(notices()).toEqual([])
  })

  it('refuses a missing form as a required e-mail', async () => {
    const { newsletter } = shop()
    const result = await newsletter.subscribe({} as never, ALL_REQUIRED)
    expect(!result.ok && 'issues' in result.error && result.error.issues).toEqual([{ path: ['email'], messageKey: 'validation.required' }])
  })

  it('refuses with an error notice, and sends nothing, while a required consent is not ticked', async () => {
    const { newsletter, notices } = shop()
    const result = await newsletter.subscribe({ email: 'ana@example.com' }, { consents: CONSENTS, acceptedConsents: ['1002', '1004'] })
    expect(!result.ok && result.error.messageKey).toBe('core.notifications.consentsRequired')
    expect(notices()).toEqual([['error', 'core.notifications.consentsRequired']])
    expect(calls()).toEqual([])
  })

  it('refuses with the reload notice when the consents could not be loaded', async () => {
    const { newsletter, notices } = shop()
    const result = await newsletter.subscribe({ email: 'ana@example.com' }, { consents: null, acceptedConsents: ['1002', '1003'] })
    expect(!result.ok && result.error.messageKey).toBe('core.notifications.consentsNotLoaded')
    expect(notices()).toEqual([['error', 'core.notifications.consentsNotLoaded']])
    expect(calls()).toEqual([])
  })

  it('checks the e-mail before the consents: a blank e-mail with unticked consents shows no consent notice', async () => {
    const { newsletter, notices } = shop()
    const result = await newsletter.subscribe({ email: '' }, { consents: CONSENTS, acceptedConsents: [] })
    expect(!result.ok && result.error.messageKey).toBe('validation.required')
    expect(notices()).toEqual([])
  })

  it('shows the generic error text for a failed sign-up, never the server text, and logs no consent', async () => {
    server.use(mock.post(SUBSCRIBE, () => HttpResponse.json({ message: 'Mailing provider exploded.', statusCode: 502 }, { status: 502 })))
    const { newsletter, notices } = shop()
    const result = await newsletter.subscribe({ email: 'ana@example.com' }, ALL_REQUIRED)
    expect(!result.ok && [result.error.status, result.error.messageKey]).toEqual([502, 'core.notifications.somethingWentWrong'])
    expect(notices()).toEqual([['error', 'core.notifications.somethingWentWrong']])
    expect(JSON.stringify(notices())).not.toContain('exploded')
    expect(calls()).toEqual(['POST /api/v1/cms/newsletter/subscribe'])
  })

  it('fails on a reply without the subscribed flag, as an invalid response', async () => {
    backend('yes')
    const { newsletter, notices } = shop()
    const result = await newsletter.subscribe({ email: 'ana@example.com' }, ALL_REQUIRED)
    expect(!result.ok && result.error.code).toBe('INVALID_RESPONSE')
    expect(notices().map(([level]) => level)).toEqual(['error'])
  })

  it('keeps the sign-up when only the consent log fails, with the log’s own error notice after the success', async () => {
    backend(true, 500)
    const { newsletter, notices } = shop()
    const result = await newsletter.subscribe({ email: 'ana@example.com' }, ALL_REQUIRED)
    expect(result.ok).toBe(true)
    expect(notices()).toEqual([
      ['success', 'core.notifications.newsletterSubscribed'],
      ['error', 'core.notifications.consentLogFailed'],
    ])
  })

  it('holds a submit lock: a second sign-up while the first runs answers BUSY and sends nothing, and the lock is released after', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      mock.post(SUBSCRIBE, async () => {
        await answered
        return HttpResponse.json({ data: { subscribed: true } })
      }),
      mock.post(LOG, () => HttpResponse.json({ data: { id: 9 } })),
    )
    const { newsletter } = shop()
    const first = newsletter.subscribe({ email: 'ana@example.com' }, ALL_REQUIRED)
    expect(newsletter.$pending.get()).toBe(true)
    const second = await newsletter.subscribe({ email: 'ana@example.com' }, ALL_REQUIRED)
    expect(!second.ok && second.error.code).toBe('BUSY')
    answer()
    expect((await first).ok).toBe(true)
    expect(newsletter.$pending.get()).toBe(false)
    expect(calls().filter((call) => call.endsWith('newsletter/subscribe'))).toHaveLength(1)
  })

  it('releases the lock after a failure, so the shopper can send again', async () => {
    server.use(mock.post(SUBSCRIBE, () => HttpResponse.error()))
    const { newsletter } = shop()
    const failed = await newsletter.subscribe({ email: 'ana@example.com' }, ALL_REQUIRED)
    expect(!failed.ok && failed.error.code).toBe('NETWORK_ERROR')
    expect(newsletter.$pending.get()).toBe(false)
    backend(true)
    expect((await newsletter.subscribe({ email: 'ana@example.com' }, ALL_REQUIRED)).ok).toBe(true)
  })

  it('emits no notice for a sign-up the caller cancelled', async () => {
    server.use(
      mock.post(SUBSCRIBE, async () => {
        await delay('infinite')
        return HttpResponse.json({ data: { subscribed: true } })
      }),
    )
    const { newsletter, notices } = shop()
    const controller = new AbortController()
    const pending = newsletter.subscribe({ email: 'ana@example.com' }, ALL_REQUIRED, { signal: controller.signal })
    controller.abort()
    const result = await pending
    expect(!result.ok && result.error.code).toBe('ABORTED')
    expect(notices()).toEqual([])
    expect(newsletter.$pending.get()).toBe(false)
  })
})
