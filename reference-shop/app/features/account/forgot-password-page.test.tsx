import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accountBackend } from '../auth/account.testing'
import { renderWithShop } from '../../testing/shop.fixture'
import { ForgotPasswordPage } from './forgot-password-page'
import type { ForgotPasswordActionData } from './forgot-password-form'

const FORGOT = '/api/v1/user/password/forgot'

function renderPage(actionData?: ForgotPasswordActionData) {
  const backend = accountBackend()
  const view = renderWithShop(<ForgotPasswordPage actionData={actionData} />, { path: '/zaboravljena-lozinka', backend: backend.answer })
  const notices: string[] = []
  view.shop.notices.listen((notice) => notices.push(notice.key))
  return { ...view, backend, notices }
}

const email = () => screen.getByLabelText('E-mail') as HTMLInputElement
const emailError = () => document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Potvrdi' }))

describe('the forgot-password page', () => {
  it('has the heading, the e-mail field, Potvrdi and a link to the login page, in a form that posts', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Zaboravljena lozinka' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Prijava' }).getAttribute('href')).toBe('/prijava')
    expect(email().form?.getAttribute('method')).toBe('post')
  })

  it('requires the e-mail and its pattern, and sends nothing until both pass', () => {
    const { calls } = renderPage()
    confirm()
    expect(emailError()).toBe('Unos ovog polja je obavezan')
    expect(document.activeElement).toBe(email())

    fireEvent.change(email(), { target: { value: 'kupac@vitrina' } })
    expect(emailError()).toBe('Unesite uzorak adrese elektroničke pošte')
    confirm()
    expect(calls).toEqual([])
  })

  it('sends the trimmed e-mail with the API key and shows that the e-mail went out (the SDK toasts it too)', async () => {
    const view = renderPage()
    fireEvent.change(email(), { target: { value: ' kupac@vitrina.test ' } })
    confirm()

    expect(await screen.findByText('Provjerite e-poštu')).toBeTruthy()
    expect(screen.getByText('Ako račun s ovom adresom postoji, poslali smo mu e-mail s poveznicom za novu lozinku.')).toBeTruthy()
    expect(view.backend.bodies(FORGOT)).toEqual([{ username: 'kupac@vitrina.test', apiKey: 'vitrina-sandbox-key' }])
    expect(view.notices).toEqual(['core.notifications.passwordResetSent'])
    expect(screen.queryByRole('button', { name: 'Potvrdi' })).toBeNull()
  })

  it('sends one request for two quick submits', async () => {
    const view = renderPage()
    fireEvent.change(email(), { target: { value: 'kupac@vitrina.test' } })
    confirm()
    fireEvent.submit(email().form!)
    await screen.findByText('Provjerite e-poštu')
    expect(view.backend.bodies(FORGOT)).toHaveLength(1)
  })

  it('shows what the action answered to a form sent before the JavaScript ran', async () => {
    const first = renderPage({ formError: null, issues: [{ path: ['username'], messageKey: 'validation.email' }], values: { username: 'kupac@' } })
    expect(email().value).toBe('kupac@')
    expect(emailError()).toBe('Unesite uzorak adrese elektroničke pošte')
    first.unmount()

    renderPage({ sent: true })
    await waitFor(() => expect(screen.getByText('Provjerite e-poštu')).toBeTruthy())
  })

  it('says how long to wait when the backend throttles the requests (429 with Retry-After, issue 16)', async () => {
    const throttled = () =>
      Response.json({ message: 'Too many attempts. Try again later.', statusCode: 429 }, { status: 429, headers: { 'Retry-After': '300' } })
    renderWithShop(<ForgotPasswordPage />, { path: '/zaboravljena-lozinka', backend: ({ path }) => (path === FORGOT ? throttled() : undefined) })
    fireEvent.change(email(), { target: { value: 'kupac@vitrina.test' } })
    confirm()

    expect((await screen.findByRole('alert')).textContent).toBe('Previše pokušaja. Pokušajte ponovno za 5 min.')
    expect(screen.queryByText('Provjerite e-poštu')).toBeNull()
  })
})
