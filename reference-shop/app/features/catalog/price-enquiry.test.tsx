import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithShop, type RecordedCall } from '../../testing/shop.fixture'
import { PriceEnquiryButton } from './price-enquiry'

// The sandbox's cijena-na-upit (docs/contract.md "Custom forms"), without a captcha: the captcha is the end-to-end test's.
const FORM = {
  id: 1,
  slug: 'cijena-na-upit',
  title: 'Pošaljite upit za proizvod',
  description: 'Cijena ovog proizvoda je na upit.',
  successMessage: 'Hvala! Vaš upit je poslan.',
  double_opt_in: false,
  consentFormType: 'Contact',
  captcha: null,
  fields: [
    { id: 1, key: 'ime', type: 'text', label: 'Ime i prezime', placeholder: '', validation: ['required', 'max:255'], options: null, allowedExts: null },
    { id: 2, key: 'email', type: 'email', label: 'E-mail', placeholder: '', validation: ['required', 'email'], options: null, allowedExts: null },
    { id: 3, key: 'telefon', type: 'tel', label: 'Telefon', placeholder: '', validation: ['max:50'], options: null, allowedExts: null },
    { id: 4, key: 'proizvod', type: 'text', label: 'Proizvod', placeholder: '', validation: ['required'], options: null, allowedExts: null },
    { id: 5, key: 'poruka', type: 'textarea', label: 'Poruka', placeholder: '', validation: ['required'], options: null, allowedExts: null },
  ],
}

// The form's answer waits until the test has installed fake timers: the product fill's 300 ms start when it comes.
let releaseForm: () => void = () => {}
let holdForm = true
async function backend(call: RecordedCall): Promise<Response | undefined> {
  if (call.path === '/api/v1/cms/form/get/cijena-na-upit') {
    if (holdForm) await new Promise<void>((resolve) => (releaseForm = resolve))
    return Response.json({ data: FORM })
  }
  if (call.path === '/api/v1/privacy/consent-assignment/filter') {
    return Response.json({
      data: {
        records: [{ id: 2, slug: 'contact', assigned_to: 'Contact', consents: ['1002'], requiredConsents: ['1002'] }],
        pagination: { page: 1, perPage: 50, total: 1, lastPage: 1 },
      },
    })
  }
  if (call.path === '/api/v1/privacy/web/consent/filter') {
    return Response.json({
      data: {
        records: [{ id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka' }],
        pagination: { page: 1, perPage: 10, total: 1, lastPage: 1 },
      },
    })
  }
  if (call.path === '/api/v1/cms/form/storeData')
    return Response.json({ data: { id: 9, formId: 1, doubleOptIn: false, successMessage: 'Hvala! Vaš upit je poslan.' } }, { status: 201 })
  if (call.path === '/api/v1/privacy/web/consent/log/create') return Response.json({ data: { id: 1 } }, { status: 201 })
  return undefined
}

afterEach(() => vi.useRealTimers())

// One open on real timers first: the dialog's chunk and the SDK's answer schemas are imported then, which under fake
// timers would wait for timers that never run.
beforeAll(async () => {
  holdForm = false
  const { unmount } = renderWithShop(<PriceEnquiryButton productName="X" />, { backend })
  fireEvent.click(screen.getByRole('button', { name: 'Pošaljite upit za proizvod' }))
  await screen.findByLabelText('Privola za obradu osobnih podataka *', {}, { timeout: 10_000 })
  unmount()
  holdForm = true
}, 20_000)

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const realTimeout = globalThis.setTimeout

/**
 * Waits, without moving the fake clock, until `check` passes: the SDK's answer schemas load by dynamic import, which
 * takes real turns of the event loop rather than timers.
 */
async function settle<T>(check: () => T): Promise<T> {
  const started = Date.now()
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() - started > 3000) throw error
      await act(() => vi.advanceTimersByTimeAsync(0))
      await new Promise((resolve) => realTimeout(resolve, 5))
    }
  }
}

async function openDialog(path = '/product/nordik-baby-vita-luksuzna-kolica') {
  const rendered = renderWithShop(<PriceEnquiryButton productName="Nordik Baby Vita luksuzna kolica" />, { path, backend })
  const keys: string[] = []
  rendered.shop.notices.listen((notice) => keys.push(notice.key))
  fireEvent.click(screen.getByRole('button', { name: 'Pošaljite upit za proizvod' }))
  // The dialog's module loads on the first open, on real timers; from its form on, time is fake.
  const dialog = within(await screen.findByRole('dialog', { name: 'Pošaljite upit za proizvod' }))
  expect(dialog.getByRole('status').textContent).toBe('Učitavam obrazac…')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  releaseForm()
  // The form, then its consents (spec §4 "Consent flow").
  await settle(() => dialog.getByLabelText('Privola za obradu osobnih podataka *'))
  return { ...rendered, dialog, keys }
}

