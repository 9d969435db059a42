import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS, isOriginAllowed } from './http.cors'

describe('isOriginAllowed', () => {
  it.each([
    ['http://localhost:5173', true],
    ['http://localhost', true],
    ['http://127.0.0.1:4010', true],
    ['https://localhost:5173', false],
    ['http://localhost.evil.example', false],
    ['http://localhost:5173.evil.example', false],
    ['http://127.0.0.2:80', false],
  ])('%s -> %s', (origin, allowed) => {
    expect(isOriginAllowed(origin, DEFAULT_ALLOWED_ORIGINS)).toBe(allowed)
  })

  it('matches exact origins as given', () => {
    expect(isOriginAllowed('https://shop.example', ['https://shop.example'])).toBe(true)
    expect(isOriginAllowed('https://shop.example:8443', ['https://shop.example'])).toBe(false)
  })
})
