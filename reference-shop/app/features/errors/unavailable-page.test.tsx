import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/i18n.setup'
import { errorTitle } from './error-title'
import { GenericErrorPage } from './generic-error-page'
import { MinimalShell } from './minimal-shell'

// No SDK instance anywhere: the root's error page renders exactly when the shell's data could not be loaded.
function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider i18n={createI18n('hr', {})}>{ui}</I18nProvider>
    </MemoryRouter>,
  )
}

describe('the unavailable page (503)', () => {
  it('tells the shopper the shop is away for now and offers to load the same address again', () => {
    renderAt('/en/product/kolica?variant=2', <GenericErrorPage status={503} homePath="/en" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Trgovina je privremeno nedostupna' })).toBeTruthy()
    expect(screen.getByText('Radimo na tome. Pokušajte ponovno za nekoliko trenutaka.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pokušaj ponovno' }).getAttribute('href')).toBe('/en/product/kolica?variant=2')
    expect(screen.queryByText('An error occurred')).toBeNull()
  })

  it('leaves other statuses to the generic error page', () => {
    renderAt('/', <GenericErrorPage status={502} />)
    expect(screen.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeTruthy()
    expect(screen.queryByText('Trgovina je privremeno nedostupna')).toBeNull()
  })
})

describe('MinimalShell', () => {
  it.each([
    ['/kosarica', '/'],
    ['/sl/kosarica', '/sl'],
    ['/de/cart', '/de'],
  ])('frames the page at %s with the shop name linking to the home page %s of its language', (path, home) => {
    renderAt(path, <MinimalShell>content</MinimalShell>)
    expect(screen.getByRole('link', { name: 'Vitrina' }).getAttribute('href')).toBe(home)
    expect(screen.getByRole('main').textContent).toBe('content')
  })
})

describe('errorTitle', () => {
  it.each([
    [404, 'Stranica nije pronađena'],
    [503, 'Trgovina je privremeno nedostupna'],
    [502, 'An error occurred'],
  ])('titles a %i response "%s"', (status, title) => {
    // The shape a thrown data() has when it reaches a boundary (what isRouteErrorResponse accepts).
    const response = { status, statusText: '', internal: false, data: null }
    expect(createI18n('hr', {})._(errorTitle(response))).toBe(title)
  })

  it('titles an unexpected error (a crash, not a response) as a generic error', () => {
    expect(createI18n('hr', {})._(errorTitle(new Error('boom')))).toBe('An error occurred')
  })
})
