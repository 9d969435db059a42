import { afterEach, describe, expect, it, vi } from 'vitest'
import { purgeServerCache } from '../server-cache/server-cache.server'
import type { RecordedCall } from '../../testing/shop.fixture'
import { postForm, serverFetch } from '../auth/account.testing'
import { newsletterAction } from './newsletter.server'

const page = (records: unknown[]) => Response.json({ data: { records, pagination: { page: 1, perPage: 50, total: records.length, lastPage: 1 } } })

// The sandbox's Newsletter assignment (docs/contract.md): 1002 and 1003 required, 1004 not.
const ASSIGNMENT = { assigned_to: 'Newsletter', consents: ['1002', '1003', '1004'], requiredConsents: ['1002', '1003'] }
const CONSENTS = [
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka' },
  { id: 3, uniqueNumber: '1003', displayName: 'Želim primati newsletter s ponudama' },
  { id: 4, uniqueNumber: '1004', displayName: 'Privola za personalizirane ponude' },
]
const SIGN_UP = { intent: 'newsletter', email: 'ana@example.com', consents: ['1002', '1003'] }

function backend({ subscribed = true, consents = 'ok' as 'ok' | 'fail', subscribeStatus = 200 } = {}) {
  const calls: RecordedCall[] = []
  vi.stubGlobal(
    'fetch',
    serverFetch((call) => {
      calls.push(call)
      if (call.path === '/api/v1/privacy/consent-assignment/filter')
        return consents === 'ok' ? page([ASSIGNMENT]) : Response.json({ message: 'Boom', statusCode: 500 }, { status: 500 })
      if (call.path === '/api/v1/privacy/web/consent/filter') return page(CONSENTS)
      if (call.path === '/api/v1/cms/newsletter/subscribe') {
        return subscribeStatus === 200
          ? Response.json({ data: { email: 'ana@example.com', subscribed } })
          : Response.json({ message: 'Mailing list is down.', statusCode: subscribeStatus }, { status: subscribeStatus })
      }
      if (call.path === '/api/v1/privacy/web/consent/log/create') return Response.json({ data: { id: 1 } })
      return undefined
    }),
  )
  return { bodies: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body) }
}

describe('the newsletter action of the home page, the listings and news posts', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    // The server cache shares the consents between renders; each test's backend answers its own.
    await purgeServerCache({ tag: 'consents' })
  })

  it('signs up with the request’s SDK instance, logs the ticked consents and answers the success text for a toast', async () => {
    const api = backend()
    const outcome = await postForm(newsletterAction, '/', { ...SIGN_UP, consents: ['1002', '1003', '1004'] })

    expect(outcome).toEqual({
      status: 200,
      data: {
        newsletter: {
          ok: true,
          toasts: [{ level: 'success', text: 'Vaš e-mail je uspješno poslan. Hvala vam!', durationMs: 3000 }],
          emailError: null,
          email: '',
          accepted: [],
        },
      },
    })
    expect(api.bodies('/api/v1/cms/newsletter/subscribe')).toEqual([{ email: 'ana@example.com' }])
    expect(api.bodies('/api/v1/privacy/web/consent/log/create')).toMatchObject([
      { consents: [2, 3, 4], user: { userType: 'webUser', email: 'ana@example.com' } },
    ])
  })

  it('answers the already-subscribed notice as an info toast', async () => {
    backend({ subscribed: false })
    const outcome = await postForm(newsletterAction, '/shop/kolica', SIGN_UP)
    expect(outcome).toMatchObject({
      status: 200,
      data: { newsletter: { ok: true, toasts: [{ level: 'info', text: 'Ova adresa e-pošte već je prijavljena na newsletter.' }] } },
    })
  })

  it('answers in the page’s language', async () => {
    backend()
    const outcome = await postForm(newsletterAction, '/sl/', SIGN_UP)
    expect(outcome).toMatchObject({ data: { newsletter: { toasts: [{ text: 'Vaš e-naslov je bil uspešno poslan. Hvala!' }] } } })
  })

  it('refuses an invalid e-mail under its field, keeps what was sent, and subscribes nothing', async () => {
    const api = backend()
    const outcome = await postForm(newsletterAction, '/', { ...SIGN_UP, email: 'ana@' })
    expect(outcome).toEqual({
      status: 200,
      data: { newsletter: { ok: false, toasts: [], emailError: 'Unesite uzorak adrese elektroničke pošte', email: 'ana@', accepted: ['1002', '1003'] } },
    })
    expect(api.bodies('/api/v1/cms/newsletter/subscribe')).toEqual([])
  })

  it('refuses a sign-up without a required consent with the error toast', async () => {
    const api = backend()
    const outcome = await postForm(newsletterAction, '/', { ...SIGN_UP, consents: ['1002'] })
    expect(outcome).toMatchObject({
      status: 200,
      data: { newsletter: { ok: false, emailError: null, toasts: [{ level: 'error', text: 'Molimo prihvatite sve obavezne privole.' }] } },
    })
    expect(api.bodies('/api/v1/cms/newsletter/subscribe')).toEqual([])
  })

  it('refuses a sign-up whose consents could not be loaded, asking to reload the page', async () => {
    backend({ consents: 'fail' })
    const outcome = await postForm(newsletterAction, '/', SIGN_UP)
    expect(outcome).toMatchObject({ status: 200, data: { newsletter: { ok: false, toasts: [{ level: 'error' }] } } })
  })

  it('answers a failed sign-up with the generic text, never the server’s', async () => {
    backend({ subscribeStatus: 503 })
    const outcome = await postForm(newsletterAction, '/', SIGN_UP)
    expect(outcome).toMatchObject({
      status: 200,
      data: { newsletter: { ok: false, toasts: [{ level: 'error', text: 'Nešto je pošlo po zlu. Molimo pokušajte ponovno.' }] } },
    })
    expect(JSON.stringify(outcome)).not.toContain('Mailing list is down.')
  })

  it('refuses any other post to the page', async () => {
    backend()
    const outcome = await postForm(newsletterAction, '/', { intent: 'something-else', email: 'ana@example.com' })
    expect(outcome).toEqual({ status: 400, data: null })
  })
})
