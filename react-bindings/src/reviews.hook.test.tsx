import { renderHook } from '@testing-library/react'
import { createReviewsService } from '@vitrina/sdk/account'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useReviews } from './reviews.hook'

describe('useReviews', () => {
  it('hands through the instance’s one reviews service', () => {
    const { wrapper, shop } = testStorefront()
    const { result, rerender } = renderHook(() => useReviews(), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(first).toBe(createReviewsService(shop))
  })

  it("answers a refused review with the spec's message key", async () => {
    const refused = async () => Response.json({ message: 'Comment already posted.', statusCode: 409 }, { status: 409 })
    const { wrapper } = testStorefront({ backend: { fetch: refused as typeof fetch, calls: [], setMaintenanceMode: () => {} } })
    const { result } = renderHook(() => useReviews(), { wrapper })
    const answer = await result.current.create({ productId: 17, rating: 4, comment: 'Druga.' })
    expect(answer.ok || [answer.error.status, answer.error.messageKey]).toEqual([409, 'core.comments.alreadyPosted'])
  })
})
