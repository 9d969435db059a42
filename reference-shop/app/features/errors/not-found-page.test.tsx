import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithShop } from '../../testing/shop.fixture'
import { NotFoundPage } from './not-found-page'

describe('NotFoundPage', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows its content only 1 s after mount', () => {
    renderWithShop(<NotFoundPage />, { path: '/nema-me' })
    expect(screen.queryByRole('heading', { name: 'Stranica nije pronađena' })).toBeNull()

    act(() => vi.advanceTimersByTime(999))
    expect(screen.queryByRole('heading', { name: 'Stranica nije pronađena' })).toBeNull()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('heading', { name: 'Stranica nije pronađena' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Povratak na početnu' }).getAttribute('href')).toBe('/')
  })

  it('reports the missing path to the backend', async () => {
    const { calls } = renderWithShop(<NotFoundPage />, { path: '/nema-me' })
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/api/v1/cms/redirect/addFailedRequest', body: { path: '/nema-me' } }))
  })
})
