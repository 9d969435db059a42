import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useLanguage } from './language.hook'
import { useSite } from './site.hook'

describe('useLanguage', () => {
  it('starts in the language the instance was created with', () => {
    const { wrapper } = testStorefront({ language: 'sl' })
    const { result } = renderHook(() => useLanguage(), { wrapper })
    expect(result.current.language).toBe('sl')
  })

  it('re-renders in the new language, stores the locale cookie and reloads the navigation in that language', async () => {
    const { wrapper, storage } = testStorefront()
    const { result } = renderHook(() => ({ ...useLanguage(), site: useSite() }), { wrapper })
    await act(async () => void (await result.current.site.loadLayout()))
    expect(result.current.site.navigation.main?.[0]?.title).toBe('Kolica')

    await act(() => result.current.setLanguage('sl'))

    expect(result.current.language).toBe('sl')
    expect(storage.get('i18n_locale')).toBe('sl')
    expect(result.current.site.navigation.main?.[0]?.title).toBe('Vozički')
  })
})
