import { describe, expect, it } from 'vitest'
import { call, json, useSandbox } from '../sandbox.fixture'
import { addSku, cartCall, newCart } from './cart.fixture'
import { ecommerce, methodId, shopper } from './checkout.fixture'

const sandbox = useSandbox()

describe('POST api/v2/ecommerce/checkout/getAvailableCountries', () => {
  it('answers the allowed countries of the checkout settings in the asked language', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await ecommerce(sandbox(), 'POST', 'checkout/getAvailableCountries', { ...key, language: 'sl', type: 'countries' })
    expect(status).toBe(200)
    expect(body.data).toEqual([
      { id: 191, iso: 'HR', code: 'HRV', name: 'Hrvaška' },
      { id: 705, iso: 'SI', code: 'SVN', name: 'Slovenija' },
    ])
  })

  it('follows allowedCountries when it is one code or ALL', async () => {
    const key = await newCart(sandbox())
    await call(sandbox(), 'PATCH', '/__sandbox/options', { body: { allowedCountries: 'HR' } })
    const one = await ecommerce(sandbox(), 'POST', 'checkout/getAvailableCountries', { ...key, language: 'hr', type: 'countries' })
    expect(one.body.data).toEqual([{ id: 191, iso: 'HR', code: 'HRV', name: 'Hrvatska' }])
    await call(sandbox(), 'PATCH', '/__sandbox/options', { body: { allowedCountries: 'ALL' } })
    const all = await ecommerce(sandbox(), 'POST', 'checkout/getAvailableCountries', { ...key, language: 'hr', type: 'countries' })
    expect(all.body.data).toHaveLength(94)
  })

  it('answers 404 for a wrong protectCode and 400 for an unknown language', async () => {
    const key = await newCart(sandbox())
    expect((await ecommerce(sandbox(), 'POST', 'checkout/getAvailableCountries', { ...key, protectCode: 'x', language: 'hr' })).status).toBe(404)
    expect((await ecommerce(sandbox(), 'POST', 'checkout/getAvailableCountries', { ...key, language: 'fr' })).status).toBe(400)
  })
})

describe('POST api/v2/ecommerce/delivery/getApplicableDeliveryMethods', () => {
  it('offers the physical methods for Croatia, with the pickup branches', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const { status, body } = await ecommerce(sandbox(), 'POST', 'delivery/getApplicableDeliveryMethods', { ...key, countryId: 191, currencyId: 1 })
    expect(status).toBe(200)
    expect(body.data.map((m: { code: string }) => m.code)).toEqual(['courier', 'pickup', 'parcel-locker'])
    const pickup = body.data[1]
    expect(pickup.options.branches).toHaveLength(5)
    expect(pickup.options.branches[0]).toMatchObject({
      id: 1,
      name: 'Vitrina Zagreb',
      address: { street: 'Ilica', houseNumber: '45', zipCode: '10000', city: 'Zagreb' },
    })
    expect(pickup.options.branches[0].workhours[0]).toEqual({ day: 1, opens: '08:00', closes: '20:00' })
    expect(body.data[0]).toMatchObject({ name: 'Dostava kurirskom službom', price: 3.99, taxRate: 25, freeOver: 67, cartPrice: 4.99, options: {} })
  })

  it('leaves out the HR-only parcel lockers for Slovenia', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const { body } = await ecommerce(sandbox(), 'POST', 'delivery/getApplicableDeliveryMethods', { ...key, countryId: 705 })
    expect(body.data.map((m: { code: string }) => m.code)).toEqual(['courier', 'pickup'])
  })

  it('offers only the e-mail delivery to a digital-only cart', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'EKN-001')
    const { body } = await ecommerce(sandbox(), 'POST', 'delivery/getApplicableDeliveryMethods', { ...key, countryId: 191 })
    expect(body.data.map((m: { code: string }) => m.code)).toEqual(['email'])
  })

  it('takes the country from the user’s shipping address when no countryId is sent', async () => {
    const { headers, userId } = await shopper(sandbox())
    const key = await newCart(sandbox(), headers)
    const addressId = (sandbox().db.prepare("SELECT id FROM user_addresses WHERE user_id = ? AND type = 'shipping'").get(userId) as { id: number }).id
    const { body } = await ecommerce(sandbox(), 'POST', 'delivery/getApplicableDeliveryMethods', { ...key, userId, userShippingAddressId: addressId }, headers)
    expect(body.data.map((m: { code: string }) => m.code)).toContain('parcel-locker')
  })

  it('answers 400 for a country the checkout does not allow', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await ecommerce(sandbox(), 'POST', 'delivery/getApplicableDeliveryMethods', { ...key, countryId: 276 })
    expect(status).toBe(400)
    expect(body.message).toBe('countryId must be one of the allowed countries.')
  })
})

