import { renderHook } from '@testing-library/react'
import { createFormsService } from '@vitrina/sdk/forms'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useForms } from './forms.hook'

describe('useForms', () => {
  it('hands through the instance’s one forms service, not pending before a submit', () => {
    const { wrapper, shop } = testStorefront()
    const { result, rerender } = renderHook(() => useForms(), { wrapper })
    const first = result.current.service
    rerender()
    expect(result.current.service).toBe(first)
    expect(first).toBe(createFormsService(shop))
    expect([result.current.pending, result.current.load, result.current.submit]).toEqual([false, first.load, first.submit])
  })

  it('loads a form by slug through the backend, and refuses to send a form that was not loaded', async () => {
    const form = { id: 3, slug: 'kontakt', fields: [{ id: 1, key: 'poruka', type: 'textarea', validation: ['required'] }], double_opt_in: false }
    const backend = async () => Response.json({ data: form })
    const { wrapper } = testStorefront({ backend: { fetch: backend as typeof fetch, calls: [], setMaintenanceMode: () => {} } })
    const { result } = renderHook(() => useForms(), { wrapper })
    const loaded = await result.current.load('kontakt')
    expect(loaded.ok && loaded.data.slug).toBe('kontakt')
    const refused = await result.current.submit(null, {}, { consents: [], acceptedConsents: [] })
    expect(refused.ok ? null : refused.error.code).toBe('FORM_NOT_LOADED')
  })
})
