import { describe, expect, it } from 'vitest'
import { buildMediaUrl } from './media.url'

describe('buildMediaUrl', () => {
  it('builds /media/{apiKeyId}/{id}/{size}/{slug}.{ext}', () => {
    expect(buildMediaUrl('http://localhost:4010', { apiKeyId: 7, id: 12, size: 'Medium', slug: 'decja-kolica', ext: 'webp' })).toBe(
      'http://localhost:4010/media/7/12/Medium/decja-kolica.webp',
    )
  })

  it('appends the hash as a last segment when there is one', () => {
    expect(buildMediaUrl('http://cdn.test/', { apiKeyId: '7', id: '12', size: 'Thumbnail', slug: 'logo', ext: 'png', hash: 'a1b2' })).toBe(
      'http://cdn.test/media/7/12/Thumbnail/logo.png/a1b2',
    )
  })

  it('names the size with a Size suffix for direct bucket URLs', () => {
    expect(buildMediaUrl('http://cdn.test', { apiKeyId: 7, id: 1, size: 'Large', slug: 'x', ext: 'avif', directBucket: true })).toBe(
      'http://cdn.test/media/7/1/LargeSize/x.avif',
    )
  })

  it('encodes slugs that are not URL-safe and fills in an empty one', () => {
    expect(buildMediaUrl('http://cdn.test', { apiKeyId: 7, id: 1, size: 'Small', slug: 'ljetna haljina/2', ext: 'jpeg' })).toBe(
      'http://cdn.test/media/7/1/Small/ljetna%20haljina%2F2.jpeg',
    )
    expect(buildMediaUrl('http://cdn.test', { apiKeyId: 7, id: 1, size: 'Small', slug: '', ext: 'jpeg' })).toBe('http://cdn.test/media/7/1/Small/media.jpeg')
  })
})
