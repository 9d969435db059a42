import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import * as fixtures from '../../test/contract.fixtures'
import { siteHandlers } from '../../test/contract.handlers'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { createCookieConsentService } from '../consent/cookie-consent.service'
import { requestCookieStorage } from '../storage/storage.request'
import { createStorefront } from '../storefront/storefront.create'
import type { StorefrontOptions } from '../storefront/storefront.types'
import { createSiteService } from './site.service'

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
    const result = await createSiteService(storefront).loadLayout()
    expect(result).toEqual({ ok: true, data: undefined })
    expect(calls().sort()).toEqual([...LAYOUT_CALLS].sort())
    expect(Object.keys(createSiteService(storefront).$elements.get()).sort()).toEqual(['cookie-section', 'footer-section', 'header-section'])
    expect(createSiteService(storefront).$elements.get()['cookie-section']?.meta).toMatchObject({ acceptLabel: 'Dopusti kolačiće' })
    expect(Object.keys(createSiteService(storefront).$navigation.get()).sort()).toEqual(['footer1', 'footer2', 'footer3', 'footer4', 'main'])
    expect(createSiteService(storefront).$navigation.get().main?.[0]?.children[0]?.title).toBe('Sportska kolica')
    expect(createSiteService(storefront).$options.get()).toEqual({ maintenanceMode: false, cartAdditionBehaviour: 2, redis: false })
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
    await createSiteService(shop()).loadLayout()
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
    const result = await createSiteService(storefront).loadLayout()
    expect(result.ok ? null : [result.error.code, result.error.status]).toEqual(['HTTP_ERROR', 500])
    expect(Object.keys(createSiteService(storefront).$navigation.get()).sort()).toEqual(['footer1', 'footer3', 'footer4', 'main'])
    expect(createSiteService(storefront).$elements.get()['header-section']).toBeDefined()
    expect(createSiteService(storefront).$options.get()).not.toBeNull()
    expect(notices).toHaveBeenCalledTimes(1)
    expect(notices.mock.calls[0]![0]).toMatchObject({ level: 'error', key: 'core.notifications.somethingWentWrong', durationMs: 3000 })
  })

  it.each([
    ['1', true],
    ['0', false],
  ])('reads maintenanceMode %j as %s', async (value, expected) => {
    server.use(...siteHandlers({ maintenanceMode: value }))
    const storefront = shop()
    expect(createSiteService(storefront).$maintenanceMode.get()).toBe(false)
    const result = await createSiteService(storefront).fetchOptions()
    expect(result.ok && result.data.maintenanceMode).toBe(expected)
    expect(createSiteService(storefront).$maintenanceMode.get()).toBe(expected)
  })

  it('reloads the language-dependent data it had loaded in the new language and stores the language cookie', async () => {
    server.use(...siteHandlers())
    const storage = requestCookieStorage('')
    const storefront = shop({ storage })
    await createSiteService(storefront).loadLayout()
    await createSiteService(storefront).fetchCurrencyConfig()
    await createSiteService(storefront).fetchCountries()
    await createSiteService(storefront).fetchCheckoutSettings()
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
    expect(createSiteService(storefront).$navigation.get().main?.[0]?.title).toBe('Vozički')
    expect(createSiteService(storefront).$countries.get()[0]?.name).toBe('Hrvaška')
    expect((createSiteService(storefront).$elements.get()['header-section']!.meta.topBar as { text: string }).text).toBe('Brezplačna dostava')
  })

  it('makes no requests on a language switch when nothing language-dependent was loaded', async () => {
    server.use(...siteHandlers())
    const storefront = shop()
    await createSiteService(storefront).fetchOptions()
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
    await createSiteService(storefront).fetchNavigation('footer1')
    const slowOld = createSiteService(storefront).fetchNavigation('main')
    await vi.waitFor(() => expect(calls()).toContain('GET /api/v1/cms/navigation/tree/main'))
    await storefront.setLanguage('sl')
    releaseOld()
    const oldResult = await slowOld
    expect(oldResult.ok).toBe(true)
    expect(createSiteService(storefront).$navigation.get().main).toBeUndefined()
    expect(createSiteService(storefront).$navigation.get().footer1?.[0]?.title).toBe('O nas')
  })

  it('detects the domain and keeps the site configuration', async () => {
    server.use(...siteHandlers())
    const storefront = shop()
    const result = await createSiteService(storefront).detectDomain('localhost')
    expect(result.ok && result.data.apiKeyToken).toBe('vitrina-sandbox-key')
    expect(
      createSiteService(storefront)
        .$config.get()
        ?.cmsLanguages.map((language) => language.code2),
    ).toEqual(['hr', 'sl'])
    expect(await seen[0]!.json()).toEqual({ domain: 'localhost' })
    expect(pathOf(seen[0]!)).toBe('/api/v2/master/domainDetect')
  })

  it('loads languages, countries, currency config and checkout settings into their stores', async () => {
    server.use(...siteHandlers())
    const storefront = shop({ language: 'sl' })
    const results = await Promise.all([
      createSiteService(storefront).fetchLanguages(),
      createSiteService(storefront).fetchCountries(),
      createSiteService(storefront).fetchCurrencyConfig(),
      createSiteService(storefront).fetchCheckoutSettings(),
    ])
    expect(results.every((result) => result.ok)).toBe(true)
    expect(
      createSiteService(storefront)
        .$languages.get()
        .map((language) => language.name),
    ).toEqual(['hrvaščina', 'slovenščina'])
    expect(
      createSiteService(storefront)
        .$countries.get()
        .map((country) => country.iso),
    ).toEqual(['HR', 'SI'])
    expect(
      createSiteService(storefront)
        .$currencyConfig.get()
        ?.allowedCurrencies.map((currency) => currency.symbol),
    ).toEqual(['€', 'Kn'])
    expect(createSiteService(storefront).$checkoutSettings.get()?.allowedCountries).toEqual(['HR', 'SI'])
  })

  it('returns countries in another language without putting them in the store', async () => {
    server.use(...siteHandlers())
    const storefront = shop()
    const result = await createSiteService(storefront).fetchCountries('sl')
    expect(result.ok && result.data[0]?.name).toBe('Hrvaška')
    expect(createSiteService(storefront).$countries.get()).toEqual([])
  })

  it('tells whether a pipeline runs and reports failed paths without a notice', async () => {
    server.use(...siteHandlers())
    const storefront = shop()
    const notices = vi.fn()
    storefront.notices.listen(notices)
    expect(await createSiteService(storefront).hasRunningPipeline()).toEqual({ ok: true, data: false })
    expect(await createSiteService(storefront).reportFailedRequest('/nema-me')).toEqual({ ok: true, data: { path: '/nema-me', count: 1 } })
    const refused = await createSiteService(storefront).reportFailedRequest('nema-me')
    expect(refused.ok ? null : refused.error.status).toBe(400)
    expect(notices).not.toHaveBeenCalled()
  })

  it('fills every store from a snapshot without any request', async () => {
    server.use(...siteHandlers({ maintenanceMode: '1' }))
    const onServer = shop({ language: 'sl' })
    await Promise.all([
      createSiteService(onServer).loadLayout(),
      createSiteService(onServer).detectDomain(),
      createSiteService(onServer).fetchLanguages(),
      createSiteService(onServer).fetchCountries(),
      createSiteService(onServer).fetchCurrencyConfig(),
      createSiteService(onServer).fetchCheckoutSettings(),
    ])
    createCookieConsentService(onServer).accept(['analytics'])
    const snapshot = JSON.parse(JSON.stringify(onServer.dehydrate()))
    seen.length = 0

    const browser = shop()
    browser.hydrate(snapshot)

    expect(seen).toHaveLength(0)
    expect(browser.$language.get()).toBe('sl')
    for (const store of [
      '$config',
      '$languages',
      '$countries',
      '$currencyConfig',
      '$checkoutSettings',
      '$elements',
      '$navigation',
      '$options',
      '$maintenanceMode',
    ] as const) {
      expect(createSiteService(browser)[store].get(), store).toEqual(createSiteService(onServer)[store].get())
    }
    expect(createSiteService(browser).$maintenanceMode.get()).toBe(true)
    expect(createCookieConsentService(browser).$consent.get()).toEqual(['necessary', 'analytics'])
  })

  it('reloads hydrated data on a later language switch', async () => {
    server.use(...siteHandlers())
    const first = shop()
    await createSiteService(first).loadLayout()
    const browser = shop()
    browser.hydrate(first.dehydrate())
    createSiteService(browser)
    seen.length = 0
    await browser.setLanguage('sl')
    expect(calls()).toContain('POST /api/v1/cms/element/getByHandlers')
    expect(calls()).toContain('GET /api/v1/cms/navigation/tree/footer4')
  })
})
