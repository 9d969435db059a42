import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contractFetch } from '../test/contract-fetch'
import { testStorefront } from '../test/storefront.fixture'
import { useMediaLibrary } from './media.hook'

/** The contract stub, with the media list of docs/contract.md answered from `records` (the editor's token is not checked here). */
function withMediaList(records: Array<{ id: number; title: string }>) {
  const contract = contractFetch()
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname !== '/api/v1/cms/media/filterStandard') return contract.fetch(input, init)
    const body = JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : '{}'))) as { page: number; limit: number }
    const page = records
      .slice((body.page - 1) * body.limit, body.page * body.limit)
      .map((record) => ({ ...record, driveId: null, slug: `m-${record.id}`, extension: 'png' }))
    return Response.json({
      data: {
        data: page,
        pagination: { page: body.page, perPage: body.limit, total: records.length, lastPage: Math.max(1, Math.ceil(records.length / body.limit)) },
      },
    })
  }
  return { ...contract, fetch }
}

describe('useMediaLibrary', () => {
  it('starts idle on page 1 with the default query', () => {
    const { wrapper } = testStorefront()
    const { result } = renderHook(() => useMediaLibrary(), { wrapper })
    expect([result.current.list.status, result.current.query, result.current.upload.state, result.current.deleting]).toEqual([
      'idle',
      { keywords: '', sort: 'newest', page: 1, size: 'Medium', format: 'all' },
      'idle',
      [],
    ])
  })

  it('re-renders with the loaded page', async () => {
    const records = Array.from({ length: 14 }, (_, index) => ({ id: 14 - index, title: `Slika ${14 - index}` }))
    const { wrapper } = testStorefront({ backend: withMediaList(records) })
    const { result } = renderHook(() => useMediaLibrary(), { wrapper })
    await act(async () => void (await result.current.library.load()))
    expect([result.current.list.status, result.current.list.records.length, result.current.list.lastPage, result.current.library.pageNumbers()]).toEqual([
      'loaded',
      12,
      2,
      [1, 2],
    ])
  })
})
