import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { api } from './account.fixture'
import { manualClock } from './auth.fixture'
import { inLanguage } from './catalog.fixture'
import { addSku, cartCall, customOptionId, newCart } from './cart.fixture'
import { ecommerce, shopper } from './checkout.fixture'

// The cart and checkout in en and de (docs/contract.md "Languages"): method names, option labels and custom options
// are chrome, written in every request language; product names are content and read hr.
const sandbox = useSandbox({ control: true, clock: manualClock() })
const EN = inLanguage('en')
const DE = inLanguage('de')

describe('the cart in en and de', () => {
  it('names a variant in hr and its chosen options and custom options in the request language', async () => {
    const key = await newCart(sandbox(), EN)
    const hr = await addSku(sandbox(), key, 'ODJ-1501-001-PLAVA-62')
    const { body } = await cartCall(sandbox(), 'POST', 'getCart', { ...key, currencyId: 1 }, EN)
    expect(body.data.items[0].productData).toMatchObject({
      name: hr.body.data.items[0].productData.name,
      configuration: [
        { attributeCode: 'boja', label: 'Color', valueLabel: 'Blue' },
        { attributeCode: 'velicina', label: 'Size', valueLabel: '62' },
      ],
    })
    expect(body.data.items[0].productData.categories).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1501, name: 'Bodysuits' })]))

    const optionId = customOptionId(sandbox(), 'NJE-1304-001')
    const added = await addSku(sandbox(), key, 'NJE-1304-001', { options: { personalizations: [{ optionId, value: 'Mia' }] } }, DE)
    const towel = added.body.data.items.find((item: { sku: string }) => item.sku === 'NJE-1304-001')
    expect(towel.options.personalizations).toEqual([expect.objectContaining({ title: 'Bestickter Name', sku: 'OPT-EMB' })])
  })

  it('names the delivery methods in English, the free-delivery amount as English writes it', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const { body } = await ecommerce(sandbox(), 'POST', 'delivery/getApplicableDeliveryMethods', { ...key, countryId: 191, currencyId: 1 }, EN)
    expect(body.data.map((method: { name: string }) => method.name)).toEqual(['Courier delivery', 'Pickup at a branch', 'Parcel locker delivery'])
    expect(body.data[0]).toMatchObject({ code: 'courier', description: 'Delivered to your address in 2 to 4 working days. Free over €67.00.', price: 3.99 })
  })

  it('names the delivery and payment methods in German', async () => {
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'EKN-001')
    const delivery = await ecommerce(sandbox(), 'POST', 'delivery/getApplicableDeliveryMethods', { ...key, countryId: 191 }, DE)
    expect(delivery.body.data).toEqual([
      expect.objectContaining({
        code: 'email',
        name: 'Zustellung per E-Mail',
        description: 'Für Geschenkgutscheine und E-Books: Der Link kommt direkt nach der Zahlung.',
      }),
    ])
    const payment = await ecommerce(sandbox(), 'POST', 'payment/getApplicablePaymentMethods', { ...key }, DE)
    expect(payment.body.data.map((method: { name: string }) => method.name)).toEqual(['Kartenzahlung', 'PayPal'])
    await addSku(sandbox(), key, 'IGR-1401-001')
    const all = await ecommerce(sandbox(), 'POST', 'payment/getApplicablePaymentMethods', { ...key }, DE)
    expect(all.body.data[0]).toMatchObject({ code: 'cash', name: 'Zahlung per Nachnahme', description: 'Sie zahlen bar oder mit Karte bei der Übergabe.' })
  })

  it('reads a method name in hr when it has none in the request language', async () => {
    sandbox().db.prepare("UPDATE payment_methods SET name = json_remove(name, '$.en') WHERE code = 'cash'").run()
    const key = await newCart(sandbox())
    await addSku(sandbox(), key, 'IGR-1401-001')
    const { body } = await ecommerce(sandbox(), 'POST', 'payment/getApplicablePaymentMethods', { ...key }, EN)
    expect(body.data.map((method: { name: string }) => method.name)).toEqual(['Plaćanje pouzećem', 'Card payment', 'PayPal'])
  })
})

describe('the order history in en', () => {
  it('names the payment and delivery methods of past orders in English and their items as ordered', async () => {
    const { headers } = await shopper(sandbox())
    const list = await api(sandbox(), 'POST', 'v1/document/filter/web', { filters: [{ key: 'store', value: 1 }] }, { ...headers, 'x-gaussbox-language': 'en' })
    const [newest] = list.body.data.records
    expect(newest.paymentType).toEqual({ name: 'Cash on delivery' })
    const detail = await api(sandbox(), 'GET', `v1/document/get/web/${newest.id}`, undefined, { ...headers, 'x-gaussbox-language': 'en' })
    const hr = await api(sandbox(), 'GET', `v1/document/get/web/${newest.id}`, undefined, headers)
    expect(detail.body.data).toEqual({
      ...hr.body.data,
      paymentType: { name: 'Cash on delivery' },
      paymentMethod: { ...hr.body.data.paymentMethod, name: 'Cash on delivery' },
      deliveryMethod: { ...hr.body.data.deliveryMethod, name: expect.any(String) },
    })
    expect(detail.body.data.deliveryMethod.name).toBe('Pickup at a branch')
  })
})
