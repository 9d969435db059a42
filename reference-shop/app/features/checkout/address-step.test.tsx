import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { callsTo, fillDeliveryAddress, renderCheckout, type } from './checkout.render'

// Each test walks the steps through the real SDK: several calls per step.
vi.setConfig({ testTimeout: 20_000 })

const REQUIRED = 'Unos ovog polja je obavezan'
const CONSENTS = [
  { id: 1, uniqueNumber: '1001', displayName: 'Prihvaćam uvjete kupnje', required: true },
  { id: 3, uniqueNumber: '1003', displayName: 'Želim primati newsletter', required: false },
]
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Nastavi na dostavu' }))
const fieldError = (label: string) => {
  const input = screen.getByLabelText(label)
  const id = input.getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : undefined
}

describe('the address step', () => {
  it('offers the countries the checkout allows, Croatia chosen', async () => {
    await renderCheckout()
    const country = screen.getByLabelText('Država') as HTMLSelectElement
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Odaberite državu', 'Hrvatska', 'Slovenija'])
    expect(country.value).toBe('HR')
  })

  it('shows the Croatian messages of every missing field and saves nothing', async () => {
    const view = await renderCheckout()
    next()

    for (const label of ['Ime', 'Prezime', 'E-mail', 'Telefon', 'Ulica', 'Kućni broj', 'Poštanski broj', 'Grad']) expect(fieldError(label)).toBe(REQUIRED)
    expect(document.activeElement).toBe(screen.getByLabelText('Ime'))
    expect(callsTo(view, '/api/v2/ecommerce/cart/updateGuestUser')).toEqual([])
    expect(screen.queryByRole('button', { name: 'Nastavi na plaćanje' })).toBeNull()
  })

  it('checks the e-mail, the letters of a name and the maxima, and the messages follow the typing', async () => {
    await renderCheckout()
    fillDeliveryAddress()
    type('E-mail', 'ana@')
    type('Ime', 'Ana2')
    type('Kućni broj', '1234567890123456')
    next()

    expect(fieldError('E-mail')).toBe('Unesite uzorak adrese elektroničke pošte')
    expect(fieldError('Ime')).toBe('Unos sadrži posebne znakove! Koristite samo slova.')
    expect(fieldError('Kućni broj')).toBe('Maksimalan broj znakova za ovo polje je 15')

    type('Ime', 'Ana-Marija')
    expect(fieldError('Ime')).toBeUndefined()
  })

  it('asks for the company name and OIB in company mode and sends them with the billing address', async () => {
    const view = await renderCheckout()
    fillDeliveryAddress()
    expect(screen.queryByLabelText('Naziv tvrtke')).toBeNull()

    fireEvent.click(screen.getByLabelText('Kupujem kao tvrtka (R1 račun)'))
    next()
    expect([fieldError('Naziv tvrtke'), fieldError('OIB tvrtke')]).toEqual([REQUIRED, REQUIRED])

    type('Naziv tvrtke', 'Vitrina d.o.o.')
    type('OIB tvrtke', '69435151530')
    next()
    await screen.findByRole('button', { name: 'Nastavi na plaćanje' })
    const [guest] = callsTo(view, '/api/v2/ecommerce/cart/updateGuestUser')
    expect(guest?.body).toMatchObject({
      email: 'ana@example.hr',
      company: { name: 'Vitrina d.o.o.', oib: '69435151530' },
      addresses: [
        { type: 'main', companyName: 'Vitrina d.o.o.', oib: '69435151530', city: 'Zagreb' },
        { type: 'shipping', city: 'Zagreb' },
      ],
    })
  })

  it('validates and saves a separate billing address only when the shopper asks for one', async () => {
    const view = await renderCheckout()
    fillDeliveryAddress()
    fireEvent.click(screen.getByLabelText('Adresa za račun razlikuje se od adrese dostave'))
    const billing = screen.getByRole('group', { name: 'Adresa za račun' })
    next()
    expect(within(billing).getByLabelText('Grad').getAttribute('aria-invalid')).toBe('true')
    expect(callsTo(view, '/api/v2/ecommerce/cart/updateGuestUser')).toEqual([])

    for (const [label, value] of [
      ['Ime', 'Ivo'],
      ['Prezime', 'Horvat'],
      ['E-mail', 'ivo@example.hr'],
      ['Telefon', '01 234 567'],
      ['Ulica', 'Savska'],
      ['Kućni broj', '41'],
      ['Poštanski broj', '10000'],
      ['Grad', 'Split'],
    ] as const) {
      type(label, value, billing)
    }
    next()
    await screen.findByRole('button', { name: 'Nastavi na plaćanje' })
    const [guest] = callsTo(view, '/api/v2/ecommerce/cart/updateGuestUser')
    expect(guest?.body).toMatchObject({
      addresses: [
        { type: 'main', city: 'Split', firstName: 'Ivo' },
        { type: 'shipping', city: 'Zagreb', firstName: 'Ana' },
      ],
    })
  })

  it('fills in a logged-in shopper’s name and e-mail and saves the addresses on the account', async () => {
    const view = await renderCheckout({ cookies: sessionCookies(SHOPPER) })
    expect((screen.getByLabelText('Ime') as HTMLInputElement).value).toBe('Ana')
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('kupac@vitrina.test')
    type('Telefon', '+385 91 234 5678')
    type('Ulica', 'Ilica')
    type('Kućni broj', '10')
    type('Poštanski broj', '10000')
    type('Grad', 'Zagreb')
    next()

    await waitFor(() =>
      expect(callsTo(view, '/api/v1/user/web/address/create').map((call) => (call.body as { type: string }).type)).toEqual(['main', 'shipping']),
    )
    expect(callsTo(view, '/api/v2/ecommerce/cart/updateGuestUser')).toEqual([])
  })

  it("fills in a logged-in shopper's saved shipping address, and another saved address when chosen", async () => {
    const saved = (id: number, type: string, street: string, city: string, country: number) => ({
      id,
      type,
      firstName: 'Ana',
      lastName: 'Horvat',
      contactEmail: 'kupac@vitrina.test',
      contactPhone: '+385 91 555 0101',
      country,
      region: '',
      city,
      street,
      houseNumber: '12',
      zipCode: '10000',
      companyName: '',
      oib: '',
    })
    await renderCheckout({
      cookies: sessionCookies(SHOPPER),
      savedAddresses: [saved(41, 'main', 'Ilica', 'Zagreb', 191), saved(42, 'shipping', 'Slovenska cesta', 'Ljubljana', 705)],
    })
    const group = await screen.findByRole('group', { name: 'Spremljene adrese' })
    await waitFor(() => expect((screen.getByLabelText('Ulica') as HTMLInputElement).value).toBe('Slovenska cesta'))
    expect((screen.getByLabelText('Grad') as HTMLInputElement).value).toBe('Ljubljana')
    expect((screen.getByLabelText('Država') as HTMLSelectElement).value).toBe('SI')
    expect((within(group).getByLabelText('Dostavna adresa') as HTMLInputElement).checked).toBe(true)

    fireEvent.click(within(group).getByLabelText('Glavna adresa'))
    expect((screen.getByLabelText('Ulica') as HTMLInputElement).value).toBe('Ilica')
    expect((screen.getByLabelText('Telefon') as HTMLInputElement).value).toBe('+385 91 555 0101')
    expect((screen.getByLabelText('Država') as HTMLSelectElement).value).toBe('HR')
  })

  it('offers no saved addresses to a visitor', async () => {
    const view = await renderCheckout()
    expect(screen.queryByRole('group', { name: 'Spremljene adrese' })).toBeNull()
    expect(callsTo(view, '/api/v1/user/web/profile')).toEqual([])
  })

  it('shows the consents, required ones with an asterisk, and refuses the step with an error until they are ticked', async () => {
    const view = await renderCheckout({ consents: CONSENTS })
    const notices: string[] = []
    view.shop.notices.listen((notice) => notices.push(notice.key))
    fillDeliveryAddress()
    expect(screen.getByLabelText('Prihvaćam uvjete kupnje *')).toBeTruthy()
    expect(screen.getByLabelText('Želim primati newsletter')).toBeTruthy()
    expect(screen.queryByText('Molimo prihvatite sve obavezne privole.')).toBeNull()
    next()

    const message = await screen.findByText('Molimo prihvatite sve obavezne privole.')
    expect(message.getAttribute('role')).toBe('alert')
    expect(notices).toEqual(['core.notifications.consentsRequired'])
    expect(callsTo(view, '/api/v2/ecommerce/cart/updateGuestUser')).toEqual([])

    // The message follows the ticking; the optional consent is not needed.
    fireEvent.click(screen.getByLabelText('Prihvaćam uvjete kupnje *'))
    expect(screen.queryByText('Molimo prihvatite sve obavezne privole.')).toBeNull()
    next()
    await screen.findByRole('button', { name: 'Nastavi na plaćanje' })
    expect(callsTo(view, '/api/v2/ecommerce/cart/updateGuestUser')).toHaveLength(1)
  })

  it('asks to reload the page when the consents could not be loaded, and saves nothing', async () => {
    const view = await renderCheckout({ consents: null })
    const notices: string[] = []
    view.shop.notices.listen((notice) => notices.push(notice.key))
    const reload = screen.getByRole('alert')
    expect(reload.textContent).toBe('Privole se nisu učitale. Molimo osvježite stranicu.')
    expect(screen.getByRole('button', { name: 'Osvježi stranicu' })).toBeTruthy()

    fillDeliveryAddress()
    next()
    await waitFor(() => expect(notices).toEqual(['core.notifications.consentsNotLoaded']))
    expect(callsTo(view, '/api/v2/ecommerce/cart/updateGuestUser')).toEqual([])
    expect(screen.queryByRole('button', { name: 'Nastavi na plaćanje' })).toBeNull()
  })

  it('disables the button while the address is saved, so a second click sends nothing', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const view = await renderCheckout({
      override: async (call) => {
        if (call.path !== '/api/v2/ecommerce/cart/updateGuestUser') return undefined
        await held
        return undefined
      },
    })
    fillDeliveryAddress()
    next()
    const button = await screen.findByRole('button', { name: 'Spremam…' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(button)
    release()
    await screen.findByRole('button', { name: 'Nastavi na plaćanje' })
    expect(callsTo(view, '/api/v2/ecommerce/cart/updateGuestUser')).toHaveLength(1)
  })
})
