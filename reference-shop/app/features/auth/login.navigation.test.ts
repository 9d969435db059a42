import { describe, expect, it } from 'vitest'
import { afterLogin, loginPathAfterRegistration, loginPathFor } from './login.navigation'

describe('afterLogin', () => {
  it.each([
    ['/', '?abandonedCart=1', { kind: 'navigate', to: '/kosarica', delayMs: 200 }],
    ['/prijava', '?abandonedCart', { kind: 'navigate', to: '/kosarica', delayMs: 200 }],
    ['/sl/prijava', '?abandonedCart=true', { kind: 'navigate', to: '/sl/kosarica', delayMs: 200 }],
    ['/prijava', '', { kind: 'navigate', to: '/', delayMs: 0 }],
    ['/sl/prijava', '', { kind: 'navigate', to: '/sl', delayMs: 0 }],
    ['/en/login', '', { kind: 'navigate', to: '/en', delayMs: 0 }],
    ['/prijava', '?redirect=/profil', { kind: 'navigate', to: '/profil', delayMs: 0 }],
    ['/prijava', '?redirect=%2Fprofil%3Ftab%3Dwishlist', { kind: 'navigate', to: '/profil?tab=wishlist', delayMs: 0 }],
    ['/prijava', '?redirect=//evil.example', { kind: 'navigate', to: '/', delayMs: 0 }],
    ['/prijava', '?redirect=https://evil.example/', { kind: 'navigate', to: '/', delayMs: 0 }],
    ['/registracija', '', { kind: 'navigate', to: '/', delayMs: 0 }],
    ['/registracija', '?redirect=/profil', { kind: 'navigate', to: '/profil', delayMs: 0 }],
    ['/sl/registracija', '?redirect=//evil.example', { kind: 'navigate', to: '/sl', delayMs: 0 }],
    ['/zaboravljena-lozinka', '', { kind: 'navigate', to: '/', delayMs: 0 }],
    ['/', '', { kind: 'stay' }],
    ['/shop/kolica', '?page=2', { kind: 'stay' }],
    ['/sl/kosarica', '', { kind: 'stay' }],
  ])('after a login on %s%s: %o', (pathname, search, expected) => {
    expect(afterLogin({ pathname, search })).toEqual(expected)
  })
})

describe('loginPathFor', () => {
  it('keeps slashes readable and encodes the query of the target', () => {
    expect(loginPathFor('/profil')).toBe('/prijava?redirect=/profil')
    expect(loginPathFor('/profil?tab=wishlist')).toBe('/prijava?redirect=/profil%3Ftab%3Dwishlist')
  })

  it('uses the login page of the target language', () => {
    expect(loginPathFor('/sl/profil')).toBe('/sl/prijava?redirect=/sl/profil')
    expect(loginPathFor('/en/profile')).toBe('/en/login?redirect=/en/profile')
  })
})

describe('loginPathAfterRegistration', () => {
  it('goes to the login page of the page language, passing on a safe redirect target only', () => {
    expect(loginPathAfterRegistration({ pathname: '/registracija', search: '' })).toBe('/prijava')
    expect(loginPathAfterRegistration({ pathname: '/en/register', search: '?redirect=/en/profile' })).toBe('/en/login?redirect=/en/profile')
    expect(loginPathAfterRegistration({ pathname: '/sl/registracija', search: '?redirect=https://evil.example' })).toBe('/sl/prijava')
  })
})
