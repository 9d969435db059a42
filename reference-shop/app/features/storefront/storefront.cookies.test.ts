import { describe, expect, it } from 'vitest'
import { requestCookieStorage } from '@vitrina/sdk'
import { screenRequestCookies } from './storefront.cookies'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.c2lnbmF0dXJl'

describe('screenRequestCookies', () => {
  it('keeps a well-formed session and every other cookie as they came', () => {
    const header = `accessToken=${TOKEN}; refreshToken=r-1.2_3; cartId=12; authUser=%7B%22id%22%3A1%7D`
    expect(screenRequestCookies(header)).toEqual({ header, rejected: [] })
  })

  it.each([
    ['a percent-encoded NUL', '%00'],
    ['a line break', '%0A'],
    ['text beyond ASCII', '%E2%82%AC'],
    ['a raw byte beyond ASCII', '\u00ff\u00fe'],
    ['a space inside', 'abc%20def'],
    ['nothing', ''],
    ['more than 4 kB', 'x'.repeat(4097)],
  ])('leaves out a refresh or access token holding %s, and names it to be cleared', (_case, value) => {
    const screened = screenRequestCookies(`cartId=12; refreshToken=${value}; accessToken=${value}; i18n_locale=en`)
    expect(screened.rejected).toEqual(['refreshToken', 'accessToken'])
    const storage = requestCookieStorage(screened.header)
    expect([storage.get('refreshToken'), storage.get('accessToken'), storage.get('cartId'), storage.get('i18n_locale')]).toEqual([
      undefined,
      undefined,
      '12',
      'en',
    ])
  })

  it('leaves the other cookies to their own checks, whatever they hold', () => {
    const header = 'cartId=%E0%A4%A; authUser={"id":; cookie_consent=%00; i18n_locale=\u00ff'
    expect(screenRequestCookies(header)).toEqual({ header, rejected: [] })
  })

  it('gives no header when only rejected cookies came', () => {
    expect(screenRequestCookies('refreshToken=%00')).toEqual({ header: null, rejected: ['refreshToken'] })
    expect(screenRequestCookies(null)).toEqual({ header: null, rejected: [] })
  })
})
