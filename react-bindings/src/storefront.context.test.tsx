import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useStorefront } from './storefront.context'

describe('useStorefront', () => {
  it('returns the instance given to the nearest provider', () => {
    const { shop, wrapper } = testStorefront()
    const { result } = renderHook(() => useStorefront(), { wrapper })
    expect(result.current).toBe(shop)
  })

  it('throws a message naming the provider when there is none', () => {
    expect(() => renderHook(() => useStorefront())).toThrow(/StorefrontProvider/)
  })
})
