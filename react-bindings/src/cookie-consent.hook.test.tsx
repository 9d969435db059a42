import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useCookieConsent } from './cookie-consent.hook'

describe('useCookieConsent', () => {
  it('is null until the visitor accepts', () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useCookieConsent(), { wrapper })
    expect(result.current.consent).toBeNull()
  })

  it('re-renders with all three categories after accepting and stores them in the cookie_consent cookie', () => {
    const { wrapper, storage } = testStorefront()
    const { result } = renderHook(() => useCookieConsent(), { wrapper })

    act(() => result.current.accept())

    expect(result.current.consent).toEqual(['necessary', 'marketing', 'analytics'])
    expect(storage.get('cookie_consent')).toBe('necessary,marketing,analytics')
  })

  it('reads an earlier acceptance from the cookie', () => {
    const { wrapper } = testStorefront({ cookies: { cookie_consent: 'necessary,analytics' } })
    const { result } = renderHook(() => useCookieConsent(), { wrapper })
    expect(result.current.consent).toEqual(['necessary', 'analytics'])
  })
})
