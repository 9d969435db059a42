import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import * as fixtures from '../../test/contract.fixtures'
import { API, seen, server, useMswServer } from '../../test/msw'
import { createCartService } from '../cart/cart.service'
import { createCookieConsentService } from '../consent/cookie-consent.service'
import { createSiteService } from '../site/site.service'
import { memoryStorage } from '../storage/storage.memory'
import { createStorefront } from './storefront.create'
import type { StorefrontOptions } from './storefront.types'

useMswServer()

const base: StorefrontOptions = { apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1 }

describe('createStorefront', () => {
  it('starts in the language of the i18n_locale cookie', () => {
    expect(createStorefront({ ...base, storage: memoryStorage({ i18n_locale: 'sl' }) }).$language.get()).toBe('sl')
  })

  it('prefers the language option over the cookie and falls back to hr for an unknown cookie', () => {
    expect(createStorefront({ ...base, language: 'de', storage: memoryStorage({ i18n_locale: 'sl' }) }).$language.get()).toBe('de')
    expect(createStorefront({ ...base, storage: memoryStorage({ i18n_locale: 'xx' }) }).$language.get()).toBe('hr')
  })

  it('shares no state between two instances', async () => {
    server.use(mock.get(`${API}/api/v1/cms/option/filter`, () => HttpResponse.json({ data: fixtures.optionRecords({ maintenanceMode: '1' }) })))
    const first = createStorefront(base)
    const second = createStorefront(base)
    await createSiteService(first).fetchOptions()
    await first.setLanguage('sl')
    expect([createSiteService(first).$maintenanceMode.get(), createSiteService(second).$maintenanceMode.get()]).toEqual([true, false])
    expect([first.$language.get(), second.$language.get()]).toEqual(['sl', 'hr'])
  })

  it('refuses missing options and unknown languages as programmer errors', async () => {
    expect(() => createStorefront({ ...base, apiUrl: '' })).toThrow(/apiUrl/)
    expect(() => createStorefront({ ...base, language: 'fr' as never })).toThrow(/language/)
    await expect(createStorefront(base).setLanguage('fr' as never)).rejects.toThrow(/language/)
    expect(() => createStorefront({ ...base, authStrategy: { name: 'half' } as never })).toThrow(/authStrategy/)
  })

  it('writes the language cookie for 365 days even when the language does not change', async () => {
    const storage = memoryStorage()
    const set = vi.spyOn(storage, 'set')
    await createStorefront({ ...base, storage }).setLanguage('hr')
    expect(set).toHaveBeenCalledWith('i18n_locale', 'hr', { maxAgeSeconds: 365 * 24 * 60 * 60 })
  })

  it('uses the given timeout for its requests', async () => {
    vi.useFakeTimers()
    try {
      server.use(mock.get(`${API}/*`, () => new Promise<Response>(() => {})))
      const storefront = createStorefront({ ...base, timeoutMs: 500 })
      const pending = createSiteService(storefront).hasRunningPipeline()
      await vi.advanceTimersByTimeAsync(500)
      const result = await pending
      expect(result.ok ? null : result.error.code).toBe('TIMEOUT')
    } finally {
      vi.useRealTimers()
    }
  })

  it('builds media URLs with the media origin and the API key id of the options', () => {
    const storefront = createStorefront({ ...base, apiKeyId: 7, mediaBaseUrl: 'http://cdn.test' })
    expect(storefront.mediaUrl({ id: 3, size: 'Small', slug: 'a', ext: 'webp' })).toBe('http://cdn.test/media/7/3/Small/a.webp')
  })

  it('falls back to the detected site config for the media API key id, and to apiUrl for the origin', async () => {
    server.use(mock.post(`${API}/api/v2/master/domainDetect`, () => HttpResponse.json({ data: fixtures.siteConfig() })))
    const storefront = createStorefront(base)
    expect(() => storefront.mediaUrl({ id: 3, size: 'Small', slug: 'a', ext: 'webp' })).toThrow(/apiKeyId/)
    await createSiteService(storefront).detectDomain()
    expect(storefront.mediaUrl({ id: 3, size: 'Small', slug: 'a', ext: 'webp' })).toBe(`${API}/media/7/3/Small/a.webp`)
  })

  it('produces a snapshot that survives JSON and is not changed by later store updates', async () => {
    server.use(mock.get(`${API}/api/v1/cms/option/filter`, () => HttpResponse.json({ data: fixtures.optionRecords({ redis: '1' }) })))
    const storefront = createStorefront(base)
    const site = createSiteService(storefront)
    const before = storefront.dehydrate()
    await site.fetchOptions()
    expect(before.site?.options).toBeNull()
    const after = storefront.dehydrate()
    expect(JSON.parse(JSON.stringify(after))).toEqual(after)
    expect(after.site?.options?.redis).toBe(true)
    expect(seen).toHaveLength(1)
  })

  it('builds only the services asked for, one per instance, and snapshots just those', async () => {
    const storefront = createStorefront(base)
    expect(Object.keys(storefront.dehydrate()).sort()).toEqual(['auth', 'language', 'version'])
    expect(createCartService(storefront)).toBe(createCartService(storefront))
    expect(createCartService(createStorefront(base))).not.toBe(createCartService(storefront))
    // The cart brings the site's options and currency, not the site service with its snapshot part: that comes with
    // the site service itself, whose options and currency are the cart's.
    expect(Object.keys(storefront.dehydrate()).sort()).toEqual(['auth', 'cart', 'language', 'version'])
    server.use(mock.get(`${API}/api/v1/cms/option/filter`, () => HttpResponse.json({ data: fixtures.optionRecords({ cartAdditionBehaviour: '2' }) })))
    await createSiteService(storefront).fetchOptions()
    expect(createCartService(storefront).$behaviour.get()).toBe(2)
    expect(Object.keys(storefront.dehydrate()).sort()).toEqual(['auth', 'cart', 'language', 'site', 'version'])
  })

  it('applies a snapshot part when its service is made after hydrate, and carries parts it has no service for', async () => {
    server.use(mock.get(`${API}/api/v1/cms/option/filter`, () => HttpResponse.json({ data: fixtures.optionRecords({ redis: '1' }) })))
    const server1 = createStorefront(base)
    await createSiteService(server1).fetchOptions()
    createCookieConsentService(server1).accept(['marketing'])
    const snapshot = server1.dehydrate()

    const browser = createStorefront(base)
    browser.hydrate(snapshot)
    // Not made yet: its part waits, and still travels in this instance's own snapshot.
    expect(browser.dehydrate().site?.options?.redis).toBe(true)
    expect(createSiteService(browser).$options.get()?.redis).toBe(true)
    expect(createCookieConsentService(browser).$consent.get()).toEqual(['necessary', 'marketing'])
    expect(seen).toHaveLength(1)
  })

  it('refuses a snapshot from another version', () => {
    expect(() => createStorefront(base).hydrate({ version: 2 } as never)).toThrow(/snapshot/)
  })
})
