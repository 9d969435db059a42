import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../storage/storage.memory'
import { requestCookieStorage } from '../storage/storage.request'
import { buildCookieConsentService, parseConsentCookie } from './cookie-consent.service'

describe('cookie consent', () => {
  it('is null until the visitor accepts', () => {
    expect(buildCookieConsentService({ storage: memoryStorage() }).$consent.get()).toBeNull()
  })

  it('accepts all three categories by default and stores them as a comma list', () => {
    const storage = requestCookieStorage('')
    const consent = buildCookieConsentService({ storage })
    consent.accept()
    expect(consent.$consent.get()).toEqual(['necessary', 'marketing', 'analytics'])
    expect(storage.setCookieHeaders()).toEqual(['cookie_consent=necessary%2Cmarketing%2Canalytics; Path=/; Max-Age=2592000; SameSite=Lax'])
  })

  it('always keeps necessary cookies and lists categories in a fixed order', () => {
    const storage = memoryStorage()
    const consent = buildCookieConsentService({ storage })
    consent.accept(['analytics'])
    expect(storage.get('cookie_consent')).toBe('necessary,analytics')
    expect(consent.$consent.get()).toEqual(['necessary', 'analytics'])
  })

  it('reads an earlier acceptance from the cookie', () => {
    const consent = buildCookieConsentService({ storage: memoryStorage({ cookie_consent: 'necessary,marketing' }) })
    expect(consent.$consent.get()).toEqual(['necessary', 'marketing'])
  })

  it('drops unknown entries from a hand-edited cookie but still counts it as accepted', () => {
    expect(parseConsentCookie('analytics, tracking-everything')).toEqual(['analytics'])
    expect(parseConsentCookie('')).toEqual([])
    expect(parseConsentCookie(undefined)).toBeNull()
  })
})
