import { describe, expect, it, vi } from 'vitest'
import { createMediaCache } from './media.cache'

const image = (size: number) => ({ bytes: Buffer.alloc(size), contentType: 'image/png' })

describe('media cache', () => {
  it('renders once for concurrent requests of the same key', async () => {
    const cache = createMediaCache()
    const render = vi.fn(async () => image(10))
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)])
    expect(render).toHaveBeenCalledTimes(1)
    expect(a).toBe(b)
  })

  it('evicts the least recently used image when over its byte budget', async () => {
    const cache = createMediaCache(25)
    await cache.get('a', async () => image(10))
    await cache.get('b', async () => image(10))
    await cache.get('a', async () => image(10)) // a is now the most recent
    await cache.get('c', async () => image(10))
    const renderB = vi.fn(async () => image(10))
    const renderA = vi.fn(async () => image(10))
    await cache.get('a', renderA)
    await cache.get('b', renderB)
    expect(renderA).not.toHaveBeenCalled()
    expect(renderB).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed render', async () => {
    const cache = createMediaCache()
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(cache.get('k', async () => image(1))).resolves.toMatchObject({ contentType: 'image/png' })
  })
})
