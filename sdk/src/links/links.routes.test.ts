import { describe, expect, it } from 'vitest'
import { languagePrefix, matchRoute, pathInLanguage, ROUTE_NAMES, routePath, routePattern, splitLanguagePath } from './links.routes'

describe('routes', () => {
  it('adds no prefix for hr and /sl, /en, /de for the others', () => {
    expect([languagePrefix('hr'), languagePrefix('sl'), languagePrefix('en'), languagePrefix('de')]).toEqual(['', '/sl', '/en', '/de'])
  })

  it.each([
    ['login', '/prijava', '/sl/prijava', '/en/login', '/de/login'],
    ['cart', '/kosarica', '/sl/kosarica', '/en/cart', '/de/cart'],
    ['checkout', '/naplata', '/sl/naplata', '/en/checkout', '/de/checkout'],
    ['profile', '/profil', '/sl/profil', '/en/profile', '/de/profile'],
    ['register', '/registracija', '/sl/registracija', '/en/register', '/de/register'],
    ['search', '/pretraga', '/sl/pretraga', '/en/search', '/de/search'],
    ['blog', '/objave', '/sl/objave', '/en/blog', '/de/blog'],
    ['home', '/', '/sl', '/en', '/de'],
  ] as const)('names the %s route in hr, sl, en and de', (name, hr, sl, en, de) => {
    expect([routePath(name, 'hr'), routePath(name, 'sl'), routePath(name, 'en'), routePath(name, 'de')]).toEqual([hr, sl, en, de])
  })

  it('fills route parameters and leaves optional ones out', () => {
    expect(routePath('blog', 'en', { slug: 'savjeti' })).toBe('/en/blog/savjeti')
    expect(routePath('event', 'sl', { id: 4 })).toBe('/sl/dogadjaj/4')
    expect(routePath('shop', 'hr', { slug: null })).toBe('/shop')
    expect(routePath('checkoutSuccess', 'de')).toBe('/de/checkout/success')
  })

  it('refuses a route without a required parameter', () => {
    expect(() => routePath('event', 'hr')).toThrow(TypeError)
    expect(() => routePath('post', 'hr', { slug: '' })).toThrow(/needs the parameter "slug"/)
  })

  it('has a pattern for every route in both name families', () => {
    for (const name of ROUTE_NAMES) expect(typeof routePattern(name, 'hr') === 'string' && typeof routePattern(name, 'en') === 'string').toBe(true)
    expect(ROUTE_NAMES.at(-1)).toBe('post')
  })

  it('splits the language prefix off a path', () => {
    expect(splitLanguagePath('/sl/kosarica')).toEqual({ language: 'sl', path: '/kosarica' })
    expect(splitLanguagePath('/en')).toEqual({ language: 'en', path: '/' })
    expect(splitLanguagePath('/hr/kosarica')).toEqual({ language: 'hr', path: '/hr/kosarica' })
    expect(splitLanguagePath('/slike')).toEqual({ language: 'hr', path: '/slike' })
  })

  it('matches a path to its route in its language, the catch-all post last', () => {
    expect(matchRoute('/objave/trudnoca', 'hr')).toEqual({ name: 'blog', params: { slug: 'trudnoca' } })
    expect(matchRoute('/cart', 'en')).toEqual({ name: 'cart', params: {} })
    expect(matchRoute('/o-nama', 'sl')).toEqual({ name: 'post', params: { slug: 'o-nama' } })
    expect(matchRoute('/a/b/c', 'hr')).toBeNull()
  })

  it('switches a path to another language by route names, keeping slugs, query and fragment', () => {
    expect(pathInLanguage('/kosarica', 'en')).toBe('/en/cart')
    expect(pathInLanguage('/en/event/3', 'sl')).toBe('/sl/dogadjaj/3')
    expect(pathInLanguage('/sl/shop/kolica?page=2#top', 'hr')).toBe('/shop/kolica?page=2#top')
    expect(pathInLanguage('/de/blog', 'hr')).toBe('/objave')
    expect(pathInLanguage('/', 'de')).toBe('/de')
    expect(pathInLanguage('/o-nama', 'sl')).toBe('/sl/o-nama')
    expect(pathInLanguage('/a/b/c', 'sl')).toBe('/sl/a/b/c')
  })
})
