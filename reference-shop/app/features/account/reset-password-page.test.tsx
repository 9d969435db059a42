import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accountBackend, RESET_TOKEN } from '../auth/account.testing'
import { renderWithShop } from '../../testing/shop.fixture'
import { ResetPasswordPage } from './reset-password-page'

const SET = '/api/v1/user/password/set'

function renderPage(path: string) {
  const backend = accountBackend()
  const view = renderWithShop(<ResetPasswordPage />, { path, backend: backend.answer })
  const notices: string[] = []
  view.shop.notices.listen((notice) => notices.push(notice.key))
  return { ...view, backend, notices }
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const fieldError = (label: string) => document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent
const send = () => screen.getByRole('button', { name: /Pošalji zahtjev|Šaljem/ }) as HTMLButtonElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const leave = (label: string) => fireEvent.blur(input(label))
const location = () => screen.getByTestId('location').textContent

describe('the reset-password page', () => {
  it('says that the token is missing, offers a new link, and shows no form without a token', () => {
    const { calls } = renderPage('/nova-lozinka')
    expect(screen.getByRole('heading', { level: 1, name: 'Zaboravljena lozinka' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Nedostaje token. Otvorite ponovno poveznicu iz e-pošte.')
    expect(screen.queryByLabelText('Nova lozinka')).toBeNull()
    expect(screen.getByRole('link', { name: 'Zatražite novu poveznicu' }).getAttribute('href')).toBe('/zaboravljena-lozinka')
    expect(calls).toEqual([])
  })

  it('keeps Pošalji zahtjev disabled while the form is invalid, with each message once its field is left', () => {
    renderPage(`/nova-lozinka?token=${RESET_TOKEN}`)
    expect(send().disabled).toBe(true)
    expect(send().form?.getAttribute('method')).toBe('post')
    expect(fieldError('Nova lozinka')).toBeUndefined()

    leave('Nova lozinka')
    leave('Potvrdite lozinku')
    expect(fieldError('Nova lozinka')).toBe('Unos ovog polja je obavezan')
    expect(fieldError('Potvrdite lozinku')).toBe('Unos ovog polja je obavezan')

    type('Nova lozinka', 'Kratka1')
    expect(fieldError('Nova lozinka')).toBe('Minimalan broj znakova potrebnih za ovo polje je 8')
    type('Nova lozinka', 'NovaLozinka1')
    type('Potvrdite lozinku', 'NovaLozinka2')
    expect(fieldError('Potvrdite lozinku')).toBe('Unesene lozinke se ne podudaraju')
    expect(send().disabled).toBe(true)

    type('Potvrdite lozinku', 'NovaLozinka1')
    expect(fieldError('Nova lozinka')).toBeUndefined()
    expect(fieldError('Potvrdite lozinku')).toBeUndefined()
    expect(send().disabled).toBe(false)
  })

  it('sets the new password with the token of the link and goes to the login page', async () => {
    const view = renderPage(`/sl/nova-lozinka?token=${RESET_TOKEN}`)
    type('Nova lozinka', 'NovaLozinka1')
    type('Potvrdite lozinku', 'NovaLozinka1')
    fireEvent.click(send())

    await waitFor(() => expect(location()).toBe('/sl/prijava'))
    expect(view.backend.bodies(SET)).toEqual([{ password: 'NovaLozinka1', token: RESET_TOKEN, apiKey: 'vitrina-sandbox-key' }])
    expect(view.notices).toEqual(['core.notifications.passwordReset'])
  })

  it('says when the link is used or expired, and stays', async () => {
    const view = renderPage('/nova-lozinka?token=old-token')
    type('Nova lozinka', 'NovaLozinka1')
    type('Potvrdite lozinku', 'NovaLozinka1')
    fireEvent.click(send())

    expect((await screen.findByRole('alert')).textContent).toBe('Poveznica nije valjana ili je istekla.')
    expect(location()).toBe('/nova-lozinka?token=old-token')
    expect(view.notices).toEqual(['core.notifications.invalidToken'])
  })
})
