import { beforeEach, describe, expect, it } from 'vitest'
import { CAPTCHA_SITE_KEYS } from '../../src/captcha/captcha.keys'
import type { Sandbox } from '../../src/sandbox/sandbox.types'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { api, linkToken, mailbox } from './account.fixture'
import { manualClock } from './auth.fixture'
import { putToBucket } from './media-backoffice.fixture'

const clock = manualClock()
const sandbox = useSandbox({ control: true, clock })
beforeEach(() => clock.reset())

const getForm = async (slug: string, headers: Record<string, string> = SHOP_HEADERS) =>
  (await api(sandbox(), 'GET', `v1/cms/form/get/${slug}`, undefined, headers)).body.data
const captchaToken = async (sitekey: string = CAPTCHA_SITE_KEYS.pass) =>
  (await json(call(sandbox(), 'POST', '/__captcha/execute', { body: { sitekey } }))).body.data.token as string
const store = (body: Record<string, unknown>, headers: Record<string, string> = SHOP_HEADERS) => api(sandbox(), 'POST', 'v1/cms/form/storeData', body, headers)
/** A form post with a fresh token of the passing key. */
const send = async (formId: number, data: Record<string, unknown>, headers?: Record<string, string>) =>
  store({ id: formId, data, 'g-recaptcha-key': CAPTCHA_SITE_KEYS.pass, 'g-recaptcha-response': await captchaToken() }, headers)
const setCaptcha = (siteKey: string | null) => json(call(sandbox(), 'PUT', '/__sandbox/captcha', { body: { siteKey } }))

const ENQUIRY = { ime: 'Iva Ivić', email: 'iva@primjer.hr', telefon: '', proizvod: 'Nordik Baby Vita luksuzna kolica', poruka: 'Koja je cijena s dostavom?' }

async function upload(sb: Sandbox, filename: string): Promise<number> {
  const url = await api(sb, 'POST', 'v1/media/file/getUploadUrl', { file: filename })
  await putToBucket(sb, url.body.data.url, Buffer.from(`bytes of ${filename}`))
  return (await api(sb, 'POST', 'v1/media/file/addFromBucketPublic', { filename, path: url.body.data.path })).body.data.driveId
}

describe('GET api/v1/cms/form/get/{slug}', () => {
  it('answers the price-enquiry form with its fields, rules and the captcha to use', async () => {
    const form = await getForm('cijena-na-upit')
    expect(form).toMatchObject({
      slug: 'cijena-na-upit',
      title: 'Pošaljite upit za proizvod',
      double_opt_in: false,
      consentFormType: 'Contact',
      captcha: { siteKey: CAPTCHA_SITE_KEYS.pass, version: 2 },
    })
    expect(form.fields.map((field: { key: string; type: string }) => `${field.key}:${field.type}`)).toEqual([
      'ime:text',
      'email:email',
      'telefon:tel',
      'proizvod:text',
      'poruka:textarea',
    ])
    expect(form.fields[0]).toEqual({
      id: expect.any(Number),
      key: 'ime',
      type: 'text',
      label: 'Ime i prezime',
      placeholder: '',
      validation: ['required', 'max:255'],
      options: null,
      allowedExts: null,
    })
  })

  it('answers the file field with its allowed extensions, select choices and the texts in Slovenian', async () => {
    const complaint = await getForm('reklamacija', { ...SHOP_HEADERS, 'x-gaussbox-language': 'sl' })
    expect(complaint.title).toBe('Prijava reklamacije')
    expect(complaint.fields.at(-1)).toMatchObject({
      key: 'fotografije',
      type: 'file',
      label: 'Fotografije ali račun',
      validation: ['required', 'max:5'],
      allowedExts: ['pdf', 'jpg', 'jpeg', 'png'],
    })
    const contact = await getForm('kontakt')
    expect(contact.fields.find((field: { key: string }) => field.key === 'predmet').options).toEqual([
      { value: 'narudzba', label: 'Narudžba' },
      { value: 'reklamacija', label: 'Reklamacija' },
      { value: 'ostalo', label: 'Ostalo' },
    ])
    expect((await getForm('obavijest-o-dostupnosti')).double_opt_in).toBe(true)
  })

  it('answers 404 for an unknown slug, and captcha null once the site has none', async () => {
    expect(await api(sandbox(), 'GET', 'v1/cms/form/get/nepostojeci')).toEqual({ status: 404, body: { message: 'Form not found.', statusCode: 404 } })
    expect(await setCaptcha(null)).toEqual({ status: 200, body: { data: { siteKey: null } } })
    expect((await getForm('kontakt')).captcha).toBeNull()
  })
})

