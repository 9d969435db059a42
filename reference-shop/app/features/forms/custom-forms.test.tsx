import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithShop, type RecordedCall } from '../../testing/shop.fixture'
import ProductAvailabilityButton from '../catalog/product-availability'
import { ContactSection } from './contact-section'

const field = (id: number, key: string, type: string, label: string, validation: string[], extra: Record<string, unknown> = {}) => ({
  id,
  key,
  type,
  label,
  placeholder: '',
  validation,
  options: null,
  allowedExts: null,
  ...extra,
})

// The sandbox's seeded forms (docs/contract.md "Custom forms"), without a captcha: the captcha is the end-to-end test's.
const FORMS: Record<string, unknown> = {
  kontakt: {
    id: 2,
    slug: 'kontakt',
    title: 'Kontaktirajte nas',
    description: 'Odgovaramo u roku od jednog radnog dana.',
    successMessage: 'Hvala na poruci! Javit ćemo vam se uskoro.',
    double_opt_in: false,
    consentFormType: 'Contact',
    captcha: null,
    fields: [
      field(6, 'ime', 'text', 'Ime i prezime', ['required', 'max:255']),
      field(7, 'email', 'email', 'E-mail', ['required', 'email']),
      field(8, 'predmet', 'select', 'Predmet', ['required'], {
        options: [
          { value: 'narudzba', label: 'Narudžba' },
          { value: 'ostalo', label: 'Ostalo' },
        ],
      }),
      field(9, 'poruka', 'textarea', 'Poruka', ['required', 'max:2000']),
    ],
  },
  reklamacija: {
    id: 4,
    slug: 'reklamacija',
    title: 'Prijava reklamacije',
    description: 'Opišite problem.',
    successMessage: 'Hvala!',
    double_opt_in: false,
    consentFormType: null,
    captcha: null,
    fields: [
      field(15, 'opis', 'textarea', 'Opis problema', ['required']),
      field(16, 'fotografije', 'file', 'Fotografije ili račun', ['required', 'max:5'], { allowedExts: ['pdf', 'jpg'] }),
    ],
  },
  'obavijest-o-dostupnosti': {
    id: 3,
    slug: 'obavijest-o-dostupnosti',
    title: 'Obavijest o dostupnosti',
    description: '',
    successMessage: 'Potvrdite prijavu putem poveznice koju smo vam poslali e-poštom.',
    double_opt_in: true,
    consentFormType: 'Product availability',
    captcha: null,
    fields: [field(12, 'email', 'email', 'E-mail', ['required', 'email']), field(13, 'proizvod', 'hidden', 'Proizvod', ['required'])],
  },
}
const ASSIGNMENTS = [
  { id: 2, slug: 'contact', assigned_to: 'Contact', consents: ['1002'], requiredConsents: ['1002'] },
  { id: 6, slug: 'product-availability', assigned_to: 'Product availability', consents: ['1002', '1005'], requiredConsents: ['1002', '1005'] },
]
const CONSENTS = [
  { id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka' },
  { id: 5, uniqueNumber: '1005', displayName: 'Obavijestite me kada proizvod bude dostupan' },
]
const paged = (records: unknown[]) => Response.json({ data: { records, pagination: { page: 1, perPage: 50, total: records.length, lastPage: 1 } } })

function backend(call: RecordedCall): Response | undefined {
  const slug = /^\/api\/v1\/cms\/form\/get\/(.+)$/.exec(call.path)?.[1]
  if (slug) return Response.json({ data: FORMS[slug] })
  if (call.path === '/api/v1/privacy/consent-assignment/filter') return paged(ASSIGNMENTS)
  if (call.path === '/api/v1/privacy/web/consent/filter') {
    const wanted = (call.body as { filters: { uniqueNumbers: string[] } }).filters.uniqueNumbers
    return paged(CONSENTS.filter((consent) => wanted.includes(consent.uniqueNumber)))
  }
  if (call.path === '/api/v1/cms/form/storeData') {
    const id = (call.body as { id: number }).id
    return Response.json(
      {
        data: {
          id: 40,
          formId: id,
          doubleOptIn: id === 3,
          successMessage: id === 3 ? 'Potvrdite prijavu putem poveznice koju smo vam poslali e-poštom.' : 'Hvala na poruci! Javit ćemo vam se uskoro.',
        },
      },
      { status: 201 },
    )
  }
  if (call.path === '/api/v1/privacy/web/consent/log/create') return Response.json({ data: { id: 1 } }, { status: 201 })
  return undefined
}

const stores = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/api/v1/cms/form/storeData').map((call) => call.body)

describe('ContactSection', () => {
  it('renders the contact form from its definition, refuses it without the required consent, then sends it', async () => {
    const { calls } = renderWithShop(<ContactSection />, { path: '/kontakt', backend })
    await screen.findByRole('heading', { name: 'Kontaktirajte nas' })
    const consent = await screen.findByLabelText('Privola za obradu osobnih podataka *')
    expect(screen.getByLabelText('E-mail *').getAttribute('type')).toBe('email')
    expect(
      within(screen.getByLabelText('Predmet *'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Odaberite...', 'Narudžba', 'Ostalo'])
    fireEvent.change(screen.getByLabelText('Ime i prezime *'), { target: { value: 'Iva' } })
    fireEvent.change(screen.getByLabelText('E-mail *'), { target: { value: 'iva@example.com' } })
    fireEvent.change(screen.getByLabelText('Predmet *'), { target: { value: 'narudzba' } })
    fireEvent.change(screen.getByLabelText('Poruka *'), { target: { value: 'Bok!' } })

    fireEvent.click(screen.getByRole('button', { name: 'Pošalji poruku' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Molimo prihvatite sve obavezne privole.')
    expect(stores(calls)).toEqual([])

    fireEvent.click(consent)
    fireEvent.click(screen.getByRole('button', { name: 'Pošalji poruku' }))
    expect(await screen.findByText('Hvala na poruci! Javit ćemo vam se uskoro.')).toBeTruthy()
    expect(stores(calls)).toEqual([{ id: 2, data: { ime: 'Iva', email: 'iva@example.com', predmet: 'narudzba', poruka: 'Bok!' } }])
    expect(screen.queryByRole('button', { name: 'Pošalji poruku' })).toBeNull()
  })

  it('shows each field’s problem under it and sends nothing', async () => {
    const { calls } = renderWithShop(<ContactSection />, { path: '/kontakt', backend })
    fireEvent.click(await screen.findByLabelText('Privola za obradu osobnih podataka *'))
    fireEvent.change(screen.getByLabelText('E-mail *'), { target: { value: 'iva@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Pošalji poruku' }))
    await screen.findByText('Unesite uzorak adrese elektroničke pošte')
    expect(screen.getByLabelText('Ime i prezime *').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText('Unos ovog polja je obavezan')).toHaveLength(3)
    expect(stores(calls)).toEqual([])
  })

  it('opens the complaint form with its file field, and refuses a file of another type before any upload', async () => {
    const { calls } = renderWithShop(<ContactSection />, { path: '/kontakt', backend })
    fireEvent.click(await screen.findByRole('button', { name: 'Prijavite reklamaciju' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Prijava reklamacije' }))
    const files = (await dialog.findByLabelText('Fotografije ili račun *')) as HTMLInputElement
    expect(files.type).toBe('file')
    expect(files.accept).toBe('.pdf,.jpg')
    expect(dialog.getByText('Vrste datoteka: pdf, jpg; najviše 5.')).toBeTruthy()
    fireEvent.change(dialog.getByLabelText('Opis problema *'), { target: { value: 'Slomljen kotač.' } })
    fireEvent.change(files, { target: { files: [new File(['x'], 'opis.docx')] } })
    fireEvent.click(dialog.getByRole('button', { name: 'Pošalji' }))
    // The SDK's forms texts are added to the page's catalog by the forms' chunk.
    await dialog.findByText('Dopuštene vrste datoteka: pdf, jpg')
    expect(calls.filter((call) => call.path.startsWith('/api/v1/media/'))).toEqual([])
    expect(stores(calls)).toEqual([])
  })
})

describe('ProductAvailabilityButton', () => {
  it('sends the availability form with the product’s SKU in its hidden field and both required consents, then asks to confirm by e-mail', async () => {
    const { calls } = renderWithShop(<ProductAvailabilityButton productName="Dvojna kolica" sku="KOL-1003-002" />, { path: '/product/dvojna-kolica', backend })
    fireEvent.click(screen.getByRole('button', { name: 'Obavijesti me kad bude dostupno' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Obavijest o dostupnosti' }))
    expect(dialog.getByText('Dvojna kolica')).toBeTruthy()
    fireEvent.click(await dialog.findByLabelText('Privola za obradu osobnih podataka *'))
    fireEvent.click(dialog.getByLabelText('Obavijestite me kada proizvod bude dostupan *'))
    expect(dialog.queryByLabelText('Proizvod *')).toBeNull()
    fireEvent.change(dialog.getByLabelText('E-mail *'), { target: { value: 'mama@example.com' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Pošalji' }))
    expect((await dialog.findByRole('status')).textContent).toBe('Potvrdite prijavu putem poveznice koju smo vam poslali e-poštom.')
    expect(stores(calls)).toEqual([{ id: 3, data: { email: 'mama@example.com', proizvod: 'KOL-1003-002' } }])
  })
})
