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

  it('reports nothing from the browser: the server that answered 404 reported the path once', () => {
    const { calls } = renderWithShop(<NotFoundPage />, { path: '/nema-me' })
    act(() => vi.advanceTimersByTime(1000))
    expect(calls).toEqual([])
  })
})
