import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SHOPPER, sessionCookies } from '../../testing/auth.fixture'
import { renderWithShop } from '../../testing/shop.fixture'
import { PasswordTab } from './password-tab'
import { accountBackend, accountState } from './profile-backend.test-env'

function renderPasswordTab() {
  const state = accountState()
  const rendered = renderWithShop(<PasswordTab />, { path: '/profil?tab=password', cookies: sessionCookies(SHOPPER), backend: accountBackend(state) })
  const keys: string[] = []
  rendered.shop.notices.listen((notice) => keys.push(notice.key))
  return { ...rendered, state, keys }
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const messageOf = (label: string) => document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent ?? null
const LABELS = ['Stara lozinka', 'Nova lozinka', 'Ponovite novu lozinku']

function fill(oldPassword: string, newPassword: string, newPasswordAgain: string) {
  fireEvent.change(input('Stara lozinka'), { target: { value: oldPassword } })
  fireEvent.change(input('Nova lozinka'), { target: { value: newPassword } })
  fireEvent.change(input('Ponovite novu lozinku'), { target: { value: newPasswordAgain } })
}

describe('PasswordTab', () => {
  it('has the three password fields in a form that posts', () => {
    renderPasswordTab()
    expect(LABELS.map((label) => input(label).type)).toEqual(['password', 'password', 'password'])
    const form = input('Stara lozinka').form!
    expect([form.method, form.noValidate]).toEqual(['post', true])
  })

  it('shows a message under each empty field on submit, focuses the old password and sends nothing', () => {
    const { calls } = renderPasswordTab()
    fireEvent.click(screen.getByRole('button', { name: 'Spremi lozinku' }))
    expect(LABELS.map(messageOf)).toEqual(Array(3).fill('Unos ovog polja je obavezan'))
    expect(document.activeElement).toBe(input('Stara lozinka'))
    expect(calls.filter((call) => call.path === '/api/v1/user/password/reset')).toEqual([])
  })

  it('names each broken rule under its field: too short, the same as the old one, a repeat that differs', () => {
    renderPasswordTab()
    fill('kratka', 'kratka', 'nesto-drugo')
    fireEvent.click(screen.getByRole('button', { name: 'Spremi lozinku' }))
    expect(LABELS.map(messageOf)).toEqual([
      'Minimalan broj znakova potrebnih za ovo polje je 8',
      'Minimalan broj znakova potrebnih za ovo polje je 8',
      'Unesene lozinke se ne podudaraju',
    ])

    fill('Kupac123!', 'Kupac123!', 'Kupac123!')
    expect(LABELS.map(messageOf)).toEqual([null, 'Nova i stara lozinka se ne smiju podudarati', null])
  })

  it('changes the password, empties the fields, and leaves the success toast to the SDK', async () => {
    const { calls, keys, state } = renderPasswordTab()
    fill('Kupac123!', 'NovaLozinka1', 'NovaLozinka1')
    fireEvent.click(screen.getByRole('button', { name: 'Spremi lozinku' }))

    await waitFor(() => expect(keys).toEqual(['core.notifications.passwordChanged']))
    await waitFor(() => expect(LABELS.map((label) => input(label).value)).toEqual(['', '', '']))
    expect(calls.filter((call) => call.path === '/api/v1/user/password/reset').map((call) => call.body)).toEqual([
      { oldPassword: 'Kupac123!', newPassword: 'NovaLozinka1' },
    ])
    expect(state.password).toBe('NovaLozinka1')
    expect(LABELS.map(messageOf)).toEqual([null, null, null])
  })

  it("names a wrong old password ('Incorrect old password.') under its field and keeps what was typed", async () => {
    const { keys } = renderPasswordTab()
    fill('Pogresna123', 'NovaLozinka1', 'NovaLozinka1')
    fireEvent.click(screen.getByRole('button', { name: 'Spremi lozinku' }))

    await waitFor(() => expect(messageOf('Stara lozinka')).toBe('Stara lozinka nije ispravna.'))
    expect(keys).toEqual(['core.notifications.inccorectOldPassword'])
    expect(LABELS.map((label) => input(label).value)).toEqual(['Pogresna123', 'NovaLozinka1', 'NovaLozinka1'])
    expect((screen.getByRole('button', { name: 'Spremi lozinku' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