describe('POST api/v1/cms/form/filter', () => {
  it('lists the four seeded forms, or the one of filters.slug', async () => {
    const all = await api(sandbox(), 'POST', 'v1/cms/form/filter', {})
    expect(all.body.data.records.map((form: { slug: string }) => form.slug)).toEqual(['cijena-na-upit', 'kontakt', 'obavijest-o-dostupnosti', 'reklamacija'])
    expect(all.body.data.pagination).toEqual({ page: 1, perPage: 10, total: 4, lastPage: 1 })
    const one = await api(sandbox(), 'POST', 'v1/cms/form/filter', { filters: { slug: 'kontakt' } })
    expect(one.body.data.records.map((form: { slug: string }) => form.slug)).toEqual(['kontakt'])
    expect((await api(sandbox(), 'POST', 'v1/cms/form/filter', { filters: [] })).status).toBe(400)
  })
})

describe('POST api/v1/cms/form/storeData', () => {
  it('stores a valid price enquiry and answers the success message', async () => {
    const form = await getForm('cijena-na-upit')
    const { status, body } = await send(form.id, ENQUIRY)
    expect(status).toBe(201)
    expect(body.data).toEqual({ id: expect.any(Number), formId: form.id, doubleOptIn: false, successMessage: 'Hvala! Vaš upit je poslan.' })
    const row = sandbox().db.prepare('SELECT data, language, confirmation_id FROM form_submissions WHERE id = ?').get(body.data.id) as {
      data: string
      language: string
      confirmation_id: number | null
    }
    expect(JSON.parse(row.data)).toEqual({ ime: 'Iva Ivić', email: 'iva@primjer.hr', proizvod: ENQUIRY.proizvod, poruka: ENQUIRY.poruka })
    expect(row).toMatchObject({ language: 'hr', confirmation_id: null })
    expect(await mailbox(sandbox())).toEqual([])
  })

  it('reports every field against its rules: required, max:N, e-mail, select choices, unknown keys', async () => {
    const enquiry = await getForm('cijena-na-upit')
    const { status, body } = await send(enquiry.id, { ime: ' ', email: 'nije-adresa', proizvod: 'x'.repeat(256), poruka: 'Pozdrav', boja: 'plava' })
    expect(status).toBe(400)
    expect(body.message).toBe('boja is not a field of this form.')
    expect(body.errors).toEqual([
      { path: 'data.boja', message: 'boja is not a field of this form.' },
      { path: 'data.ime', message: 'ime is required.' },
      { path: 'data.email', message: 'email must be an e-mail address.' },
      { path: 'data.proizvod', message: 'proizvod must be at most 255 characters.' },
    ])
    const contact = await getForm('kontakt')
    const wrongChoice = await send(contact.id, { ime: 'Iva', email: 'iva@primjer.hr', predmet: 'pohvala', poruka: 'Bok' })
    expect(wrongChoice.body.errors).toEqual([{ path: 'data.predmet', message: 'predmet must be one of narudzba, reklamacija, ostalo.' }])
    expect(sandbox().db.prepare('SELECT count(*) AS n FROM form_submissions').get()).toEqual({ n: 0 })
  })

  it('answers 404 for an unknown form and 400 for data that is not an object', async () => {
    expect(await send(999, {})).toEqual({ status: 404, body: { message: 'Form not found.', statusCode: 404 } })
    const form = await getForm('kontakt')
    expect(await send(form.id, [] as unknown as Record<string, unknown>)).toEqual({
      status: 400,
      body: { message: 'data must be an object.', statusCode: 400, errors: [{ path: 'data', message: 'data must be an object.' }] },
    })
  })

  it('sends a double opt-in form a confirmation e-mail whose link opens /potvrdi-email and releases the goal', async () => {
    const form = await getForm('obavijest-o-dostupnosti')
    const { status, body } = await send(form.id, { email: 'mama@primjer.hr', proizvod: 'KOL-1003-002' }, { ...SHOP_HEADERS, Origin: 'http://localhost:5173' })
    expect(status).toBe(201)
    expect(body.data.doubleOptIn).toBe(true)
    const [mail, ...others] = await mailbox(sandbox(), 'mama@primjer.hr')
    expect(others).toEqual([])
    expect(mail!.kind).toBe('formConfirmation')
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:5173\/potvrdi-email\?token=/)
    const confirmed = await api(sandbox(), 'GET', `v1/cms/form/confirmEmail/${linkToken(mail!, 'token')}`)
    expect(confirmed.body.data).toEqual({
      goal: 'Hvala! Javit ćemo vam se e-poštom čim proizvod ponovno bude dostupan.',
      goalType: 'message',
      confirmedEmail: 'mama@primjer.hr',
    })
    const row = sandbox().db.prepare('SELECT confirmation_id FROM form_submissions WHERE id = ?').get(body.data.id) as { confirmation_id: number }
    expect(row.confirmation_id).toEqual(expect.any(Number))
  })

  it('takes uploaded public files in a file field, checking their number and extensions', async () => {
    const form = await getForm('reklamacija')
    const base = { ime: 'Iva', email: 'iva@primjer.hr', broj_narudzbe: '2026-000101', opis: 'Kotač je slomljen.' }
    const missing = await send(form.id, base)
    expect(missing.body.errors).toEqual([{ path: 'data.fotografije', message: 'fotografije is required.' }])

    const photo = await upload(sandbox(), 'kotac.JPG')
    const invoice = await upload(sandbox(), 'racun.pdf')
    const stored = await send(form.id, { ...base, fotografije: [photo, invoice] })
    expect(stored.status).toBe(201)
    const row = sandbox().db.prepare('SELECT files FROM form_submissions WHERE id = ?').get(stored.body.data.id) as { files: string }
    expect(JSON.parse(row.files)).toEqual([photo, invoice])

    const text = await upload(sandbox(), 'opis.docx')
    const wrong = await send(form.id, { ...base, fotografije: [text, 9999] })
    expect(wrong.body.errors).toEqual([
      { path: 'data.fotografije', message: 'fotografije: opis.docx is not one of pdf, jpg, jpeg, png.' },
      { path: 'data.fotografije', message: 'fotografije: file 9999 is not an uploaded public file.' },
    ])
    const many = await Promise.all(['1.png', '2.png', '3.png', '4.png', '5.png', '6.png'].map((name) => upload(sandbox(), name)))
    expect((await send(form.id, { ...base, fotografije: many })).body.errors).toEqual([
      { path: 'data.fotografije', message: 'fotografije takes at most 5 files.' },
    ])
    expect((await send(form.id, { ...base, fotografije: 'kotac.jpg' })).body.errors).toEqual([
      { path: 'data.fotografije', message: 'fotografije must be a list of uploaded file ids.' },
    ])
  })
})

