// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ifNoneMatchHits, weakEtagOf } from './etag.server'

describe('the sitemap validator', () => {
  it('gives the same body the same weak tag and another body another', () => {
    expect(weakEtagOf('<urlset/>')).toBe(weakEtagOf('<urlset/>'))
    expect(weakEtagOf('<urlset/>')).not.toBe(weakEtagOf('<urlset></urlset>'))
    expect(weakEtagOf('<urlset/>')).toMatch(/^W\/"[\w-]+"$/)
  })

  it('answers a matching If-None-Match, strong or weak, in a list, or *', () => {
    const etag = weakEtagOf('x')
    const opaque = etag.slice(2)
    expect(ifNoneMatchHits(etag, etag)).toBe(true)
    expect(ifNoneMatchHits(opaque, etag)).toBe(true)
    expect(ifNoneMatchHits(`W/"old", ${etag}`, etag)).toBe(true)
    expect(ifNoneMatchHits('*', etag)).toBe(true)
  })

  it('does not answer a different tag or no header', () => {
    expect(ifNoneMatchHits('W/"old"', weakEtagOf('x'))).toBe(false)
    expect(ifNoneMatchHits(null, weakEtagOf('x'))).toBe(false)
  })
})
