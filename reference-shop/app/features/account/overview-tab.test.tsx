import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop, type TestBackend } from '../../testing/shop.fixture'
import { OverviewTab } from './overview-tab'
import { accountBackend, accountState, MAIN_ADDRESS, type AccountBackendState } from './profile-backend.test-env'

function renderOverview(state: AccountBackendState, backend: TestBackend = accountBackend(state)) {
  const rendered = renderWithShop(<OverviewTab />, { path: '/profil', cookies: sessionCookies(SHOPPER), backend })
  const keys: string[] = []
  rendered.shop.notices.listen((notice) => keys.push(notice.key))
  return { ...rendered, keys }
}

/** The text the overview shows for a label. */
function shown(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement

/** Opens the edit form and waits for its Address consents, until which 'Spremi promjene' stays disabled. */
async function openEditForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Uredi' }))
  await waitFor(() => expect((screen.getByRole('button', { name: 'Spremi promjene' }) as HTMLButtonElement).disabled).toBe(false))
}

describe('OverviewTab', () => {
  it('shows the profile read-only: names, e-mail and the main address with the country by name', async () => {
    renderOverview(accountState())
    expect(screen.getByText('Učitavam...')).toBeTruthy()
    await screen.findByText('Ime', { selector: 'dt' })
    expect(['Ime', 'Prezime', 'E-mail', 'Ulica', 'Kućni broj', 'Telefon', 'Poštanski broj', 'Grad', 'Država'].map((label) => [label, shown(label)])).toEqual([
      ['Ime', 'Ana'],
      ['Prezime', 'Kupac'],
      ['E-mail', 'kupac@vitrina.test'],
      ['Ulica', 'Savska cesta'],
      ['Kućni broj', '41'],
      ['Telefon', '+385 91 234 5678'],
      ['Poštanski broj', '10000'],
      ['Grad', 'Zagreb'],
      ['Država', 'Hrvatska'],
    ])
  })

  it("shows 'Nema podatka za prikazati' for empty values and 'Nema države za prikazati' without a country", async () => {
    const state = accountState()
    state.user.details.lastName = null
    state.user.addresses = [{ ...MAIN_ADDRESS, street: '', houseNumber: null, zipCode: '  ', country: null }]
    renderOverview(state)
    await screen.findByText('Ime', { selector: 'dt' })
    expect([shown('Prezime'), shown('Ulica'), shown('Kućni broj'), shown('Poštanski broj')]).toEqual(Array(4).fill('Nema podatka za prikazati'))
    expect(shown('Grad')).toBe('Zagreb')
    expect(shown('Država')).toBe('Nema države za prikazati')
  })

  it("shows 'Država nije postavljena' for a country id the country list does not know", async () => {
    const state = accountState()
    state.user.addresses = [{ ...MAIN_ADDRESS, country: 999 }]
    renderOverview(state)
    await screen.findByText('Ime', { selector: 'dt' })
    expect(shown('Država')).toBe('Država nije postavljena')
  })

  it('shows every address value as missing when the user has no address at all', async () => {
    const state = accountState()
    state.user.addresses = []
    renderOverview(state)
    await screen.findByText('Ime', { selector: 'dt' })
    expect(['Ulica', 'Kućni broj', 'Telefon', 'Poštanski broj', 'Grad'].map(shown)).toEqual(Array(5).fill('Nema podatka za prikazati'))
    expect(shown('Država')).toBe('Nema države za prikazati')
  })

  it('opens the edit form filled from the profile, with the numeric, e-mail and tel inputs, in a form that posts', async () => {
    renderOverview(accountState())
    await openEditForm()
    expect(['Ime', 'Prezime', 'E-mail', 'Telefon', 'Ulica', 'Kućni broj', 'Poštanski broj', 'Grad', 'Država'].map((label) => input(label).value)).toEqual([
      'Ana',
      'Kupac',
      'kupac@vitrina.test',
      '+385 91 234 5678',
      'Savska cesta',
      '41',
      '10000',
      'Zagreb',
      'HR',
    ])
    expect(input('E-mail').type).toBe('email')
    expect(input('Telefon').type).toBe('tel')
    expect(input('Poštanski broj').inputMode).toBe('numeric')
    const form = input('Ime').form!
    expect([form.method, form.noValidate]).toEqual(['post', true])
    expect(screen.queryByRole('button', { name: 'Uredi' })).toBeNull()
  })

  it('saves the changes, then closes the form and shows the saved values; the SDK says Podatci uspješno spremljeni', async () => {
    const state = accountState()
    const { calls, keys } = renderOverview(state)
    await openEditForm()
    fireEvent.change(input('Grad'), { target: { value: 'Split' } })
    fireEvent.change(input('Država'), { target: { value: 'SI' } })
    fireEvent.change(input('Prezime'), { target: { value: 'Horvat' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi promjene' }))

    expect(screen.getByRole('button', { name: 'Spremam...' })).toBeTruthy()
    await screen.findByRole('button', { name: 'Uredi' })
    expect(screen.queryByRole('button', { name: /Spremi promjene|Spremam/ })).toBeNull()
    expect([shown('Prezime'), shown('Grad'), shown('Država')]).toEqual(['Horvat', 'Split', 'Slovenija'])
    expect(calls.find((call) => call.path === '/api/v1/user/web/update')?.body).toEqual({
      email: 'kupac@vitrina.test',
      details: { firstName: 'Ana', lastName: 'Horvat' },
    })
    expect(calls.find((call) => call.path === '/api/v1/user/web/address/update/1')?.body).toMatchObject({ city: 'Split', country: 'SI' })
    expect(keys).toEqual(['core.notifications.profileSaved'])
  })

  it('shows the Address consents under the address, refuses to save until the required one is ticked, and logs it after the save', async () => {
    const state = accountState({ addressConsents: [{ id: 2, uniqueNumber: '1002', displayName: 'Privola za obradu osobnih podataka', required: true }] })
    const { calls, keys } = renderOverview(state)
    await openEditForm()
    const consent = (await screen.findByLabelText('Privola za obradu osobnih podataka *')) as HTMLInputElement
    fireEvent.change(input('Grad'), { target: { value: 'Split' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi promjene' }))

    expect((await screen.findByRole('alert')).textContent).toBe('Molimo prihvatite sve obavezne privole.')
    expect(keys).toEqual(['core.notifications.consentsRequired'])
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])

    fireEvent.click(consent)
    fireEvent.click(screen.getByRole('button', { name: 'Spremi promjene' }))
    await screen.findByRole('button', { name: 'Uredi' })
    expect(shown('Grad')).toBe('Split')
    expect(state.consentLogs).toEqual([
      expect.objectContaining({ status: 'accepted', consents: [2], user: { userType: 'webUser', email: 'kupac@vitrina.test' } }),
    ])
  })

  it("'Odustani' closes the form without saving, and the typed values are gone", async () => {
    const { calls } = renderOverview(accountState())
    await openEditForm()
    fireEvent.change(input('Grad'), { target: { value: 'Split' } })
    fireEvent.click(screen.getByRole('button', { name: 'Odustani' }))

    expect(shown('Grad')).toBe('Zagreb')
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Uredi' }))
    expect(input('Grad').value).toBe('Zagreb')
  })

  it('shows the per-field messages on submit, focuses the first invalid field, sends nothing, and follows the typing', async () => {
    const { calls } = renderOverview(accountState())
    await openEditForm()
    fireEvent.change(input('Ime'), { target: { value: '' } })
    fireEvent.change(input('E-mail'), { target: { value: 'nije-adresa' } })
    fireEvent.change(input('Država'), { target: { value: '' } })
    expect(screen.queryByText('Unos ovog polja je obavezan')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Spremi promjene' }))

    const messageOf = (label: string) => document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent
    expect(messageOf('Ime')).toBe('Unos ovog polja je obavezan')
    expect(messageOf('E-mail')).toBe('Unesite uzorak adrese elektroničke pošte')
    expect(messageOf('Država')).toBe('Unos ovog polja je obavezan')
    expect(input('Prezime').getAttribute('aria-invalid')).toBeNull()
    expect(document.activeElement).toBe(input('Ime'))

    fireEvent.change(input('Ime'), { target: { value: 'Ana2' } })
    expect(messageOf('Ime')).toBe('Unos sadrži posebne znakove! Koristite samo slova.')
    fireEvent.change(input('Ime'), { target: { value: 'Ana' } })
    expect(input('Ime').getAttribute('aria-invalid')).toBeNull()
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])
  })

  it('keeps the form open with what was typed when the server refuses the e-mail, and names the reason under it', async () => {
    const state = accountState()
    const backend = accountBackend(state)
    renderOverview(state, (call) =>
      call.path === '/api/v1/user/web/update' ? Response.json({ message: 'User already exist.', statusCode: 409 }, { status: 409 }) : backend(call),
    )
    await openEditForm()
    fireEvent.change(input('E-mail'), { target: { value: 'urednik@vitrina.test' } })
    fireEvent.click(screen.getByRole('button', { name: 'Spremi promjene' }))

    expect(await screen.findByText('Korisnik s ovom adresom e-pošte već postoji.')).toBeTruthy()
    expect(input('E-mail').value).toBe('urednik@vitrina.test')
    expect((screen.getByRole('button', { name: 'Spremi promjene' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('says the profile could not be loaded and loads it again on retry', async () => {
    const state = accountState()
    const backend = accountBackend(state)
    let failing = true
    renderOverview(state, (call) =>
      failing && call.path === '/api/v1/user/web/profile' ? Response.json({ message: 'Server error', statusCode: 500 }, { status: 500 }) : backend(call),
    )
    expect(await screen.findByText('Podatke računa nije moguće učitati.')).toBeTruthy()
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Pokušaj ponovno' }))
    await screen.findByText('Ime', { selector: 'dt' })
    expect(shown('Ime')).toBe('Ana')
  })
})
