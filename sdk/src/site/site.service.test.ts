import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { siteHandlers } from '../../test/contract.handlers'
import * as fixtures from '../../test/contract.fixtures'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { requestCookieStorage } from '../storage/storage.request'
import { createStorefront } from '../storefront/storefront.create'
import type { StorefrontOptions } from '../storefront/storefront.types'

useMswServer()

function shop(options: Partial<StorefrontOptions> = {}) {
  return createStorefront({ apiUrl: API, apiKey: 'vitrina-sandbox-key', siteId: 1, storeId: 1, ...options })
}

const LAYOUT_CALLS = [
  'POST /api/v1/cms/element/getByHandlers',
  'GET /api/v1/cms/navigation/tree/main',
  'GET /api/v1/cms/navigation/tree/footer1',
  'GET /api/v1/cms/navigation/tree/footer2',
  'GET /api/v1/cms/navigation/tree/footer3',
  'GET /api/v1/cms/navigation/tree/footer4',
  'GET /api/v1/cms/option/filter',
]

const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)

describe('the site service', () => {
  it('loads the header, footer and cookie elements, the five navigation trees and the options for the layout', async () => {
    server.use(...siteHandlers({ cartAdditionBehaviour: '2' }))
    const storefront = shop()
    const result = await storefront.site.loadLayout()
    expect(result).toEqual({ ok: true, data: undefined })
    expect(calls().sort()).toEqual([...LAYOUT_CALLS].sort())
    expect(Object.keys(storefront.site.$elements.get()).sort()).toEqual(['cookie-section', 'footer-section', 'header-section'])
    expect(storefront.site.$elements.get()['cookie-section']?.meta).toMatchObject({ acceptLabel: 'Dopusti kolačiće' })
    expect(Object.keys(storefront.site.$navigation.get()).sort()).toEqual(['footer1', 'footer2', 'footer3', 'footer4', 'main'])
    expect(storefront.site.$navigation.get().main?.[0]?.children[0]?.title).toBe('Sportska kolica')
    expect(storefront.site.$options.get()).toEqual({ maintenanceMode: false, cartAdditionBehaviour: 2, redis: false })
  })

  it('asks for the three layout handlers in one call', async () => {
    const bodies: unknown[] = []
    server.use(
      mock.post(`${API}/api/v1/cms/element/getByHandlers`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ data: [] })
      }),
      ...siteHandlers(),
    )
    await shop().site.loadLayout()
    expect(bodies).toEqual([{ handlers: ['header-section', 'footer-section', 'cookie-section'] }])
  })

  it('keeps what loaded and reports one failure when one layout call fails', async () => {
    server.use(
      mock.get(`${API}/api/v1/cms/navigation/tree/footer2`, () => HttpResponse.json({ message: 'Boom', statusCode: 500 }, { status: 500 })),
      ...siteHandlers(),
    )
    const storefront = shop()
    const notices = vi.fn()
    storefront.notices.listen(notices)
    const result = await storefront.site.loadLayout()
    expect(result.ok ? null : [result.error.code, result.error.status]).toEqual(['HTTP_ERROR', 500])
    expect(Object.keys(storefront.site.$navigation.get()).sort()).toEqual(['footer1', 'footer3', 'footer4', 'main'])
    expect(storefront.site.$elements.get()['header-section']).toBeDefined()
    expect(storefront.site.$options.get()).not.toBeNull()
    expect(notices).toHaveBeenCalledTimes(1)
    expect(notices.mock.calls[0]![0]).toMatchObject({ level: 'error', key: 'core.notifications.somethingWentWrong', durationMs: 3000 })
  })

  it.each([
    ['1', true],
    ['0', false],
  ])('reads maintenanceMode %j as %s', async (value, expected) => {
    server.use(...siteHandlers({ maintenanceMode: value }))
    const storefront = shop()
    expect(storefront.site.$maintenanceMode.get()).toBe(false)
    const result = await storefront.site.fetchOptions()
    expect(result.ok && result.data.maintenanceMode).toBe(expected)
    expect(storefront.site.$maintenanceMode.get()).toBe(expected)
  })

  it('reloads the language-dependent data it had loaded in the new language and stores the language cookie', async () => {
    server.use(...siteHandlers())
    const storage = requestCookieStorage('')
    const storefront = shop({ storage })
    await storefront.site.loadLayout()
    await storefront.site.fetchCurrencyConfig()
    await storefront.site.fetchCountries()
    await storefront.site.fetchCheckoutSettings()
    seen.length = 0

    await storefront.setLanguage('sl')

    expect(storefront.$language.get()).toBe('sl')
    expect(storage.setCookieHeaders()).toEqual(['i18n_locale=sl; Path=/; Max-Age=31536000; SameSite=Lax'])
    expect(calls().sort()).toEqual(
      [
        'POST /api/v1/cms/element/getByHandlers',
        'GET /api/v1/cms/navigation/tree/main',
        'GET /api/v1/cms/navigation/tree/footer1',
        'GET /api/v1/cms/navigation/tree/footer2',
        'GET /api/v1/cms/navigation/tree/footer3',
        'GET /api/v1/cms/navigation/tree/footer4',
        'GET /api/v2/ecommerce/settings/getCurrencyConfig',
        'GET /api/v1/master/commons/countries?language=sl',
      ].sort(),
    )
    expect(seen.every((request) => request.headers.get('x-gaussbox-language') === 'sl')).toBe(true)
    expect(storefront.site.$navigation.get().main?.[0]?.title).toBe('Vozički')
    expect(storefront.site.$countries.get()[0]?.name).toBe('Hrvaška')
    expect((storefront.site.$elements.get()['header-section']?.meta.topBar as { text: string }).text).toBe('Brezplačna dostava')
  })

  it('makes no requests on a language switch when nothing language-dependent was loaded', async () => {
    server.use(...siteHandlers())
    const storefront = shop()
    await storefront.site.fetchOptions()
    seen.length = 0
    await storefront.setLanguage('en')
    expect(seen).toHaveLength(0)
  })

  it('ignores an answer in the old language that arrives after the switch', async () => {
    let releaseOld: () => void = () => {}
    const oldAnswered = new Promise<void>((resolve) => (releaseOld = resolve))
    server.use(
      mock.get(`${API}/api/v1/cms/navigation/tree/main`, async ({ request }) => {
        const language = request.headers.get('x-gaussbox-language') ?? 'hr'
        if (language === 'hr') await oldAnswered
        return HttpResponse.json({ data: fixtures.navigationTree('main', language) })
      }),
      ...siteHandlers(),
    )
    const storefront = shop()
    await storefront.site.fetchNavigation('footer1')
    const slowOld = storefront.site.fetchNavigation('main')
    await vi.waitFor(() => expect(calls()).toContain('GET /api/v1/cms/navigation/tree/main'))
    await storefront.setLanguage('sl')
    releaseOld()
    const oldResult = await slowOld
    expect(oldResult.ok).toBe(true)
    expect(storefront.site.$navigation.get().main).toBeUndefined()
    expect(storefront.site.$navigation.get().footer1?.[0]?.title).toBe('O nas')
  })

  it('detects the domain and keeps the site configuration', async () => {
    server.use(...siteHandlers())
    const storefront = shop()
    const result = await storefront.site.detectDomain('localhost')
    expect(result.ok && result.data.apiKeyToken).toBe('vitrina-sandbox-key')
    expect(storefront.site.$config.get()?.cmsLanguages.map((language) => language.code2)).toEqual(['hr', 'sl'])
    expect(await seen[0]!.json()).toEqual({ domain: 'localhost' })
    expect(pathOf(seen[0]!)).toBe('/api/v2/master/domainDetect')
  })

  it('loads languages, countries, currency config and checkout settings into their stores', async () => {
    server.use(...siteHandlers())
    const storefront = shop({ language: 'sl' })
    const results = await Promise.all([
      storefront.site.fetchLanguages(),
      storefront.site.fetchCountries(),
      storefront.site.fetchCurrencyConfig(),
      storefront.site.fetchCheckoutSettings(),
    ])
    expect(results.every((result) => result.ok)).toBe(true)
    expect(storefront.site.$languages.get().map((language) => language.name)).toEqual(['hrvaščina', 'slovenščina'])
    expect(storefront.site.$countries.get().map((country) => country.iso)).toEqual(['HR', 'SI'])
    expect(storefront.site.$currencyConfig.get()?.allowedCurrencies.map((currency) => currency.symbol)).toEqual(['€', 'Kn'])
    expect(storefront.site.$checkoutSettings.get()?.allowedCountries).toEqual(['HR', 'SI'])
  })

  it('returns countries in another language without putting them in the store', async () => {
    server.use(...siteHandlers())
    const storefront = shop()
    const result = await storefront.site.fetchCountries('sl')
    expect(result.ok && result.data[0]?.name).toBe('Hrvaška')
    expect(storefront.site.$countries.get()).toEqual([])
  })

  it('tells whether a pipeline runs and reports failed paths without a notice', async () => {
    server.use(...siteHandlers())
    const storefront = shop()
    const notices = vi.fn()
    storefront.notices.listen(notices)
    expect(await storefront.site.hasRunningPipeline()).toEqual({ ok: true, data: false })
    expect(await storefront.site.reportFailedRequest('/nema-me')).toEqual({ ok: true, data: { path: '/nema-me', count: 1 } })
    const refused = await storefront.site.reportFailedRequest('nema-me')
    expect(refused.ok ? null : refused.error.status).toBe(400)
    expect(notices).not.toHaveBeenCalled()
  })

  it('fills every store from a snapshot without any request', async () => {
    server.use(...siteHandlers({ maintenanceMode: '1' }))
    const onServer = shop({ language: 'sl' })
    await Promise.all([
      onServer.site.loadLayout(),
      onServer.site.detectDomain(),
      onServer.site.fetchLanguages(),
      onServer.site.fetchCountries(),
      onServer.site.fetchCurrencyConfig(),
      onServer.site.fetchCheckoutSettings(),
    ])
    onServer.cookieConsent.accept(['analytics'])
    const snapshot = JSON.parse(JSON.stringify(onServer.dehydrate()))
    seen.length = 0

    const browser = shop()
    browser.hydrate(snapshot)

    expect(seen).toHaveLength(0)
    expect(browser.$language.get()).toBe('sl')
    for (const store of ['$config', '$languages', '$countries', '$currencyConfig', '$checkoutSettings', '$elements', '$navigation', '$options', '$maintenanceMode'] as const) {
      expect(browser.site[store].get(), store).toEqual(onServer.site[store].get())
    }
    expect(browser.site.$maintenanceMode.get()).toBe(true)
    expect(browser.cookieConsent.$consent.get()).toEqual(['necessary', 'analytics'])
  })

  it('reloads hydrated data on a later language switch', async () => {
    server.use(...siteHandlers())
    const first = shop()
    await first.site.loadLayout()
    const browser = shop()
    browser.hydrate(first.dehydrate())
    seen.length = 0
    await browser.setLanguage('sl')
    expect(calls()).toContain('POST /api/v1/cms/element/getByHandlers')
    expect(calls()).toContain('GET /api/v1/cms/navigation/tree/footer4')
  })
})
