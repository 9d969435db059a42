import { act, fireEvent, screen } from '@testing-library/react'
import { NoticeToaster } from '../notices/notice-toaster'
import { describe, expect, it } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { CookieBanner } from './cookie-banner'
import { CookieSettingsForm } from './cookie-settings-form'

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

describe('CookieSettingsForm', () => {
  it('shows the stored choice, with necessary cookies always on', () => {
    renderWithShop(<CookieSettingsForm />, { cookies: { cookie_consent: 'necessary,analytics' } })
    expect(box('Nužni kolačići').checked).toBe(true)
    expect(box('Nužni kolačići').disabled).toBe(true)
    expect(box('Marketinški kolačići').checked).toBe(false)
    expect(box('Analitički kolačići').checked).toBe(true)
  })

  it("starts with everything on before any choice, as the banner's default", () => {
    renderWithShop(<CookieSettingsForm />)
    expect(screen.getByText('Još niste spremili svoj odabir.')).toBeTruthy()
    expect([box('Marketinški kolačići').checked, box('Analitički kolačići').checked]).toEqual([true, true])
  })

  it("stores the choice in the cookie_consent cookie with 'Spremi postavke', confirms it with a toast and hides the banner", async () => {
    const { storage } = renderWithShop(
      <>
        <CookieSettingsForm />
        <CookieBanner content={{}} />
        <NoticeToaster />
      </>,
    )
    expect(screen.getByRole('button', { name: 'Dopusti kolačiće' })).toBeTruthy()

    fireEvent.click(box('Marketinški kolačići'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spremi postavke' })))

    expect(storage.get('cookie_consent')).toBe('necessary,analytics')
    expect(await screen.findByText('Postavke kolačića su spremljene.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Dopusti kolačiće' })).toBeNull()
    expect(box('Marketinški kolačići').checked).toBe(false)
    expect(screen.queryByText('Još niste spremili svoj odabir.')).toBeNull()
  })

  it('follows an acceptance made in the banner meanwhile', () => {
    renderWithShop(
      <>
        <CookieSettingsForm />
        <CookieBanner content={{}} />
      </>,
      { cookies: { cookie_consent: 'necessary' } },
    )
    expect(box('Analitički kolačići').checked).toBe(false)
    expect(screen.queryByRole('button', { name: 'Dopusti kolačiće' })).toBeNull()
  })
})