describe('PUT api/v2/ecommerce/delivery/saveDeliveryMethod', () => {
  it('needs an active user: anonymous without a guest answers 400 No active user', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await ecommerce(sandbox(), 'PUT', 'delivery/saveDeliveryMethod', {
      ...key,
      deliveryMethodId: methodId(sandbox(), 'delivery_methods', 'courier'),
    })
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'No active user', statusCode: 400 })
  })

  it('saves the method for a cart with a guest user and answers the cart', async () => {
    const key = await newCart(sandbox())
    await cartCall(sandbox(), 'POST', 'updateGuestUser', { ...key, email: 'gost@primjer.hr' })
    await addSku(sandbox(), key, 'IGR-1401-001')
    const courier = methodId(sandbox(), 'delivery_methods', 'courier')
    const { status, body } = await ecommerce(sandbox(), 'PUT', 'delivery/saveDeliveryMethod', { ...key, deliveryMethodId: courier })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: key.cartId, deliveryMethodId: courier, options: {} })
    expect(body.data.prices.delivery).toBe(4.99)
  })

  it('needs a branch for the pickup method and stores it in options.deliveryBranchId', async () => {
    const { headers, userId } = await shopper(sandbox())
    const key = await newCart(sandbox(), headers)
    const pickup = methodId(sandbox(), 'delivery_methods', 'pickup')
    const missing = await ecommerce(sandbox(), 'PUT', 'delivery/saveDeliveryMethod', { ...key, userId, deliveryMethodId: pickup }, headers)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Shipping branch undefined.')
    const unknown = await ecommerce(sandbox(), 'PUT', 'delivery/saveDeliveryMethod', { ...key, userId, deliveryMethodId: pickup, branchId: 99 }, headers)
    expect(unknown.status).toBe(404)
    const saved = await ecommerce(sandbox(), 'PUT', 'delivery/saveDeliveryMethod', { ...key, userId, deliveryMethodId: pickup, branchId: 2 }, headers)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ deliveryMethodId: pickup, options: { deliveryBranchId: 2 } })
    const courier = await ecommerce(
      sandbox(),
      'PUT',
      'delivery/saveDeliveryMethod',
      { ...key, deliveryMethodId: methodId(sandbox(), 'delivery_methods', 'courier') },
      headers,
    )
    expect(courier.body.data.options).toEqual({})
  })

  it('answers 404 Shipping method not found for an unknown method', async () => {
    const { headers } = await shopper(sandbox())
    const key = await newCart(sandbox(), headers)
    const { status, body } = await ecommerce(sandbox(), 'PUT', 'delivery/saveDeliveryMethod', { ...key, deliveryMethodId: 999 }, headers)
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'Shipping method not found', statusCode: 404 })
  })

  it('refuses the e-mail delivery for a cart with physical products', async () => {
    const { headers } = await shopper(sandbox())
    const key = await newCart(sandbox(), headers)
    await addSku(sandbox(), key, 'IGR-1401-001', {}, headers)
    const { status } = await ecommerce(
      sandbox(),
      'PUT',
      'delivery/saveDeliveryMethod',
      { ...key, deliveryMethodId: methodId(sandbox(), 'delivery_methods', 'email') },
      headers,
    )
    expect(status).toBe(400)
  })
})

describe('payment methods', () => {
  it('lists cash without a paymentType, the card as HPF and PayPal', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const { status, body } = await ecommerce(sandbox(), 'POST', 'payment/getApplicablePaymentMethods', { ...key })
    expect(status).toBe(200)
    expect(body.data).toEqual([
      { id: expect.any(Number), code: 'cash', name: 'Plaćanje pouzećem', description: expect.any(String) },
      { id: expect.any(Number), code: 'card', name: 'Kartično plaćanje', description: expect.any(String), paymentType: 'HPF' },
      { id: expect.any(Number), code: 'paypal', name: 'PayPal', description: expect.any(String), paymentType: 'PayPal' },
    ])
  })

  it('offers no cash on delivery to a digital-only cart', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'EKN-001')
    const { body } = await ecommerce(sandbox(), 'POST', 'payment/getApplicablePaymentMethods', { ...key })
    expect(body.data.map((m: { code: string }) => m.code)).toEqual(['card', 'paypal'])
  })

  it('saves the method and the company data when the OIB is valid', async () => {
    const key = await newCart(sandbox())
    const card = methodId(sandbox(), 'payment_methods', 'card')
    const { status, body } = await ecommerce(sandbox(), 'PUT', 'payment/savePaymentMethod', {
      ...key,
      paymentMethodId: card,
      companyData: { companyName: 'Primjer d.o.o.', oib: '69435151530' },
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ paymentMethodId: card, options: { companyData: { companyName: 'Primjer d.o.o.', oib: '69435151530' } } })
  })

  it('answers 400 for an OIB whose check digit is wrong, and ignores the OIB without a company name', async () => {
    const key = await newCart(sandbox())
    const card = methodId(sandbox(), 'payment_methods', 'card')
    const wrong = await ecommerce(sandbox(), 'PUT', 'payment/savePaymentMethod', {
      ...key,
      paymentMethodId: card,
      companyData: { companyName: 'Primjer d.o.o.', oib: '69435151531' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ path: 'companyData.oib', message: 'companyData.oib must be a valid OIB (11 digits).' }])
    const short = await ecommerce(sandbox(), 'PUT', 'payment/savePaymentMethod', {
      ...key,
      paymentMethodId: card,
      companyData: { companyName: 'Primjer d.o.o.', oib: '1234' },
    })
    expect(short.status).toBe(400)
    const person = await ecommerce(sandbox(), 'PUT', 'payment/savePaymentMethod', { ...key, paymentMethodId: card, companyData: { companyName: '', oib: '' } })
    expect(person.status).toBe(200)
    expect(person.body.data.options).toEqual({})
  })

  it('answers 404 for an unknown payment method', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await ecommerce(sandbox(), 'PUT', 'payment/savePaymentMethod', { ...key, paymentMethodId: 999 })
    expect(status).toBe(404)
    expect(body.message).toBe('Payment method not found.')
  })
})

describe('routes', () => {
  it('answers 404 Route not found for a wrong method', async () => {
    const { status } = await json(call(sandbox(), 'GET', '/api/v2/ecommerce/delivery/saveDeliveryMethod'))
    expect(status).toBe(404)
  })
})
