import type { AccountIds } from './seed.accounts'
import type { CatalogSeed } from './seed.catalog'
import { DEMO_ACCOUNTS, SANDBOX_SITE } from './seed.constants'
import type { SeededProduct } from './seed.product.insert'
import { hash32 } from './seed.random'
import { cents } from './seed.text'
import type { SeedWriter } from './seed.writer'

const MAIN_ADDRESS = { firstName: 'Ana', lastName: 'Horvat', contactEmail: DEMO_ACCOUNTS.shopper.email, contactPhone: '+385 91 234 5678', street: 'Savska cesta', houseNumber: '41', zipCode: '10000', city: 'Zagreb', country: 'HR', countryId: 191 }
const SHIPPING_ADDRESS = { ...MAIN_ADDRESS, street: 'Put Firula', houseNumber: '12', zipCode: '21000', city: 'Split' }

interface OrderSpec {
  number: string
  issuedOn: string
  items: Array<[product: SeededProduct | undefined, qty: number]>
  delivery: 'courier' | 'pickup'
  payment: 'cash' | 'card' | 'paypal'
  paymentStatus: string
  deliveryStatus: string
  status: string
}

/** Seeds the shopper's three past orders (documents with items), each from an ordered cart. */
export function seedOrders(writer: SeedWriter, catalog: CatalogSeed, accounts: AccountIds): void {
  const { index, specials } = catalog
  const firstConfigurable = index.bySub.get(1501)?.find((product) => product.format === 'configurable')
  const variant = firstConfigurable ? index.variantsOf.get(firstConfigurable.id)?.[0] : undefined
  const simple = (sub: number, n = 0) => index.bySub.get(sub)?.filter((product) => product.format === 'simple')[n]
  const orders: OrderSpec[] = [
    { number: '2026-000101', issuedOn: '2026-02-14T10:21:00.000Z', items: [[simple(1002), 1], [variant, 2]], delivery: 'courier', payment: 'card', paymentStatus: 'paid', deliveryStatus: 'sent', status: 'completed' },
    { number: '2026-000117', issuedOn: '2026-04-03T17:45:00.000Z', items: [[simple(1401), 2], [specials.giftCards[1], 1]], delivery: 'courier', payment: 'paypal', paymentStatus: 'paid', deliveryStatus: 'sent', status: 'completed' },
    { number: '2026-000142', issuedOn: '2026-05-20T08:05:00.000Z', items: [[specials.bundles[1], 1], [simple(1302), 3]], delivery: 'pickup', payment: 'cash', paymentStatus: 'notPaid', deliveryStatus: 'ready', status: 'confirmed' },
  ]
  const methodId = (table: string, code: string) => (writer.db.prepare(`SELECT id FROM ${table} WHERE code = ?`).get(code) as { id: number }).id

  orders.forEach((order) => {
    const items = order.items.filter((item): item is [SeededProduct, number] => item[0] !== undefined)
    const cartId = writer.insert('carts', {
      protect_code: hash32(`protect:${order.number}`).toString(16).padStart(8, '0'),
      session: `seed-${hash32(`session:${order.number}`).toString(16)}`,
      user_id: accounts.shopperId,
      store_id: SANDBOX_SITE.storeId,
      currency_id: 1,
      delivery_method_id: methodId('delivery_methods', order.delivery),
      payment_method_id: methodId('payment_methods', order.payment),
      options: order.delivery === 'pickup' ? { deliveryBranchId: 1 } : {},
      status: 'ordered',
      created_at: order.issuedOn,
      updated_at: order.issuedOn,
    })
    const gross = cents(items.reduce((sum, [product, qty]) => sum + product.finalPrice * qty, 0))
    const net = cents(items.reduce((sum, [product, qty]) => sum + cents(product.finalPrice / (1 + product.taxRate / 100)) * qty, 0))
    const deliveryAmount = order.delivery === 'courier' && gross < 67 ? 4.99 : 0
    const documentId = writer.insert('documents', {
      type: 'order',
      number: order.number,
      slug: `${order.number}-${hash32(`slug:${order.number}`).toString(36)}`,
      user_id: accounts.shopperId,
      cart_id: cartId,
      store_id: SANDBOX_SITE.storeId,
      currency_id: 1,
      status: order.status,
      payment_status: order.paymentStatus,
      delivery_status: order.deliveryStatus,
      payment_method_id: methodId('payment_methods', order.payment),
      delivery_method_id: methodId('delivery_methods', order.delivery),
      delivery_branch_id: order.delivery === 'pickup' ? 1 : null,
      base_amount: net,
      tax_amount: cents(gross - net),
      delivery_amount: deliveryAmount,
      discount_amount: 0,
      final_amount: cents(gross + deliveryAmount),
      billing_address: MAIN_ADDRESS,
      shipping_address: order.delivery === 'pickup' ? MAIN_ADDRESS : SHIPPING_ADDRESS,
      issued_on: order.issuedOn,
      created_at: order.issuedOn,
    })
    items.forEach(([product, qty], position) => {
      writer.insert('cart_items', { cart_id: cartId, product_id: product.id, qty, created_at: order.issuedOn, updated_at: order.issuedOn })
      writer.insert('document_items', {
        document_id: documentId,
        product_id: product.id,
        sku: product.sku,
        name: product.names.hr,
        qty,
        tax_rate: product.taxRate,
        final_net_price: cents(product.finalPrice / (1 + product.taxRate / 100)),
        final_price: product.finalPrice,
        row_total: cents(product.finalPrice * qty),
        position,
      })
    })
  })
}
