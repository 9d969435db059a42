import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { accountBackend, MEMBER_CARDS, REGISTER_CONSENTS, type AccountBackendOptions } from '../auth/account.testing'
import { renderWithShop } from '../../testing/shop.fixture'
import { RegisterPage, type RegisterPageProps } from './register-page'

const REGISTER = '/api/v1/user/web/register'
const MEMBERSHIP = '/api/v1/user/membership/check'
const LOGIN = '/api/v1/login'

function renderPage(options: AccountBackendOptions & { path?: string; props?: Partial<RegisterPageProps> } = {}) {
  const backend = accountBackend(options)
  const view = renderWithShop(<RegisterPage consents={REGISTER_CONSENTS} {...options.props} />, {
    path: options.path ?? '/registracija',
    backend: backend.answer,
  })
  const notices: string[] = []
  view.shop.notices.listen((notice) => notices.push(notice.key))
  return { ...view, backend, notices }
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const fieldError = (label: string) => {
  const id = input(label).getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : undefined
}
const submitButton = () => screen.getByRole('button', { name: /Kreiraj račun|Kreiram račun/ }) as HTMLButtonElement
const submit = () => fireEvent.click(submitButton())
const location = () => screen.getByTestId('location').textContent

function fillValidForm(email = 'petra@primjer.hr') {
  type('Ime', 'Petra')
  type('Prezime', 'Novak')
  type('E-mail', email)
  type('Lozinka', 'Lozinka123')
  type('Potvrdite lozinku', 'Lozinka123')
  fireEvent.click(screen.getByLabelText('Prihvaćam uvjete korištenja *'))
}

describe('the registration page', () => {
  it('has the fields, the consents with the required one starred, the button and a link to the login page', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Registracija' })).toBeTruthy()
    for (const label of ['Ime', 'Prezime', 'E-mail', 'Lozinka', 'Potvrdite lozinku', 'Broj članske kartice']) expect(input(label)).toBeTruthy()
    expect(screen.getByLabelText('Prihvaćam uvjete korištenja *')).toBeTruthy()
    expect(screen.getByLabelText('Želim primati newsletter')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Prijavi se' }).getAttribute('href')).toBe('/prijava')
    // Storefront spec: no form value may land in a URL, so the form posts.
    expect(submitButton().form?.getAttribute('method')).toBe('post')
  })

  it('shows the required message under every field after an empty submit, focuses the first one, and sends nothing', () => {
    const { calls } = renderPage()
    submit()

    for (const label of ['Ime', 'Prezime', 'E-mail', 'Lozinka', 'Potvrdite lozinku']) expect(fieldError(label)).toBe('Unos ovog polja je obavezan')
    expect(fieldError('Broj članske kartice')).toBeUndefined()
    expect(screen.getByText('Molimo prihvatite sve obavezne privole.').getAttribute('role')).toBe('alert')
    expect(document.activeElement).toBe(input('Ime'))
    expect(calls).toEqual([])
  })

  it('asks for an e-mail pattern, 8 password characters and the same password twice, and the messages follow the typing', () => {
    renderPage()
    type('E-mail', 'petra@primjer')
    type('Lozinka', 'Kratka1')
    type('Potvrdite lozinku', 'Kratka2')
    submit()

    expect(fieldError('E-mail')).toBe('Unesite uzorak adrese elektroničke pošte')
    expect(fieldError('Lozinka')).toBe('Minimalan broj znakova potrebnih za ovo polje je 8')
    expect(fieldError('Potvrdite lozinku')).toBe('Unesene lozinke se ne podudaraju')

    type('Lozinka', 'Lozinka123')
    type('Potvrdite lozinku', 'Lozinka123')
    expect(fieldError('Lozinka')).toBeUndefined()
    expect(fieldError('Potvrdite lozinku')).toBeUndefined()
  })

  it('refuses an invalid member card under its field before registering, and registers nothing', async () => {
    const view = renderPage()
    fillValidForm()
    type('Broj članske kartice', MEMBER_CARDS.blocked)
    submit()

    await waitFor(() => expect(fieldError('Broj članske kartice')).toBe('Barkod članske kartice nije valjan.'))
    expect(document.activeElement).toBe(input('Broj članske kartice'))
    expect(view.backend.bodies(MEMBERSHIP)).toEqual([{ barcode: MEMBER_CARDS.blocked }])
    expect(view.backend.bodies(REGISTER)).toEqual([])
    // The SDK's toast; the page does not toast it again.
    expect(view.notices).toEqual(['core.notifications.membershipCardBarcodeInvalid'])

    // The message goes with the card's change, and a valid card registers.
    type('Broj članske kartice', MEMBER_CARDS.valid)
    expect(fieldError('Broj članske kartice')).toBeUndefined()
    submit()
    await waitFor(() => expect(view.backend.bodies(REGISTER)).toHaveLength(1))
    expect(view.backend.bodies(REGISTER)[0]).toMatchObject({ memberCardBarcode: MEMBER_CARDS.valid, username: 'petra@primjer.hr' })
  })

  it('says so above the button when the membership service is down, and registers nothing', async () => {
    const view = renderPage()
    fillValidForm()
    type('Broj članske kartice', MEMBER_CARDS.serviceUnavailable)
    submit()

    expect((await screen.findByRole('alert')).textContent).toBe('Provjera članske kartice nije uspjela. Molimo pokušajte ponovno.')
    expect(view.backend.bodies(REGISTER)).toEqual([])
    expect(view.notices).toEqual(['core.notifications.membershipCardBarcodeError'])
    expect(submitButton().disabled).toBe(false)
  })

  it('says that the e-mail is registered already (User already exist.) and keeps the values', async () => {
    const view = renderPage()
    fillValidForm('kupac@vitrina.test')
    submit()

    expect((await screen.findByRole('alert')).textContent).toBe('Korisnik s ovom adresom e-pošte već postoji.')
    expect(input('E-mail').value).toBe('kupac@vitrina.test')
    expect(view.notices).toEqual(['core.notifications.userExists'])
  })

  it('refuses the registration with the required consent unticked: the SDK toasts, the message shows beside the consents', async () => {
    const view = renderPage()
    fillValidForm()
    fireEvent.click(screen.getByLabelText('Prihvaćam uvjete korištenja *'))
    submit()

    await waitFor(() => expect(view.notices).toEqual(['core.notifications.consentsRequired']))
    expect(screen.getByText('Molimo prihvatite sve obavezne privole.')).toBeTruthy()
    expect(view.backend.bodies(REGISTER)).toEqual([])
  })

  it('tells the shopper to confirm the e-mail when the server asks for it, without a login or a redirect', async () => {
    const view = renderPage()
    fillValidForm()
    fireEvent.click(screen.getByLabelText('Želim primati newsletter'))
    submit()

    const notice = (await screen.findByText('Potvrdite adresu e-pošte')).closest('[role="status"]')
    expect(notice?.textContent).toContain('Poslali smo poruku na adresu petra@primjer.hr.')
    expect(screen.queryByRole('button', { name: 'Kreiraj račun' })).toBeNull()
    expect(view.backend.bodies(LOGIN)).toEqual([])
    expect(view.shop.auth.$user.get()).toBeNull()
    expect(location()).toBe('/registracija')
    await waitFor(() => expect(view.notices).toEqual(['core.notifications.registrationSuccess', 'core.notifications.confirmEmail']))
    // The consent log names the ticked consents by id.
    expect(view.backend.bodies('/api/v1/privacy/web/consent/log/create')).toMatchObject([{ consents: [5, 6], user: { email: 'petra@primjer.hr' } }])
  })

  it('logs the shopper in and goes to the safe redirect target when no e-mail confirmation is needed', async () => {
    const view = renderPage({ emailConfirmation: false, path: '/registracija?redirect=/profil' })
    fillValidForm()
    submit()

    await waitFor(() => expect(location()).toBe('/profil'))
    expect(view.shop.auth.$user.get()?.email).toBe('petra@primjer.hr')
    expect(view.backend.bodies(LOGIN)).toMatchObject([{ username: 'petra@primjer.hr', password: 'Lozinka123' }])
  })

  it('goes home after the auto-login without a redirect target', async () => {
    renderPage({ emailConfirmation: false, path: '/sl/registracija' })
    fillValidForm()
    submit()
    await waitFor(() => expect(location()).toBe('/sl'))
  })

  it('sends one registration for two quick submits, and disables the button while it runs', async () => {
    let release = () => {}
    const view = renderPage({ registerGate: new Promise<void>((resolve) => (release = resolve)) })
    fillValidForm()

    submit()
    fireEvent.submit(submitButton().form!)

    await waitFor(() => expect(submitButton().disabled).toBe(true))
    expect(submitButton().textContent).toBe('Kreiram račun…')
    await act(async () => release())
    await screen.findByText('Potvrdite adresu e-pošte')
    expect(view.backend.bodies(REGISTER)).toHaveLength(1)
  })

  it('shows what the action answered to a form sent before the JavaScript ran, without the passwords', () => {
    renderPage({
      props: {
        actionData: {
          formError: 'core.notifications.userExists',
          issues: [{ path: ['memberCardBarcode'], messageKey: 'core.notifications.membershipCardBarcodeInvalid' }],
          values: { firstName: 'Petra', lastName: 'Novak', email: 'kupac@vitrina.test', memberCardBarcode: '123', consents: '2001' },
        },
      },
    })
    expect(screen.getByRole('alert').textContent).toBe('Korisnik s ovom adresom e-pošte već postoji.')
    expect(fieldError('Broj članske kartice')).toBe('Barkod članske kartice nije valjan.')
    expect([input('Ime').value, input('E-mail').value, input('Lozinka').value]).toEqual(['Petra', 'kupac@vitrina.test', ''])
    expect([input('Prihvaćam uvjete korištenja *').checked, input('Želim primati newsletter').checked]).toEqual([true, false])
  })

  it('shows the e-mail notice the action answered for a registration that must be confirmed', () => {
    renderPage({ props: { actionData: { verificationRequired: true, email: 'petra@primjer.hr' } } })
    expect(screen.getByText('Potvrdite adresu e-pošte').closest('[role="status"]')?.textContent).toContain('petra@primjer.hr')
  })

  it('asks to reload the page when the consents could not be loaded, and registers nothing', async () => {
    const view = renderPage({ props: { consents: null } })
    fillValidFormWithoutConsents()
    submit()

    await waitFor(() => expect(view.notices).toEqual(['core.notifications.consentsNotLoaded']))
    expect(screen.getAllByText('Privole se nisu učitale. Molimo osvježite stranicu.').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Osvježi stranicu' })).toBeTruthy()
    expect(view.calls).toEqual([])
  })
})

function fillValidFormWithoutConsents() {
  type('Ime', 'Petra')
  type('Prezime', 'Novak')
  type('E-mail', 'petra@primjer.hr')
  type('Lozinka', 'Lozinka123')
  type('Potvrdite lozinku', 'Lozinka123')
}
