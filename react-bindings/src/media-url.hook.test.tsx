import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useMediaUrl } from './media-url.hook'

describe('useMediaUrl', () => {
  it('builds a media URL on the instance’s API origin with the API key id given', () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useMediaUrl(), { wrapper })
    expect(result.current({ id: 7, slug: 'kolica', size: 'Medium', ext: 'webp', apiKeyId: 3 })).toBe('http://sandbox.test/media/3/7/Medium/kolica.webp')
  })

  it('says what is missing when neither the call, the options nor a detected site give an API key id', () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useMediaUrl(), { wrapper })
    expect(() => result.current({ id: 7, slug: 'kolica', size: 'Medium', ext: 'webp' })).toThrow(/needs an apiKeyId/)
  })
})
