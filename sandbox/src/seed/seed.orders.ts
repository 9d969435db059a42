import { orderItemImages } from '../document/document.images'
import type { AccountIds } from './seed.accounts'
import type { CatalogSeed } from './seed.catalog'
import { DEMO_ACCOUNTS, SANDBOX_SITE } from './seed.constants'
import type { SeededProduct } from './seed.product.insert'
import { hash32 } from './seed.random'
import { cents } from './seed.text'
import type { SeedWriter } from './seed.writer'

const MAIN_ADDRESS = {
  firstName: 'Ana',
  lastName: 'Horvat',
  contactEmail: DEMO_ACCOUNTS.shopper.email,
  contactPhone: '+385 91 234 5678',
  street: 'Savska cesta',
  houseNumber: '41',
  zipCode: '10000',
  city: 'Zagreb',
  country: 'HR',
  countryId: 191,
}
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

/**
 * Seeds the shopper's nine past orders (documents with items, each from an ordered cart), with the order-history
 * parts `order/create` stores (extended_details, item_images). The first three are those of seed version 1 and keep
 * their ids; the six of seed version 4 follow them. Between them they show every payment status of the spec and
 * the delivery statuses, two orders with more than three items ('+N' in the history), and two pages at five a page.
 * Their numbers stay below 2026-000142, so checkout's next number is still 2026-000143.
 */
