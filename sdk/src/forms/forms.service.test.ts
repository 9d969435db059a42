import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import type { Clock } from '../clock/clock.types'
import type { MediaBucketTransport } from '../media/media.library.types'
import type { Notice } from '../notices/notices.types'
import type { Consent } from '../privacy/privacy.types'
import { createStorefront } from '../storefront/storefront.create'
import type { CaptchaTokenProvider } from './forms.captcha'
import { createFormsService, type FormsServiceDeps } from './forms.service'
import type { CustomForm } from './forms.types'

useMswServer()

const clock: Clock = {
  now: () => Date.UTC(2026, 5, 15, 10),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as never),
}
const CMS = `${API}/api/v1/cms`
const CONTACT_CONSENTS: Consent[] = [{ id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka', required: true }]

// The sandbox's contact form (docs/contract.md "Custom forms"), as the wire carries it.
const CONTACT_WIRE = {
  id: 2,
  slug: 'kontakt',
  title: 'Kontaktirajte nas',
  description: 'Odgovaramo u roku od jednog radnog dana.',
  successMessage: 'Hvala na poruci!',
  double_opt_in: false,
  consentFormType: 'Contact',
  captcha: { siteKey: 'vitrina-captcha-pass', version: 2 },
  fields: [
    { id: 6, key: 'ime', type: 'text', label: 'Ime i prezime', placeholder: '', validation: ['required', 'max:255'], options: null, allowedExts: null },
    { id: 7, key: 'email', type: 'email', label: 'E-mail', placeholder: '', validation: ['required', 'email'], options: null, allowedExts: null },
    { id: 8, key: 'poruka', type: 'textarea', label: 'Poruka', placeholder: '', validation: ['required', 'max:2000'], options: null, allowedExts: null },
    { id: 9, key: 'privitak', type: 'file', label: 'Privitak', placeholder: '', validation: [], options: null, allowedExts: ['pdf'] },
  ],
}
const VALUES = { ime: 'Iva Ivić', email: 'iva@example.com', poruka: 'Dostavljate li na otoke?' }
const TICKED = { consents: CONTACT_CONSENTS, acceptedConsents: ['1002'] }
const passing: CaptchaTokenProvider = { load: async () => {}, execute: async () => 'captcha-token' }

function shop(deps: Partial<FormsServiceDeps> = { captcha: passing }) {
  const storefront = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, clock })
  const notices: Notice[] = []
  const logged: string[] = []
  storefront.notices.listen((notice) => notices.push(notice))
  const forms = createFormsService(storefront, { log: (message) => logged.push(message), ...deps })
  return { forms, logged, notices: () => notices.map((notice) => [notice.level, notice.key]) }
}

async function loaded(forms: ReturnType<typeof shop>['forms']): Promise<CustomForm> {
  server.use(mock.get(`${CMS}/form/get/kontakt`, () => HttpResponse.json({ data: CONTACT_WIRE })))
  const form = await forms.load('kontakt')
  if (!form.ok) throw form.error
  seen.length = 0
  return form.data
}

const posted: unknown[] = []
function backend(storeStatus = 201) {
  posted.length = 0
  server.use(
    mock.post(`${CMS}/form/storeData`, async ({ request }) => {
      posted.push(await request.json())
      return storeStatus === 201
        ? HttpResponse.json({ data: { id: 41, formId: 2, doubleOptIn: false, successMessage: 'Hvala na poruci!' } }, { status: 201 })
        : HttpResponse.json({ message: 'Captcha verification failed.', statusCode: storeStatus }, { status: storeStatus })
    }),
    mock.post(`${API}/api/v1/privacy/web/consent/log/create`, () => HttpResponse.json({ data: { id: 1 } }, { status: 201 })),
  )
}
const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)