function fill(dialog: ReturnType<typeof within>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(dialog.getByLabelText(label), { target: { value } })
}

const stores = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/v1/cms/form/storeData')

describe('PriceEnquiryButton', () => {
  it('opens the enquiry form with its fields and starred required consent, and fills the product 300 ms after it loads', async () => {
    const { dialog } = await openDialog()
    expect(dialog.getByText('Nordik Baby Vita luksuzna kolica')).toBeTruthy()
    expect((dialog.getByLabelText('Proizvod *') as HTMLInputElement).value).toBe('')
    await advance(300)
    expect((dialog.getByLabelText('Proizvod *') as HTMLInputElement).value).toBe('Nordik Baby Vita luksuzna kolica')
    expect(dialog.getByLabelText('Telefon *').getAttribute('type')).toBe('tel')
    expect(dialog.getByLabelText('E-mail *').getAttribute('type')).toBe('email')
  })

  it('reads Šaljem... while checking, and 500 ms later toasts that every field must be filled, sending nothing', async () => {
    const { dialog, keys, calls } = await openDialog()
    await advance(300)
    fill(dialog, { 'Ime i prezime *': 'Iva', 'E-mail *': 'iva@example.com', 'Poruka *': 'Cijena?' })
    fireEvent.click(dialog.getByLabelText('Privola za obradu osobnih podataka *'))
    fireEvent.click(dialog.getByRole('button', { name: 'Pošalji upit' }))
    await settle(() => dialog.getByRole('button', { name: 'Šaljem...' }))
    await advance(499)
    expect(keys).toEqual([])
    await advance(1)
    await settle(() => expect(keys).toEqual(['core.notifications.fillAllFields']))
    expect(stores(calls)).toEqual([])
    expect(dialog.getByRole('button', { name: 'Pošalji upit' })).toBeTruthy()
  })

  it('refuses to send without the required consent and says so', async () => {
    const { dialog, keys, calls } = await openDialog()
    await advance(300)
    fill(dialog, { 'Ime i prezime *': 'Iva', 'E-mail *': 'iva@example.com', 'Telefon *': '091 234 5678', 'Poruka *': 'Cijena?' })
    fireEvent.click(dialog.getByRole('button', { name: 'Pošalji upit' }))
    await advance(500)
    await settle(() => expect(keys).toEqual(['core.notifications.consentsRequired']))
    expect(stores(calls)).toEqual([])
  })

  it('sends a complete enquiry, shows the thank-you popup, which after 200 s closes and goes home', async () => {
    const { dialog, calls } = await openDialog()
    await advance(300)
    fill(dialog, { 'Ime i prezime *': 'Iva', 'E-mail *': 'iva@example.com', 'Telefon *': '091 234 5678', 'Poruka *': 'Cijena s dostavom?' })
    fireEvent.click(dialog.getByLabelText('Privola za obradu osobnih podataka *'))
    fireEvent.click(dialog.getByRole('button', { name: 'Pošalji upit' }))
    await advance(500)
    const thanks = within(await settle(() => screen.getByRole('dialog', { name: 'Hvala na upitu!' })))
    expect(thanks.getByText('Hvala! Vaš upit je poslan.')).toBeTruthy()
    expect(stores(calls).map((call) => call.body)).toEqual([
      {
        id: 1,
        data: { ime: 'Iva', email: 'iva@example.com', telefon: '091 234 5678', proizvod: 'Nordik Baby Vita luksuzna kolica', poruka: 'Cijena s dostavom?' },
      },
    ])
    await advance(199_999)
    expect(screen.getByRole('dialog', { name: 'Hvala na upitu!' })).toBeTruthy()
    await advance(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByTestId('location').textContent).toBe('/')
  })

  it('stays on the login page when the popup closes there', async () => {
    const { dialog } = await openDialog('/prijava')
    await advance(300)
    fill(dialog, { 'Ime i prezime *': 'Iva', 'E-mail *': 'iva@example.com', 'Telefon *': '091', 'Poruka *': 'Cijena?' })
    fireEvent.click(dialog.getByLabelText('Privola za obradu osobnih podataka *'))
    fireEvent.click(dialog.getByRole('button', { name: 'Pošalji upit' }))
    await advance(500)
    await settle(() => screen.getByRole('dialog', { name: 'Hvala na upitu!' }))
    await advance(200_000)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByTestId('location').textContent).toBe('/prijava')
  })

  it('closes with its close button', async () => {
    const { dialog } = await openDialog()
    fireEvent.click(dialog.getByRole('button', { name: 'Zatvori' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