export function seedOrders(writer: SeedWriter, catalog: CatalogSeed, accounts: AccountIds): void {
  const { index, specials } = catalog
  const firstConfigurable = index.bySub.get(1501)?.find((product) => product.format === 'configurable')
  const variant = firstConfigurable ? index.variantsOf.get(firstConfigurable.id)?.[0] : undefined
  const simple = (sub: number, n = 0) => index.bySub.get(sub)?.filter((product) => product.format === 'simple')[n]
  const orders: OrderSpec[] = [
    {
      number: '2026-000101',
      issuedOn: '2026-02-14T10:21:00.000Z',
      items: [
        [simple(1002), 1],
        [variant, 2],
      ],
      delivery: 'courier',
      payment: 'card',
      paymentStatus: 'paid',
      deliveryStatus: 'sent',
      status: 'completed',
    },
    {
      number: '2026-000117',
      issuedOn: '2026-04-03T17:45:00.000Z',
      items: [
        [simple(1401), 2],
        [specials.giftCards[1], 1],
      ],
      delivery: 'courier',
      payment: 'paypal',
      paymentStatus: 'paid',
      deliveryStatus: 'sent',
      status: 'completed',
    },
    {
      number: '2026-000142',
      issuedOn: '2026-05-20T08:05:00.000Z',
      items: [
        [specials.bundles[1], 1],
        [simple(1302), 3],
      ],
      delivery: 'pickup',
      payment: 'cash',
      paymentStatus: 'notPaid',
      deliveryStatus: 'ready',
      status: 'confirmed',
    },
    // Seed version 4: the rest of the history.
    {
      number: '2025-000287',
      issuedOn: '2025-09-12T09:14:00.000Z',
      items: [
        [simple(1201), 2],
        [simple(1203), 1],
        [simple(1204, 1), 1],
        [simple(1301), 1],
        [simple(1303), 3],
        [simple(1502), 1],
      ],
      delivery: 'courier',
      payment: 'card',
      paymentStatus: 'overpaid',
      deliveryStatus: 'sent',
      status: 'completed',
    },
    {
      number: '2025-000341',
      issuedOn: '2025-11-28T15:02:00.000Z',
      items: [[simple(1601), 1]],
      delivery: 'pickup',
      payment: 'cash',
      paymentStatus: 'notApplicable',
      deliveryStatus: 'confirmed',
      status: 'confirmed',
    },
    {
      number: '2025-000362',
      issuedOn: '2025-12-19T19:40:00.000Z',
      items: [
        [specials.eBooks[0], 1],
        [simple(1402), 1],
      ],
      delivery: 'courier',
      payment: 'paypal',
      paymentStatus: 'transferred',
      deliveryStatus: 'sent',
      status: 'completed',
    },
    {
      number: '2026-000023',
      issuedOn: '2026-01-09T11:30:00.000Z',
      items: [
        [simple(1101), 1],
        [simple(1105), 2],
        [simple(1404), 1],
        [simple(1503), 2],
      ],
      delivery: 'courier',
      payment: 'cash',
      paymentStatus: 'ptPaid',
      deliveryStatus: 'notSent',
      status: 'confirmed',
    },
    {
      number: '2026-000058',
      issuedOn: '2026-01-30T13:12:00.000Z',
      items: [
        [simple(1702), 1],
        [simple(1703), 1],
      ],
      delivery: 'pickup',
      payment: 'card',
      paymentStatus: 'ready',
      deliveryStatus: 'scheduled',
      status: 'confirmed',
    },
    {
      number: '2026-000129',
      issuedOn: '2026-04-25T07:55:00.000Z',
      items: [[simple(1004), 1]],
      delivery: 'courier',
      payment: 'card',
      paymentStatus: 'scheduled',
      deliveryStatus: 'confirmed',
      status: 'confirmed',
    },
  ]
  const method = (table: string, code: string) => {
    const row = writer.db.prepare(`SELECT id, name FROM ${table} WHERE code = ?`).get(code) as { id: number; name: string }
    return { id: row.id, name: (JSON.parse(row.name) as { hr: string }).hr }
  }

  orders.forEach((order) => {
    const items = order.items.filter((item): item is [SeededProduct, number] => item[0] !== undefined)
    const delivery = method('delivery_methods', order.delivery)
    const payment = method('payment_methods', order.payment)
    const cartId = writer.insert('carts', {
      protect_code: hash32(`protect:${order.number}`).toString(16).padStart(8, '0'),
      session: `seed-${hash32(`session:${order.number}`).toString(16)}`,
      user_id: accounts.shopperId,
      store_id: SANDBOX_SITE.storeId,
      currency_id: 1,
      delivery_method_id: delivery.id,
      payment_method_id: payment.id,
      options: order.delivery === 'pickup' ? { deliveryBranchId: 1 } : {},
      status: 'ordered',
      created_at: order.issuedOn,
      updated_at: order.issuedOn,
    })
    const lines = items.map(([product, qty]) => {
      const cartItemId = writer.insert('cart_items', { cart_id: cartId, product_id: product.id, qty, created_at: order.issuedOn, updated_at: order.issuedOn })
      const finalNetPrice = cents(product.finalPrice / (1 + product.taxRate / 100))
      const rowTotal = cents(product.finalPrice * qty)
      return {
        id: cartItemId,
        productId: product.id,
        sku: product.sku,
        name: product.names.hr,
        qty,
        taxRate: product.taxRate,
        finalPrice: product.finalPrice,
        finalNetPrice,
        rowTotal,
        cartTotal: rowTotal,
      }
    })
    const gross = cents(lines.reduce((sum, line) => sum + line.rowTotal, 0))
    const net = cents(lines.reduce((sum, line) => sum + line.finalNetPrice * line.qty, 0))
    const deliveryAmount = order.delivery === 'courier' && gross < 67 ? 4.99 : 0
    const finalAmount = cents(gross + deliveryAmount)
    const shipping = order.delivery === 'pickup' ? MAIN_ADDRESS : SHIPPING_ADDRESS
    // The same order-history parts order/create stores (docs/contract/checkout.md, "The order that is stored").
    const extendedDetails = {
      finalAmount,
      issuedFrom: {
        displayName: `${shipping.firstName} ${shipping.lastName}`,
        email: shipping.contactEmail,
        address: { display2: `${shipping.street} ${shipping.houseNumber}, ${shipping.zipCode} ${shipping.city}` },
      },
      priceElements: [
        { displayName: delivery.name, finalAmount: deliveryAmount },
        { displayName: payment.name, finalAmount: 0 },
      ],
      items: lines,
    }
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
      payment_method_id: payment.id,
      delivery_method_id: delivery.id,
      delivery_branch_id: order.delivery === 'pickup' ? 1 : null,
      base_amount: net,
      tax_amount: cents(gross - net),
      delivery_amount: deliveryAmount,
      discount_amount: 0,
      final_amount: finalAmount,
      billing_address: MAIN_ADDRESS,
      shipping_address: shipping,
      issued_on: order.issuedOn,
      created_at: order.issuedOn,
      extended_details: extendedDetails,
      item_images: orderItemImages(
        writer.db,
        lines.map((line) => line.productId),
        SANDBOX_SITE.apiKeyId,
      ),
    })
    lines.forEach((line, position) => {
      writer.insert('document_items', {
        document_id: documentId,
        product_id: line.productId,
        sku: line.sku,
        name: line.name,
        qty: line.qty,
        tax_rate: line.taxRate,
        final_net_price: line.finalNetPrice,
        final_price: line.finalPrice,
        row_total: line.rowTotal,
        position,
      })
    })
  })
}