describe('createFormsService', () => {
  it('loads a form by slug into the SDK shape', async () => {
    const { forms } = shop()
    const form = await loaded(forms)
    expect(form).toMatchObject({
      id: 2,
      slug: 'kontakt',
      doubleOptIn: false,
      consentFormType: 'Contact',
      captcha: { siteKey: 'vitrina-captcha-pass', version: 2 },
    })
    expect(form.fields.map((field) => field.type)).toEqual(['text', 'email', 'textarea', 'file'])
  })

  it('only logs a form that could not be fetched, and only logs a submit of it', async () => {
    server.use(mock.get(`${CMS}/form/get/nema`, () => HttpResponse.json({ message: 'Form not found.', statusCode: 404 }, { status: 404 })))
    const { forms, logged, notices } = shop()
    const form = await forms.load('nema')
    expect(!form.ok && form.error.status).toBe(404)
    const sent = await forms.submit(null, VALUES, TICKED)
    expect(!sent.ok && sent.error.code).toBe('FORM_NOT_LOADED')
    expect(logged).toEqual(['Form nema not fetched', 'Form not fetched: it cannot be sent.'])
    expect(notices()).toEqual([])
  })

  it('sends the values with the captcha token, then logs the ticked consents under the form’s e-mail', async () => {
    const { forms, notices } = shop()
    const form = await loaded(forms)
    backend()
    const sent = await forms.submit(form, { ...VALUES, ime: '  Iva Ivić ' }, TICKED)
    expect(sent).toEqual({ ok: true, data: { id: 41, successMessage: 'Hvala na poruci!', doubleOptIn: false } })
    expect(posted).toEqual([{ id: 2, data: VALUES, 'g-recaptcha-key': 'vitrina-captcha-pass', 'g-recaptcha-response': 'captcha-token' }])
    expect(calls()).toEqual(['POST /api/v1/cms/form/storeData', 'POST /api/v1/privacy/web/consent/log/create'])
    expect(notices()).toEqual([])
    expect(forms.$pending.get()).toBe(false)
  })

  it('refuses invalid values with issues per field and sends nothing', async () => {
    const { forms, notices } = shop()
    const form = await loaded(forms)
    const sent = await forms.submit(form, { ...VALUES, email: 'iva', poruka: '' }, TICKED)
    expect(!sent.ok && sent.error.code).toBe('VALIDATION_ERROR')
    expect(
      !sent.ok &&
        'issues' in sent.error &&
        (sent.error.issues as { path: string[]; messageKey: string }[]).map((issue) => `${issue.path[0]} ${issue.messageKey}`),
    ).toEqual(['email validation.email', 'poruka validation.required'])
    expect(calls()).toEqual([])
    expect(notices()).toEqual([])
  })

  it('refuses a required consent that is not ticked, and consents never loaded, with their error notices', async () => {
    const { forms, notices } = shop()
    const form = await loaded(forms)
    expect((await forms.submit(form, VALUES, { consents: CONTACT_CONSENTS, acceptedConsents: [] })).ok).toBe(false)
    expect((await forms.submit(form, VALUES, { consents: null, acceptedConsents: ['1002'] })).ok).toBe(false)
    expect(notices()).toEqual([
      ['error', 'core.notifications.consentsRequired'],
      ['error', 'core.notifications.consentsNotLoaded'],
    ])
    expect(calls()).toEqual([])
  })

  it('toasts recaptchaMissing when the app gave no captcha or its script does not load', async () => {
    for (const captcha of [undefined, { load: () => Promise.reject(new Error('blocked')), execute: async () => 'x' }]) {
      const { forms, notices } = shop(captcha ? { captcha } : {})
      const sent = await forms.submit(await loaded(forms), VALUES, TICKED)
      expect(!sent.ok && sent.error.message).toBe('Failed to load script')
      expect(notices()).toEqual([['error', 'core.notifications.recaptchaMissing']])
    }
    expect(calls()).toEqual([])
  })

  it('toasts somethingWentWrong for a challenge that fails and for a refused post, releasing the lock', async () => {
    const failing = shop({ captcha: { load: async () => {}, execute: () => Promise.reject(new Error('error-callback')) } })
    const refusedChallenge = await failing.forms.submit(await loaded(failing.forms), VALUES, TICKED)
    expect(!refusedChallenge.ok && refusedChallenge.error.message).toBe('Failed to execute')
    expect(failing.notices()).toEqual([['error', 'core.notifications.somethingWentWrong']])

    const { forms, notices } = shop()
    const form = await loaded(forms)
    backend(400)
    const sent = await forms.submit(form, VALUES, TICKED)
    expect(!sent.ok && sent.error.status).toBe(400)
    expect(notices()).toEqual([['error', 'core.notifications.somethingWentWrong']])
    expect(calls()).toEqual(['POST /api/v1/cms/form/storeData'])
    expect(forms.$pending.get()).toBe(false)
  })

  it('holds a submit lock: a second submit while the first runs answers BUSY and sends nothing', async () => {
    const { forms } = shop()
    const form = await loaded(forms)
    backend()
    const first = forms.submit(form, VALUES, TICKED)
    expect(forms.$pending.get()).toBe(true)
    const second = await forms.submit(form, VALUES, TICKED)
    expect(!second.ok && second.error.code).toBe('BUSY')
    expect((await first).ok).toBe(true)
    expect(posted).toHaveLength(1)
  })

  it('uploads a file field’s files publicly and sends their drive ids', async () => {
    const puts: string[] = []
    const bucket: MediaBucketTransport = { put: async (url, bytes) => (puts.push(`${url} ${bytes.byteLength}`), { ok: true, data: undefined }) }
    const { forms } = shop({ captcha: passing, bucket })
    const form = await loaded(forms)
    backend()
    let n = 0
    server.use(
      mock.post(
        `${API}/api/v1/media/file/getUploadUrl`,
        () => (n++, HttpResponse.json({ data: { url: `${API}/__bucket/t${n}`, path: `uploads/${n}/racun.pdf`, userFileId: n } })),
      ),
      mock.post(`${API}/api/v1/media/file/addFromBucketPublic`, async ({ request }) =>
        HttpResponse.json({ data: { driveId: 100 + n, path: ((await request.json()) as { path: string }).path } }),
      ),
    )
    const pdf = (name: string) => ({ name, arrayBuffer: async () => new ArrayBuffer(3) })
    const sent = await forms.submit(form, { ...VALUES, privitak: [pdf('racun.pdf'), pdf('jamstvo.pdf')] }, TICKED)
    expect(sent.ok).toBe(true)
    expect(puts).toEqual([`${API}/__bucket/t1 3`, `${API}/__bucket/t2 3`])
    expect(posted).toEqual([expect.objectContaining({ data: { ...VALUES, privitak: [101, 102] } })])
  })

  it('sends a message to the administrator with contact/contactAdmin', async () => {
    let body: unknown
    server.use(
      mock.post(`${CMS}/contact/contactAdmin`, async ({ request }) => ((body = await request.json()), HttpResponse.json({ data: { id: 5 } }, { status: 201 }))),
    )
    const { forms } = shop()
    expect(await forms.contactAdmin({ name: 'Iva', email: 'iva@example.com', message: 'Bok' })).toEqual({ ok: true, data: { id: 5 } })
    expect(body).toEqual({ name: 'Iva', email: 'iva@example.com', message: 'Bok' })
  })
})
