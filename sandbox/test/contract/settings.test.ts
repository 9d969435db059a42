import { describe, expect, it } from 'vitest'
import { call, json, useSandbox } from '../sandbox.fixture'

const sandbox = useSandbox()

describe('api/v2/ecommerce/settings', () => {
  it('answers the checkout settings', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v2/ecommerce/settings/getCheckoutSettings'))
    expect(status).toBe(200)
    expect(body.data).toEqual({
      checkoutEnabled: true,
      cartType: 1,
      onePageCheckout: true,
      mergeItems: true,
      eProductDelivery: 'link',
      socialLogins: false,
      guestCheckout: false,
      skipShippingStep: false,
      allowedCountries: ['HR', 'SI'],
    })
  })

  it('answers the currency config with EUR as the main currency and HRK as Kn', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v2/ecommerce/settings/getCurrencyConfig'))
    expect(status).toBe(200)
    expect(body.data).toEqual({
      mainCurrency: 'EUR',
      mainCurrencyId: 1,
      mainCurrencySymbol: '€',
      allowedCurrencies: [
        { id: 1, label: 'EUR', symbol: '€' },
        { id: 2, label: 'HRK', symbol: 'Kn' },
      ],
    })
  })

  it('requires the apiKey', async () => {
    const { status } = await json(call(sandbox(), 'GET', '/api/v2/ecommerce/settings/getCurrencyConfig', { headers: {} }))
    expect(status).toBe(401)
  })
})
