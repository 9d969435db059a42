import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeRedirect, MAX_REDIRECT_LENGTH, safeRedirect } from './redirect.safe'

const ORIGIN = 'https://shop.example'

// Each entry is a way a redirect target has been used to leave a site or smuggle something in.
const HOSTILE: readonly string[] = [
  '//evil.example',
  '//evil.example/prijava',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/kosarica',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  'kosarica',
  './kosarica',
  '../kosarica',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n//evil.example',
  '/kosarica%0d%0aSet-Cookie:x=1',
  '/kosarica%00',
  '/kosarica\u0000',
  '/%C0%AFevil.example',
  '/%E2%80%A8',
  '/%C2%85',
  '/%',
  '/%zz',
  '/..',
  '/../evil',
  '/a/../../evil',
  '/%2e%2e/evil',
  '/%2E%2E',
  ' /kosarica',
  '/kosarica ',
  '/koš arica',
  '/košarica',
  '/"onmouseover="alert(1)',
  "/'><script>alert(1)</script>",
  '/<script>',
  '/kosarica?next=<script>',
  '/kosarica#<img src=x>',
  '/kosarica?a=b c',
  '/a//b',
  '/@evil.example',
  '/evil.example:443',
  '',
  `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`,
]

const LEGITIMATE: readonly string[] = [
  '/',
  '/kosarica',
  '/prijava',
  '/sl/kosarica',
  '/profil?tab=wishlist',
  '/shop/kolica?page=2&featured=1',
  '/shop/kolica?brand=1,2,3&akcija=yes',
  '/pretraga?search=kolica+za+bebe',
  '/pretraga?search=kolica%20za%20bebe',
  '/product/dje%C4%8Dja-kolica',
  '/objave/novosti#komentari',
  '/naplata/uspjesna?orderSlug=ORD-2025-0001',
  '/a/./b',
  '/a/b/../c',
  '/shop/',
  '/~user/file.v2_final-1',
  '/prijava?redirect=/profil',
  `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`,
]

describe('isSafeRedirect', () => {
  it('has a corpus of at least 30 hostile targets', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30)
  })

  it.each(HOSTILE)('refuses %j', (target) => {
    expect(isSafeRedirect(target)).toBe(false)
  })

  it.each(LEGITIMATE)('accepts %j', (target) => {
    expect(isSafeRedirect(target)).toBe(true)
  })

  it.each([null, undefined, 42, ['/kosarica'], { toString: () => '/kosarica' }])('refuses a value that is not text: %j', (target) => {
    expect(isSafeRedirect(target)).toBe(false)
  })

  it('accepts only targets that start with a single slash and stay on the origin when resolved', () => {
    // Mostly characters a real target has, with hostile pieces mixed in, so that many samples sit right at the
    // boundary between accepted and refused.
    const safeUnit = fc.constantFrom(...'abcAZ09-_~./?#=&+,;:@'.split(''), '%41', '%C4%8D', '%20')
    const hostileUnit = fc.constantFrom(
      '/',
      '//',
      '\\',
      '..',
      '%2F',
      '%5C',
      '%2e',
      '%25',
      '%0A',
      '%C0%AF',
      '%',
      ' ',
      '\t',
      '\n',
      '\u0000',
      '"',
      '<',
      'http:',
      'javascript:',
      '@evil.example',
    )
    const unit = fc.oneof({ arbitrary: safeUnit, weight: 12 }, { arbitrary: hostileUnit, weight: 1 })
    const target = fc.oneof(
      { arbitrary: fc.string({ unit, maxLength: 24 }).map((rest) => `/${rest}`), weight: 6 },
      { arbitrary: fc.string({ unit, maxLength: 24 }), weight: 1 },
      { arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }), weight: 1 },
      { arbitrary: fc.webUrl().map((url) => url.replace(/^https?:/, '')), weight: 1 },
    )
    let accepted = 0
    fc.assert(
      fc.property(target, (candidate) => {
        if (!isSafeRedirect(candidate)) return
        accepted++
        expect(candidate.startsWith('/')).toBe(true)
        expect(candidate.startsWith('//')).toBe(false)
        expect(new URL(candidate, ORIGIN).origin).toBe(ORIGIN)
      }),
      { numRuns: 5_000 },
    )
    // The property says nothing if hardly anything was accepted.
    expect(accepted).toBeGreaterThan(1_000)
  })

  it('accepts every path built from unreserved characters, with a query', () => {
    const segment = fc.string({ unit: fc.constantFrom(...'abcxyzABC019-_~'.split('')), minLength: 1, maxLength: 12 })
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.option(segment, { nil: undefined }), (segments, query) => {
        const target = `/${segments.join('/')}${query === undefined ? '' : `?q=${query}`}`
        expect(isSafeRedirect(target)).toBe(true)
      }),
    )
  })
})

describe('safeRedirect', () => {
  it('gives a safe target back unchanged', () => {
    expect(safeRedirect('/profil?tab=wishlist')).toBe('/profil?tab=wishlist')
  })

  it('falls back to / or to the given fallback for an unsafe or missing target', () => {
    expect([safeRedirect('//evil.example'), safeRedirect(null, '/kosarica'), safeRedirect('javascript:alert(1)', '/prijava')]).toEqual([
      '/',
      '/kosarica',
      '/prijava',
    ])
  })

  it('does not trust an unsafe fallback either', () => {
    expect(safeRedirect('//evil.example', 'https://evil.example')).toBe('/')
  })
})
