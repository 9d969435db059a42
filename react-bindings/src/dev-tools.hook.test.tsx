import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contractFetch } from '../test/contract-fetch'
import { testStorefront } from '../test/storefront.fixture'
import { useDevTools } from './dev-tools.hook'

/** The contract stub, with the latest tag of docs/contract/devtools.md answered and counted. */
function withLatestTag() {
  const contract = contractFetch()
  let asked = 0
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname !== '/_cli/get-latest-tag') return contract.fetch(input, init)
    asked += 1
    return Response.json({ data: '1.12.193' })
  }
  return { backend: { ...contract, fetch }, asked: () => asked }
}

describe('useDevTools', () => {
  it('gives every render and component of an instance the same service, so its caches are shared', async () => {
    const { backend, asked } = withLatestTag()
    const { wrapper } = testStorefront({ backend })
    const { result, rerender } = renderHook(() => useDevTools(), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    const other = renderHook(() => useDevTools(), { wrapper })
    expect(other.result.current).toBe(first)

    expect(first.coreVersion).toBe('1.12.192')
    expect(await first.latestTag()).toEqual({ ok: true, data: '1.12.193' })
    expect(await other.result.current.latestTag()).toEqual({ ok: true, data: '1.12.193' })
    expect(asked()).toBe(1)
  })
})
