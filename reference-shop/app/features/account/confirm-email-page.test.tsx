import { screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountBackend, VERIFICATION_TOKEN } from '../auth/account.testing'
import { NoticeToaster } from '../notices/notice-toaster'
import { renderWithShop } from '../../testing/shop.fixture'
import { ConfirmEmailPage, type ConfirmEmailPageProps } from './confirm-email-page'

const VERIFY = `/api/v1/user/web/verify/${VERIFICATION_TOKEN}`
const CONFIRMATIONS = {
  message: { goal: 'Hvala, prijava na natječaj je potvrđena.', goalType: 'message', confirmedEmail: 'ana@primjer.hr' },
  page: { goal: '/objave/natjecaj?potvrda=1', goalType: 'url', confirmedEmail: 'ana@primjer.hr' },
  site: { goal: 'https://partner.example/hvala', goalType: 'url', confirmedEmail: 'ana@primjer.hr' },
  script: { goal: 'javascript:alert(1)', goalType: 'url', confirmedEmail: 'ana@primjer.hr' },
  file: { goal: 'https://media.example/files/katalog%202026.pdf', goalType: 'file', confirmedEmail: 'ana@primjer.hr' },
  noGoal: { goalType: 'message', confirmedEmail: 'ana@primjer.hr' },
  noGoalType: { goal: 'Hvala!', confirmedEmail: 'ana@primjer.hr' },
}

function renderPage(props: Partial<ConfirmEmailPageProps>, path = '/potvrdi-email') {
  const backend = accountBackend({ formConfirmations: CONFIRMATIONS })
  // Strict mode runs the mount effects twice: the link is still confirmed once.
  const view = renderWithShop(
    <StrictMode>
      <ConfirmEmailPage verificationToken={null} token={null} {...props} />
      <NoticeToaster />
    </StrictMode>,
    { path, backend: backend.answer },
  )
  const notices: string[] = []
  view.shop.notices.listen((notice) => notices.push(notice.key))
  return { ...view, backend, notices }
}

const location = () => screen.getByTestId('location').textContent

describe('the e-mail confirmation page of a registration', () => {
  it('confirms the e-mail once and offers the login', async () => {
    const view = renderPage({ verificationToken: VERIFICATION_TOKEN })
    expect(screen.getByText('Potvrđujemo vašu adresu e-pošte…')).toBeTruthy()

    expect(await screen.findByText('Adresa e-pošte je potvrđena')).toBeTruthy()
    expect(screen.getByText('Adresa e-pošte je potvrđena').closest('[role="status"]')?.textContent).toContain(
      'Adresa petra@primjer.hr je potvrđena. Sada se možete prijaviti.',
    )
    expect(screen.getByRole('link', { name: 'Prijavi se' }).getAttribute('href')).toBe('/prijava')
    expect(view.calls.filter((call) => call.path === VERIFY)).toHaveLength(1)
    // The SDK's toast, shown by the toaster.
    expect(await screen.findByText('Adresa e-pošte je potvrđena. Sada se možete prijaviti.')).toBeTruthy()
  })

  it('says when the link is invalid or expired (Invalid or expired verification token.)', async () => {
    renderPage({ verificationToken: 'used-token' })
    const messages = await screen.findAllByText('Poveznica nije valjana ili je istekla.')
    expect(messages.some((message) => message.getAttribute('role') === 'alert')).toBe(true)
    expect(screen.getByRole('link', { name: 'Povratak na početnu' }).getAttribute('href')).toBe('/')
  })
})

describe('the e-mail confirmation page of a form', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://shop.test/1'), revokeObjectURL: vi.fn() }))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('shows a message goal and toasts it', async () => {
    renderPage({ token: 'message' })
    await waitFor(() => expect(screen.getAllByText(CONFIRMATIONS.message.goal)).toHaveLength(2))
  })

  it('follows a url goal of the shop inside the app', async () => {
    renderPage({ token: 'page' })
    await waitFor(() => expect(location()).toBe('/objave/natjecaj?potvrda=1'))
  })

  it('leaves for a url goal of another site', async () => {
    const leave = vi.fn()
    renderPage({ token: 'site', leave })
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://partner.example/hvala'))
    expect(leave).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: 'Nastavi' }).getAttribute('href')).toBe('https://partner.example/hvala')
  })

  it('downloads a file goal by GET as a blob through an <a download> of its object URL', async () => {
    const fetched: Array<{ url: string; method: string }> = []
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      fetched.push({ url: input, method: init?.method ?? 'GET' })
      return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
    })
    const clicked: Array<{ href: string; download: string }> = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })

    renderPage({ token: 'file' })

    expect(await screen.findByText('Preuzimanje je započelo.')).toBeTruthy()
    expect(fetched).toEqual([{ url: CONFIRMATIONS.file.goal, method: 'GET' }])
    expect(clicked).toEqual([{ href: 'blob:http://shop.test/1', download: 'katalog 2026.pdf' }])
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://shop.test/1'))
  })

  it('says when the file could not be downloaded, and offers it as a link', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }))
    renderPage({ token: 'file' })
    expect(await screen.findByText('Preuzimanje datoteke nije uspjelo.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Preuzmi datoteku' }).getAttribute('href')).toBe(CONFIRMATIONS.file.goal)
  })

  it.each(['noGoal', 'noGoalType', 'script'])('is the 404 goal or goalType were not defined for a confirmation %s', async (token) => {
    renderPage({ token })
    expect(await screen.findByText('goal or goalType were not defined')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Stranica nije pronađena' })).toBeTruthy()
  })

  it('says when the form’s link is unknown (Confirmation not found.)', async () => {
    renderPage({ token: 'unknown' })
    const messages = await screen.findAllByText('Poveznica nije valjana ili je istekla.')
    expect(messages.length).toBeGreaterThan(0)
  })
})
