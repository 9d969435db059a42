import { describe, expect, it } from 'vitest'
import { SHOPPER } from '../../testing/auth.fixture'
import { acceptedConsentIds, addressFormOf, consentsOf, initialCheckoutValues, orderOptionsOf } from './checkout.form'

const URLS = { successURL: 'https://shop.test/naplata/uspjesna', failureURL: 'https://shop.test/checkout/failure' }

describe('the checkout form', () => {
  it('sends the gift fields only for a gift, and only what was filled in', () => {
    const values = { ...initialCheckoutValues(null), orderMessage: '  Zvonite dvaput ', giftMessage: 'Sretno!', to: 'Marko' }
    const consents = { required: [], accepted: [] }
    expect(orderOptionsOf(values, URLS, consents)).toEqual({ orderMessage: 'Zvonite dvaput', ...URLS, consents })
    expect(orderOptionsOf({ ...values, isGift: true }, URLS, consents)).toEqual({
      orderMessage: 'Zvonite dvaput',
      giftMessage: 'Sretno!',
      to: 'Marko',
      ...URLS,
      consents,
    })
  })

  it('leaves out the billing address and the company unless chosen', () => {
    const values = initialCheckoutValues(SHOPPER)
    expect(addressFormOf({ ...values, billing: { ...values.billing, city: 'Split' }, companyName: 'Vitrina' })).toEqual({
      delivery: { ...values.delivery },
      useDifferentBillingAddress: false,
      isCompany: false,
    })
    expect(addressFormOf({ ...values, isCompany: true, companyName: ' Vitrina d.o.o. ', companyOIB: '69435151530' })).toMatchObject({
      companyName: 'Vitrina d.o.o.',
      companyOIB: '69435151530',
    })
  })

  const OPTIONS = [
    { id: 1, uniqueNumber: '1001', displayName: 'Uvjeti kupnje', required: true },
    { id: 2, uniqueNumber: '1002', displayName: 'Obrada podataka', required: true },
    { id: 3, uniqueNumber: '1003', displayName: 'Newsletter', required: false },
  ]

  it('requires the required consents and sends the ticked ones by unique number', () => {
    expect(consentsOf(OPTIONS, { ...initialCheckoutValues(null), acceptedConsents: ['1003'] })).toEqual({ required: ['1001', '1002'], accepted: ['1003'] })
  })

  it('logs the ticked consents by id, in the order the form shows them', () => {
    expect(acceptedConsentIds(OPTIONS, { ...initialCheckoutValues(null), acceptedConsents: ['1003', '1001'] })).toEqual([1, 3])
    expect(acceptedConsentIds(OPTIONS, initialCheckoutValues(null))).toEqual([])
  })
})
