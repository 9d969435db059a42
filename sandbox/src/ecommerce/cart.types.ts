import type { ProductFormat, ProductMedia } from '../product/product.json'

/** A stored cart (the `carts` row). */
export interface CartRow {
  id: number
  protect_code: string
  session: string
  user_id: number | null
  guest_user_id: number | null
  store_id: number
  currency_id: number
  coupon_code: string | null
  member_card_barcode: string | null
  delivery_method_id: number | null
  payment_method_id: number | null
  options: string
  status: 'active' | 'archived' | 'ordered'
  session_used_at: string | null
  archived_at: string | null
  created_at: string
  updated_at: string
}

/** A stored cart line (the `cart_items` row); `options` and `bundle_options` are canonical JSON. */
export interface CartItemRow {
  id: number
  cart_id: number
  product_id: number
  qty: number
  options: string
  bundle_options: string | null
}

/** A shopper's entry for one custom option: text for a text option, a count for a number option. */
export interface Personalization {
  optionId: number
  value: string | number
}

/** What `cart_items.options` holds. */
export interface StoredLineOptions {
  personalizations: Personalization[]
  reservation: Record<string, unknown> | null
}

/** One entry of a bundle line's selection: the bundled product, its chosen variant, its personalisations. */
export interface BundleChoice {
  main: number
  selected: number | null
  personalizations: Personalization[]
}

/** The unit and row amounts of a cart line in one currency. */
export interface CartItemAmounts {
  /** Gross unit price to pay (the sale price when discounted), personalisation surcharges included. */
  finalPrice: number
  /** Gross regular unit price, surcharges included. */
  retailPrice: number
  /** Gross unit sale price, surcharges included; null when the product is not discounted. */
  discount: { retailPrice: number } | null
  /** finalPrice x qty. */
  row: number
  /** The row after its share of the cart discounts (coupon, member card). */
  cartTotal: number
}

/** A personalisation as a cart line answers it. */
export interface PersonalizationJson extends Personalization {
  title: string
  type: 'text' | 'number'
  sku: string
  /** What it adds to the unit price. */
  price: number
}

/** One entry of a bundle line's selection as answered. */
export interface BundleChoiceJson {
  main: { id: number; sku: string; name: string; format: ProductFormat }
  selected: { id: number; sku: string; name: string } | null
  qty: number
  options: { personalizations: PersonalizationJson[] }
}

/** A cart line on the wire. */
export interface CartItemJson {
  itemId: number
  productId: number
  parentId: number | null
  sku: string
  qty: number
  options: {
    personalizations: PersonalizationJson[]
    customPriceOption: { price: number; skus: string[] } | null
    reservation: Record<string, unknown> | null
  }
  bundleOptions: BundleChoiceJson[] | null
  productData: {
    name: string
    slug: string
    parentSlug: string | null
    format: ProductFormat
    type: 'physical' | 'digital'
    isPurchasable: boolean
    available: boolean
    taxRate: number
    media: ProductMedia[]
    categories: Array<{ id: number; name: string; slug: string; isMain: boolean }>
    configuration: Array<{ attributeCode: string; label: string; valueLabel: string }>
  }
  prices: { base: CartItemAmounts; converted: CartItemAmounts }
}

/** The price summary of a cart in one currency. Discounts are negative amounts. */
export interface CartPrices {
  itemsTotal: number
  tax: { itemsTotal: number; cartTotal: number }
  coupon: number
  delivery: number
  loyalty: number
  cartTotal: number
  orderTotal: number
}

/** A currency as the cart names it. */
export interface CartCurrency {
  id: number
  label: string
  symbol: string
  /** Units per 1 EUR. */
  rate: number
}

/** The cart on the wire (docs/contract/cart.md, "The cart"). */
export interface CartJson {
  id: number
  protectCode: string
  session: string
  items: CartItemJson[]
  itemsQty: number
  prices: CartPrices
  convertedPrices: CartPrices
  currency: { base: CartCurrency; converted: CartCurrency }
  coupon: { code: string; type: 'percent' | 'fixed'; value: number; minCartTotal: number; amount: number } | null
  couponCode: string | null
  memberCard: { barcode: string; discountPercent: number; amount: number } | null
  digitalOnly: boolean
  freeDelivery: { threshold: number; remaining: number } | null
  deliveryMethodId: number | null
  paymentMethodId: number | null
  options: Record<string, unknown>
  userId: number | null
  guestUser: { id: number; email: string } | null
  createdAt: string
  updatedAt: string
}
