import { renderHook } from '@testing-library/react'
import { createConsentsService } from '@vitrina/sdk'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useConsents } from './consents.hook'

const page = (records: unknown[]) => Response.json({ data: { records, pagination: { page: 1, perPage: 50, total: records.length, lastPage: 1 } } })

/** The privacy calls of docs/contract.md: the Register form's assignment and the texts of its two consents. */
const privacy = (async (input: RequestInfo | URL) => {
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname
  if (path === '/api/v1/privacy/consent-assignment/filter') return page([{ assigned_to: 'Register', consents: ['C-2', 'C-1'], requiredConsents: ['C-1'] }])
  if (path === '/api/v1/privacy/web/consent/filter')
    return page([
      { id: 1, uniqueNumber: 'C-1', displayName: 'Uvjeti' },
      { id: 2, uniqueNumber: 'C-2', displayName: 'Newsletter' },
    ])
  return Response.json({ message: 'Route not found.', statusCode: 404 }, { status: 404 })
}) as typeof fetch

describe('useConsents', () => {
  it('hands through the instance’s one consents service', () => {
    const { wrapper, shop } = testStorefront()
    const { result, rerender } = renderHook(() => useConsents(), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(first).toBe(createConsentsService(shop))
  })

  it('loads a form’s consents in the assignment’s order with the required ones marked', async () => {
    const { wrapper } = testStorefront({ backend: { fetch: privacy, calls: [], setMaintenanceMode: () => {} } })
    const { result } = renderHook(() => useConsents(), { wrapper })
    const loaded = await result.current.load('Register')
    expect(loaded.ok && loaded.data.map((consent) => [consent.displayName, consent.required])).toEqual([
      ['Newsletter', false],
      ['Uvjeti', true],
    ])
  })
})
