import { act, renderHook, waitFor } from '@testing-library/react'
import { createSiteService } from '@vitrina/sdk'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { testStorefront } from '../test/storefront.fixture'
import { useSite } from './site.hook'
import { StorefrontProvider } from './storefront.context'

describe('useSite', () => {
  it('re-renders with the navigation, elements and options once the layout has loaded', async () => {
    const { wrapper } = testStorefront()
    let renders = 0
    const { result } = renderHook(
      () => {
        renders += 1
        return useSite()
      },
      { wrapper },
    )
    expect(result.current.navigation.main).toBeUndefined()
    const rendersBefore = renders

    await act(async () => {
      const loaded = await result.current.loadLayout()
      expect(loaded.ok).toBe(true)
    })

    expect(renders).toBeGreaterThan(rendersBefore)
    expect(result.current.navigation.main?.map((item) => item.title)).toEqual(['Kolica'])
    expect(result.current.navigation.main?.[0]?.children.map((item) => item.title)).toEqual(['Sportska kolica'])
    expect(result.current.elements['cookie-section']?.meta).toMatchObject({ acceptLabel: 'Dopusti kolačiće' })
    expect(result.current.options).toEqual({ maintenanceMode: false, cartAdditionBehaviour: 2, redis: false })
    expect(result.current.maintenanceMode).toBe(false)
  })

  it('follows maintenance mode when the options are fetched again', async () => {
    const { wrapper, backend } = testStorefront()
    const { result } = renderHook(() => useSite(), { wrapper })
    await act(async () => void (await result.current.loadLayout()))
    expect(result.current.maintenanceMode).toBe(false)

    backend.setMaintenanceMode(true)
    await act(async () => void (await result.current.loadLayout()))
    await waitFor(() => expect(result.current.maintenanceMode).toBe(true))
  })

  it('re-renders with the currency configuration once it is fetched', async () => {
    const currency = { mainCurrency: 'EUR', mainCurrencyId: 1, mainCurrencySymbol: '€', allowedCurrencies: [{ id: 1, label: 'EUR', symbol: '€' }] }
    const paths: string[] = []
    const settings = (async (input: RequestInfo | URL) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      return Response.json({ data: currency })
    }) as typeof fetch
    const { wrapper } = testStorefront({ backend: { fetch: settings, calls: [], setMaintenanceMode: () => {} } })
    const { result } = renderHook(() => useSite(), { wrapper })
    expect(result.current.currencyConfig).toBeNull()
    await act(async () => void (await result.current.fetchCurrencyConfig()))
    expect(result.current.currencyConfig).toEqual(currency)
    expect(paths).toEqual(['/api/v2/ecommerce/settings/getCurrencyConfig'])
  })

  it('shows server-loaded data in a hydrated instance without any request', async () => {
    const server = testStorefront()
    await createSiteService(server.shop).loadLayout()
    const snapshot = JSON.parse(JSON.stringify(server.shop.dehydrate()))

    const browser = testStorefront()
    browser.shop.hydrate(snapshot)
    const { result } = renderHook(() => useSite(), { wrapper: browser.wrapper })

    expect(result.current.navigation.main?.map((item) => item.title)).toEqual(['Kolica'])
    expect(result.current.elements['header-section']?.meta).toMatchObject({ topBar: { text: 'Besplatna dostava' } })
    expect(browser.backend.calls).toEqual([])
  })

  it('renders the store values on the server (no effects, no subscriptions needed)', async () => {
    const { shop } = testStorefront()
    await createSiteService(shop).loadLayout()
    function Titles() {
      const { navigation } = useSite()
      return (
        <ul>
          {navigation.main?.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      )
    }
    const html = renderToString(
      <StorefrontProvider storefront={shop}>
        <Titles />
      </StorefrontProvider>,
    )
    expect(html).toContain('<li>Kolica</li>')
  })
})
