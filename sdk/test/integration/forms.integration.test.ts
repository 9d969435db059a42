// The SDK's forms against the real sandbox, in process (docs/contract.md "Custom forms"): the price enquiry with the
// emulated captcha's passing and failing keys, a double opt-in form through the sandbox's mailbox, and a form's
// files through the public upload.
import { describe, expect, it, vi } from 'vitest'
import { createConsentsService } from '../../src/index'
import { createFormsService, createPriceEnquiryService, type CaptchaTokenProvider } from '../../src/forms'
import { defaultBucketTransport } from '../../src/media/media.bucket'
import { callSandbox, sandboxFetch, SANDBOX_URL, storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

/** The captcha script's execute step, as the emulated script does it: a token from the sandbox for the site key. */
const sandboxCaptcha = (): CaptchaTokenProvider => ({
  load: async () => {},
  execute: async ({ siteKey }) => {
    const response = await sandbox().app.fetch(
      new Request(`${SANDBOX_URL}/__captcha/execute`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sitekey: siteKey }),
      }),
    )
    if (!response.ok) throw new Error('error-callback')
    return ((await response.json()) as { data: { token: string } }).data.token
  },
})

const ENQUIRY = { ime: 'Iva Ivić', email: 'iva@example.com', telefon: '091 234 5678', poruka: 'Koja je cijena s dostavom na otok?' }

async function setCaptchaKey(siteKey: string | null) {
  await sandbox().app.fetch(
    new Request(`${SANDBOX_URL}/__sandbox/captcha`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ siteKey }) }),
  )
}

describe('the forms against the sandbox', () => {
  it('sends a price enquiry with the passing captcha key: the product filled in, the consents logged', async () => {
    const { shop, noticeKeys } = storefronts(sandbox(), clock).open()
    const enquiry = createPriceEnquiryService(shop, { captcha: sandboxCaptcha() })
    const form = await createFormsService(shop).load('cijena-na-upit')
    if (!form.ok) throw form.error
    const consents = await createConsentsService(shop).load(form.data.consentFormType!)
    // The 300 ms product fill and the 500 ms check run on fake timers; the sandbox answers on promises.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const values: Record<string, string> = { ...ENQUIRY }
    let sending: ReturnType<typeof enquiry.send> | undefined
    try {
      enquiry.fillProduct(form.data, 'Nordik Baby Vita luksuzna kolica', (key, value) => (values[key] = value))
      await vi.advanceTimersByTimeAsync(300)
      sending = enquiry.send(form.data, values, { consents: consents.ok ? consents.data : null, acceptedConsents: ['1002'] })
      await vi.advanceTimersByTimeAsync(500)
    } finally {
      vi.useRealTimers()
    }
    const sent = await sending
    expect(sent).toEqual({ ok: true, data: { id: expect.any(Number), successMessage: 'Hvala! Vaš upit je poslan.', doubleOptIn: false } })
    const stored = sandbox().db.prepare('SELECT data FROM form_submissions').all() as { data: string }[]
    expect(stored.map((row) => JSON.parse(row.data))).toEqual([{ ...ENQUIRY, proizvod: 'Nordik Baby Vita luksuzna kolica' }])
    expect(sandbox().db.prepare('SELECT consents, user FROM consent_logs').all()).toEqual([
      { consents: '[2]', user: JSON.stringify({ userType: 'webUser', email: 'iva@example.com' }) },
    ])
    expect(noticeKeys()).toEqual([])
  })

  it('fails the verify step with the failing key and toasts somethingWentWrong; an unknown key fails the challenge', async () => {
    await setCaptchaKey('vitrina-captcha-fail')
    const { shop, noticeKeys } = storefronts(sandbox(), clock).open()
    const forms = createFormsService(shop, { captcha: sandboxCaptcha() })
    const form = await forms.load('cijena-na-upit')
    if (!form.ok) throw form.error
    const sent = await forms.submit(form.data, { ...ENQUIRY, proizvod: 'X' }, { consents: [], acceptedConsents: [] })
    expect(!sent.ok && [sent.error.status, (sent.error as { serverMessage?: string }).serverMessage]).toEqual([400, 'Captcha verification failed.'])

    await setCaptchaKey('tudi-kljuc')
    const again = await forms.load('cijena-na-upit')
    const refused = await forms.submit(again.ok ? again.data : null, { ...ENQUIRY, proizvod: 'X' }, { consents: [], acceptedConsents: [] })
    expect(!refused.ok && refused.error.message).toBe('Failed to execute')
    expect(noticeKeys()).toEqual(['core.notifications.somethingWentWrong', 'core.notifications.somethingWentWrong'])
    expect(sandbox().db.prepare('SELECT count(*) AS n FROM form_submissions').get()).toEqual({ n: 0 })
  })

  it('sends the product-availability form, whose confirmation e-mail links to /potvrdi-email', async () => {
    const { shop } = storefronts(sandbox(), clock).open()
    const forms = createFormsService(shop, { captcha: sandboxCaptcha() })
    const form = await forms.load('obavijest-o-dostupnosti')
    if (!form.ok) throw form.error
    const consents = await createConsentsService(shop).load('Product availability')
    const sent = await forms.submit(
      form.data,
      { email: 'mama@example.com', proizvod: 'KOL-1003-002' },
      { consents: consents.ok ? consents.data : null, acceptedConsents: ['1002', '1005'] },
    )
    expect(sent.ok && sent.data.doubleOptIn).toBe(true)
    const mail = await callSandbox(sandbox(), 'GET', '/__sandbox/mailbox?to=mama%40example.com')
    expect(mail.body.data.map((item: { kind: string; links: string[] }) => [item.kind, new URL(item.links[0]!).pathname])).toEqual([
      ['formConfirmation', '/potvrdi-email'],
    ])
  })

  it('uploads a complaint’s photos publicly and sends the form with their drive ids', async () => {
    const calls: never[] = []
    const { shop } = storefronts(sandbox(), clock).open()
    const forms = createFormsService(shop, { captcha: sandboxCaptcha(), bucket: defaultBucketTransport(sandboxFetch(sandbox(), calls)) })
    const form = await forms.load('reklamacija')
    if (!form.ok) throw form.error
    const photo = new File([new Uint8Array([1, 2, 3])], 'kotac.jpg')
    const values = { ime: 'Iva', email: 'iva@example.com', broj_narudzbe: '2026-000101', opis: 'Kotač je slomljen.', fotografije: [photo] }
    const sent = await forms.submit(form.data, values, { consents: [], acceptedConsents: [] })
    expect(sent.ok).toBe(true)
    const row = sandbox().db.prepare('SELECT files FROM form_submissions').get() as { files: string }
    const [driveId] = JSON.parse(row.files) as number[]
    expect(sandbox().db.prepare('SELECT filename, is_public FROM drive_items WHERE id = ?').get(driveId)).toEqual({ filename: 'kotac.jpg', is_public: 1 })
  })
})
