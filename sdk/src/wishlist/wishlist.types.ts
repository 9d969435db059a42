import type { ReadableAtom } from 'nanostores'
import type { ProductSummary } from '../catalog/catalog.types'
import type { CallOptions } from '../http/http.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'

/** One wished product (storefront spec §3 "Wishlist item"). */
export interface WishlistItem {
  /** The wishlist item's id (what removing it takes). */
  id: Id
  /** The product's id. */
  product_id: Id
  /** The product, for its card; null when the backend did not include it. */
  product: ProductSummary | null
}

/** The wishlist's state as JSON data, for handing server-rendered state to the browser. */
export interface WishlistSnapshot {
  /** The items, or null when not loaded (logged out, or not fetched yet). */
  items: WishlistItem[] | null
}

/** What a toggle did: the product was added or removed. */
export type WishlistToggle = 'added' | 'removed'

/**
 * The logged-in shopper's wishlist (spec §4 "Wishlist toggle"). Create it with `createWishlistService(shop)` from
 * `@vitrina/sdk/account`: it loads after a login (not for back-office users) and clears on logout.
 */
export interface WishlistService {
  /** The items, or null when not loaded. */
  readonly $items: ReadableAtom<WishlistItem[] | null>
  /** How many products are wished: the header and the profile menu count (0 when not loaded). */
  readonly $count: ReadableAtom<number>
  /** The ids of the wished products, for the card hearts. */
  readonly $productIds: ReadableAtom<ReadonlySet<string>>
  /** The ids (as text) of the products whose toggle runs, so a view re-renders when one starts or ends. */
  readonly $toggling: ReadableAtom<ReadonlySet<string>>
  /** True while a toggle of the product with this id runs. */
  isToggling(productId: Id): boolean
  /** Fetches the whole wishlist (`wishlist/filter`, limit 9999) and stores it; logged-out visitors get an empty list without a request. */
  load(options?: CallOptions): Promise<Result<WishlistItem[]>>
  /**
   * Adds the product, or removes it when it is wished already, then refetches (limit 9999) and emits
   * `core.notifications.wishlistAdded` or `core.notifications.wishlistRemoved`. Logged-out visitors get an error
   * with code `UNAUTHENTICATED` and no request.
   */
  toggle(productId: Id): Promise<Result<WishlistToggle>>
  /** Whether the product is wished. */
  has(productId: Id): boolean
  /** The state as JSON data. */
  dehydrate(): WishlistSnapshot
  /** Fills the store from a snapshot without a request. */
  hydrate(snapshot: WishlistSnapshot): void
}
