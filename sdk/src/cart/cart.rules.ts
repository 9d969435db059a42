import type { BundleItem, ProductFormat } from '../catalog/catalog.types'
import type { Id } from '../site/site.types'
import type { AddableProduct, BundleOptionEntry, BundleSelection, CartAddOptions, CartAddRefusal } from './cart.types'

/** The smallest cart line quantity (storefront spec §9: "Cart quantity 1 to 9999"). */
export const MIN_QTY = 1
/** The largest cart line quantity (storefront spec §9: "Cart quantity 1 to 9999"). */
export const MAX_QTY = 9999

/** Storefront spec §9: "quantity edit debounce 500 ms". */
export const QUANTITY_DEBOUNCE_MS = 500

/** Back-office spec §9: cart cookies live 31536000 s (one year). */
export const CART_COOKIE_MAX_AGE_SECONDS = 31_536_000

/** The cookie names the cart uses. */
export const CART_COOKIES = { cartId: 'cartId', protectCode: 'protectCode', guestUser: 'guestUser', memberCard: 'memberCardBarcode' } as const

/** Spec: "Cart line quantity: coerced to a number"; a whole number from 1 to 9999, else null (invalidQuantity). */
export function cartQuantity(value: unknown): number | null {
  const qty = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : typeof value === 'number' ? value : Number.NaN
  return Number.isInteger(qty) && qty >= MIN_QTY && qty <= MAX_QTY ? qty : null
}

const isSellableFormat = (format: ProductFormat | undefined): boolean => format === 'simple' || format === 'eProduct'

/** The format of a bundle item: its own field, else its product's. */
const itemFormat = (item: BundleItem): ProductFormat => item.product?.format ?? item.format

/** What adding a product takes: the product id to send, or why it cannot be added as it is. */
export type AddPlan = { kind: 'add'; productId: Id } | { kind: 'checkBundle' } | { kind: 'refuse'; reason: CartAddRefusal }

/**
 * Storefront spec §4 "Add to cart": simple and eProduct allowed; configurable not allowed (options must be
 * chosen first) unless a variant is given; bundle allowed only when it has no configurable item, otherwise the
 * customisation modal opens.
 */
export function planAdd(product: AddableProduct, options: CartAddOptions = {}): AddPlan {
  if (product.isPurchasable === false) return { kind: 'refuse', reason: 'notPurchasable' }
  switch (product.format) {
    case 'simple':
    case 'eProduct':
      return { kind: 'add', productId: product.id }
    case 'configurable':
      return options.variant && isSellableFormat(options.variant.format)
        ? { kind: 'add', productId: options.variant.id }
        : { kind: 'refuse', reason: 'chooseOptions' }
    case 'bundle': {
      if (!product.bundles) return { kind: 'checkBundle' }
      if (product.bundles.some((item) => itemFormat(item) === 'bundle')) return { kind: 'refuse', reason: 'configurationNotSet' }
      if (product.bundles.some((item) => itemFormat(item) === 'configurable')) return { kind: 'refuse', reason: 'needsConfiguration' }
      return { kind: 'add', productId: product.id }
    }
    default:
      return { kind: 'refuse', reason: 'notPurchasable' }
  }
}

/**
 * Builds the spec's bundle add payload: `{ id, options }` for a simple or eProduct item and
 * `{ main, selected, options }` for a configurable one. Null when the configuration is incomplete: "every
 * bundled configurable product [needs] a chosen simple or eProduct variant and no nested bundle".
 */
export function bundleOptionsOf(bundles: readonly BundleItem[], selections: readonly BundleSelection[]): BundleOptionEntry[] | null {
  const entries: BundleOptionEntry[] = []
  for (const item of bundles) {
    const productId = item.product?.id ?? item.id
    const selection = selections.find((choice) => String(choice.productId) === String(productId))
    const options = selection?.options ?? {}
    const format = itemFormat(item)
    if (format === 'configurable') {
      const variant = selection?.variant
      if (!variant || !isSellableFormat(variant.format)) return null
      entries.push({ main: { id: productId, format }, selected: { id: variant.id }, options })
    } else if (isSellableFormat(format)) {
      entries.push({ id: productId, options })
    } else {
      return null
    }
  }
  return entries
}

/** Spec §5: "Bundle quantity positive integer, default 1, else 'invalid quantity'". */
export function bundleQuantity(value: unknown): number | null {
  return value === undefined ? 1 : cartQuantity(value)
}