describe('the emulated captcha', () => {
  it('serves the script that defines grecaptcha, without an apiKey', async () => {
    const response = await call(sandbox(), 'GET', '/__captcha/api.js', { headers: {} })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    const script = await response.text()
    expect(script).toContain('window.grecaptcha')
    expect(script).toContain('/__captcha/execute')
  })

  it('hands out tokens for both known keys and refuses any other key', async () => {
    expect(await captchaToken(CAPTCHA_SITE_KEYS.fail)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await json(call(sandbox(), 'POST', '/__captcha/execute', { body: { sitekey: 'tuđi-ključ' } }))).toEqual({
      status: 400,
      body: { message: 'Invalid site key.', statusCode: 400, errors: [{ path: 'sitekey', message: 'Invalid site key.' }] },
    })
  })

  it('refuses a form post without a response, with another key, with the failing key, reused or expired tokens', async () => {
    const form = await getForm('cijena-na-upit')
    const failure = (message: string, path = 'g-recaptcha-response') => ({ status: 400, body: { message, statusCode: 400, errors: [{ path, message }] } })
    expect(await store({ id: form.id, data: ENQUIRY })).toEqual(failure('g-recaptcha-response is required.'))
    expect(await store({ id: form.id, data: ENQUIRY, 'g-recaptcha-key': 'drugi', 'g-recaptcha-response': await captchaToken() })).toEqual(
      failure("g-recaptcha-key must be the site's captcha key.", 'g-recaptcha-key'),
    )

    const token = await captchaToken()
    expect((await store({ id: form.id, data: ENQUIRY, 'g-recaptcha-key': CAPTCHA_SITE_KEYS.pass, 'g-recaptcha-response': token })).status).toBe(201)
    expect(await store({ id: form.id, data: ENQUIRY, 'g-recaptcha-key': CAPTCHA_SITE_KEYS.pass, 'g-recaptcha-response': token })).toEqual(
      failure('Captcha verification failed.'),
    )

    const late = await captchaToken()
    clock.advance(120)
    expect(await store({ id: form.id, data: ENQUIRY, 'g-recaptcha-key': CAPTCHA_SITE_KEYS.pass, 'g-recaptcha-response': late })).toEqual(
      failure('Captcha verification failed.'),
    )

    // The failing key: its script runs and hands out tokens, but they never verify.
    await setCaptcha(CAPTCHA_SITE_KEYS.fail)
    expect(
      await store({
        id: form.id,
        data: ENQUIRY,
        'g-recaptcha-key': CAPTCHA_SITE_KEYS.fail,
        'g-recaptcha-response': await captchaToken(CAPTCHA_SITE_KEYS.fail),
      }),
    ).toEqual(failure('Captcha verification failed.'))
    expect(sandbox().db.prepare('SELECT count(*) AS n FROM form_submissions').get()).toEqual({ n: 1 })
  })

  it('checks no captcha when the site has none', async () => {
    await setCaptcha(null)
    const form = await getForm('cijena-na-upit')
    expect((await store({ id: form.id, data: ENQUIRY })).status).toBe(201)
    expect((await json(call(sandbox(), 'PUT', '/__sandbox/captcha', { body: { siteKey: 7 } }))).body.message).toBe(
      'siteKey must be a non-empty string of at most 200 characters, or null.',
    )
  })
})

describe('POST api/v1/cms/contact/contactAdmin', () => {
  it('stores a message to the administrator', async () => {
    const { status, body } = await api(sandbox(), 'POST', 'v1/cms/contact/contactAdmin', {
      name: 'Iva',
      email: 'iva@primjer.hr',
      subject: 'Dostava',
      message: 'Dostavljate li na otoke?',
    })
    expect(status).toBe(201)
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Iva',
      email: 'iva@primjer.hr',
      phone: null,
      subject: 'Dostava',
      message: 'Dostavljate li na otoke?',
      createdAt: '2026-06-15T10:00:00.000Z',
    })
    expect(sandbox().db.prepare('SELECT count(*) AS n FROM contact_messages').get()).toEqual({ n: 1 })
  })

  it('reports every problem of the body', async () => {
    const { status, body } = await api(sandbox(), 'POST', 'v1/cms/contact/contactAdmin', { email: 'x', phone: 5, message: 'x'.repeat(5001) })
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { path: 'name', message: 'name is required.' },
      { path: 'email', message: 'email must be an e-mail address.' },
      { path: 'phone', message: 'phone must be a string.' },
      { path: 'message', message: 'message must be at most 5000 characters.' },
    ])
  })
})
