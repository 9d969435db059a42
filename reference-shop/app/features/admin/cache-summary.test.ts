import { describe, expect, it } from 'vitest'
import { formatBytes, summarizeCache } from './cache-summary'

describe('summarizeCache', () => {
  it('sums the entries up per tag with their bytes and languages, tags by name', () => {
    const entries = [
      { key: 'navigation:hr:main', label: 'GET navigation main', storedAt: 1, bytes: 1000 },
      { key: 'navigation:sl:main', label: 'GET navigation main', storedAt: 2, bytes: 900 },
      { key: 'consents:hr:abc', label: 'POST consents', storedAt: 3, bytes: 300 },
      { key: 'page:hr:http://shop.test/', label: 'page /', storedAt: 4, bytes: 40_000 },
      { key: 'navigation:hr:footer1', label: 'GET navigation footer1', storedAt: 5, bytes: 100 },
    ]
    expect(summarizeCache(entries)).toEqual([
      { tag: 'consents', count: 1, bytes: 300, languages: ['hr'] },
      { tag: 'navigation', count: 3, bytes: 2000, languages: ['hr', 'sl'] },
      { tag: 'page', count: 1, bytes: 40_000, languages: ['hr'] },
    ])
    expect(summarizeCache([])).toEqual([])
  })

  it('writes sizes for people', () => {
    expect([formatBytes(512), formatBytes(2048), formatBytes(40_000)]).toEqual(['512 B', '2.0 kB', '39.1 kB'])
  })
})
