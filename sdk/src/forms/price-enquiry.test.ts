import { http as mock, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API, server, useMswServer } from '../../test/msw'
import type { Clock } from '../clock/clock.types'
import type { ValidationError } from '../errors/errors.classes'
import type { Notice } from '../notices/notices.types'
import type { Consent } from '../privacy/privacy.types'
import { createStorefront } from '../storefront/storefront.create'
import type { CustomForm, FormField } from './forms.types'
import { createPriceEnquiryService, PRICE_ENQUIRY_CHECK_DELAY_MS, PRICE_ENQUIRY_PRODUCT_DELAY_MS, textFieldsFilled } from './price-enquiry'

useMswServer()
// Only the timers are fake: the clock's delays run on them, while MSW answers on promises as usual.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

const clock: Clock = {
  now: () => Date.UTC(2026, 5, 15, 10),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as never),
}
const field = (key: string, type: FormField['type'], validation: string[]): FormField => ({
  id: 1,
  key,
  type,
  label: key,
  placeholder: '',
  validation,
  options: null,
  allowedExts: null,
})

// The sandbox's cijena-na-upit: telefon has no rule, yet the price enquiry wants every text field filled.
const FORM: CustomForm = {
  id: 1,
  slug: 'cijena-na-upit',
  title: 'Pošaljite upit za proizvod',
  description: '',
  successMessage: 'Hvala! Vaš upit je poslan.',
  doubleOptIn: false,
  consentFormType: 'Contact',
  captcha: null,
  fields: [
    field('ime', 'text', ['required']),
    field('email', 'email', ['required']),
    field('telefon', 'tel', ['max:50']),
    field('proizvod', 'text', ['required']),
    field('poruka', 'textarea', ['required']),
  ],
}
const FILLED = { ime: 'Iva', email: 'iva@example.com', telefon: '091 234 5678', proizvod: 'Nordik Baby Vita', poruka: 'Cijena s dostavom?' }
const CONSENTS: Consent[] = [{ id: 2, uniqueNumber: '1002', displayName: 'Privola', required: true }]
const TICKED = { consents: CONSENTS, acceptedConsents: ['1002'] }

function shop() {
  const storefront = createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, clock })
  const notices: Notice[] = []
  storefront.notices.listen((notice) => notices.push(notice))
  return { enquiry: createPriceEnquiryService(storefront, { log: () => {} }), notices: () => notices.map((notice) => [notice.level, notice.key]) }
}

let posts = 0
beforeEach(() => {
  posts = 0
  server.use(
    mock.post(
      `${API}/api/v1/cms/form/storeData`,
      () => (posts++, HttpResponse.json({ data: { id: 7, formId: 1, doubleOptIn: false, successMessage: 'Hvala! Vaš upit je poslan.' } }, { status: 201 })),
    ),
    mock.post(`${API}/api/v1/privacy/web/consent/log/create`, () => HttpResponse.json({ data: { id: 1 } }, { status: 201 })),
  )
})

describe('textFieldsFilled', () => {
  it('wants every text-like field filled, required or not, and ignores the others', () => {
    expect(textFieldsFilled(FORM, FILLED)).toBe(true)
    expect(textFieldsFilled(FORM, { ...FILLED, telefon: '  ' })).toBe(false)
    expect(textFieldsFilled({ fields: [...FORM.fields, field('uvjeti', 'checkbox', []), field('x', 'hidden', [])] }, FILLED)).toBe(true)
  })
})

describe('createPriceEnquiryService', () => {
  it('fills the product field 300 ms after it is asked to, not before', () => {
    const { enquiry } = shop()
    const fill = vi.fn()
    enquiry.fillProduct(FORM, 'Nordik Baby Vita luksuzna kolica', fill)
    vi.advanceTimersByTime(PRICE_ENQUIRY_PRODUCT_DELAY_MS - 1)
    expect(fill).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fill).toHaveBeenCalledWith('proizvod', 'Nordik Baby Vita luksuzna kolica')
  })

  it('does not fill once cancelled (the dialog closed) or when the form has no product field', () => {
    const { enquiry } = shop()
    const fill = vi.fn()
    enquiry.fillProduct(FORM, 'X', fill)()
    enquiry.fillProduct({ fields: [field('ime', 'text', [])] }, 'X', fill)
    vi.advanceTimersByTime(1000)
    expect(fill).not.toHaveBeenCalled()
  })

  it('checks the fields 500 ms after sending: an empty one gives the fill-all-fields toast then, and nothing is sent', async () => {
    const { enquiry, notices } = shop()
    const sent = enquiry.send(FORM, { ...FILLED, telefon: '' }, TICKED)
    expect(enquiry.$pending.get()).toBe(true)
    await vi.advanceTimersByTimeAsync(PRICE_ENQUIRY_CHECK_DELAY_MS - 1)
    expect(notices()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const result = await sent
    expect(!result.ok && result.error.code).toBe('VALIDATION_ERROR')
    expect(!result.ok && (result.error as ValidationError).issues).toEqual([{ path: ['telefon'], messageKey: 'validation.required' }])
    expect(notices()).toEqual([['error', 'core.notifications.fillAllFields']])
    expect(posts).toBe(0)
    expect(enquiry.$pending.get()).toBe(false)
  })

  it('sends a complete enquiry after the 500 ms check, pending the whole time, and refuses a second send meanwhile', async () => {
    const { enquiry, notices } = shop()
    const sent = enquiry.send(FORM, FILLED, TICKED)
    await vi.advanceTimersByTimeAsync(PRICE_ENQUIRY_CHECK_DELAY_MS - 1)
    expect(posts).toBe(0)
    const second = await enquiry.send(FORM, FILLED, TICKED)
    expect(!second.ok && second.error.code).toBe('BUSY')
    await vi.advanceTimersByTimeAsync(1)
    expect(await sent).toEqual({ ok: true, data: { id: 7, successMessage: 'Hvala! Vaš upit je poslan.', doubleOptIn: false } })
    expect(posts).toBe(1)
    expect(notices()).toEqual([])
    expect(enquiry.$pending.get()).toBe(false)
  })
})
