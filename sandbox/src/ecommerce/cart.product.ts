import type Database from 'better-sqlite3'
import { all } from '../db/db.statements'
import { fail } from '../http/http.errors'
import type { ProductFormat } from '../product/product.json'
import { CART_MESSAGES } from './cart.messages'

/** The columns of a product the cart prices and checks. */
export interface CartProduct {
  id: number
  parent_id: number | null
  format: ProductFormat
  sku: string
  is_purchasable: number
  available: number
  archived: number
  retail_price: number
  final_price: number
  discount_retail_price: number | null
  tax_rate: number
  /** The product (for a variant: its parent) is in a price-on-request category. */
  price_on_request: number
  /** A variant's parent is purchasable and available (1 for products without a parent). */
  parent_sellable: number
}

/** Reads the cart columns of `ids` (archived products too: a line may outlive its product). */
export function readCartProducts(db: Database.Database, ids: Iterable<number>): Map<number, CartProduct> {
  const wanted = JSON.stringify([...new Set(ids)])
  const rows = all<CartProduct>(
    db,
    `SELECT p.id, p.parent_id, p.format, p.sku, p.is_purchasable, p.available, p.archived, p.retail_price, p.final_price,
            p.discount_retail_price, p.tax_rate,
            EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                     WHERE pc.product_id = COALESCE(p.parent_id, p.id) AND c.price_on_request = 1) AS price_on_request,
            COALESCE((SELECT parent.is_purchasable AND parent.available AND NOT parent.archived
                        FROM products parent WHERE parent.id = p.parent_id), 1) AS parent_sellable
       FROM products p WHERE p.id IN (SELECT value FROM json_each(?))`,
    wanted,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

/** Reads one product for the cart; 404 `Product not found.` for an unknown or archived one. */
export function requireCartProduct(db: Database.Database, id: number): CartProduct {
  const product = readCartProducts(db, [id]).get(id)
  if (!product || product.archived === 1) fail(404, CART_MESSAGES.productNotFound)
  return product
}

/** Why `product` cannot be sold, as the 400 text; undefined when it can. A variant needs its parent sellable too. */
export function unsellableReason(product: CartProduct): string | undefined {
  if (product.archived === 1) return CART_MESSAGES.productNotFound
  if (product.is_purchasable !== 1) return CART_MESSAGES.notPurchasable
  if (product.available !== 1 || product.parent_sellable !== 1) return CART_MESSAGES.notAvailable
  if (product.price_on_request === 1) return CART_MESSAGES.priceOnRequest
  return undefined
}

/** Fails with 400 unless `product` can be sold; `what` prefixes the text for a bundle's item. */
export function assertSellable(product: CartProduct, what?: string): void {
  const reason = unsellableReason(product)
  if (reason) fail(400, what ? `${what} (${product.sku}): ${reason}` : reason)
}
