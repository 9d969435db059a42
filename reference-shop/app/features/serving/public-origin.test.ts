import { describe, expect, it } from 'vitest'
import { publicOriginFromEnv } from '../../../public-origin.mjs'

describe('the public origin of the shop’s links (VITRINA_PUBLIC_ORIGIN)', () => {
  it('is undefined when not set, so the server uses its own address', () => {
    expect(publicOriginFromEnv({})).toBeUndefined()
    expect(publicOriginFromEnv({ VITRINA_PUBLIC_ORIGIN: '' })).toBeUndefined()
  })

  it.each([
    ['https://shop.example.com', 'https://shop.example.com'],
    ['https://shop.example.com/', 'https://shop.example.com'],
    ['HTTPS://Shop.Example.com:443', 'https://shop.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('takes %s as %s', (value, origin) => {
    expect(publicOriginFromEnv({ VITRINA_PUBLIC_ORIGIN: value })).toBe(origin)
  })

  it.each([
    'shop.example.com',
    'ftp://shop.example.com',
    'https://shop.example.com/hr',
    'https://shop.example.com/?a=1',
    'https://user:pw@shop.example.com',
    'https://',
  ])('refuses %s with an error that names the variable and the expected form', (value) => {
    expect(() => publicOriginFromEnv({ VITRINA_PUBLIC_ORIGIN: value })).toThrow(
      `VITRINA_PUBLIC_ORIGIN must be an http(s) origin without a path, such as https://shop.example.com; got "${value}".`,
    )
  })
})
