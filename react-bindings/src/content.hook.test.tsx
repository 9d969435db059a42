import { renderHook } from '@testing-library/react'
import { createContentService } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useContent } from './content.hook'

describe('useContent', () => {
  it('hands through the instance’s one content service', () => {
    const { wrapper, shop } = testStorefront()
    const { result, rerender } = renderHook(() => useContent(), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(first).toBe(createContentService(shop))
  })

  it('answers a page that does not exist with NOT_FOUND, for the page to show its 404', async () => {
    const calls: string[] = []
    const missing = async (input: RequestInfo | URL) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      return Response.json({ message: 'Post not found.', statusCode: 404 }, { status: 404 })
    }
    const { wrapper } = testStorefront({ backend: { fetch: missing as typeof fetch, calls: [], setMaintenanceMode: () => {} } })
    const { result } = renderHook(() => useContent(), { wrapper })
    const page = await result.current.getPost('nema-takve-stranice')
    expect(page.ok || [page.error.code, page.error.status, page.error.messageKey]).toEqual(['NOT_FOUND', 404, 'core.notifications.notFound'])
    expect(calls).toEqual(['/api/v1/cms/post/get/slug/nema-takve-stranice'])
  })
})
