import type { ReadableAtom } from 'nanostores'
import type { BundleItem, ProductCategoryRef, ProductFormat, ProductMedia } from '../catalog/catalog.types'
import type { SdkError } from '../errors/errors.classes'
import type { Result } from '../result/result.types'
import type { CartAdditionBehaviour, Id } from '../site/site.types'

/** What names a cart in every cart call; kept in the cookies `cartId` and `protectCode` for one year. */
export interface CartSession {
  /** The cart id. */
  cartId: Id
  /** The secret that goes with the cart id. */
  protectCode: string
}

/** The unit and row amounts of a cart line in one currency. */
export interface CartItemAmounts {
  /** Unit price to pay. */
  finalPrice: number
  /** Regular unit price. */
  retailPrice: number
  /** The sale price when discounted, or null. */
  discount?: { retailPrice: number } | null
  /** finalPrice times qty. */
  row: number
  /** The row after its share of the cart discounts. */
  cartTotal: number
}

/** A shopper's entry for one custom option of a product. */
export interface Personalization {
  /** The custom option's id. */
  optionId: Id
  /** Text for a text option, a count for a number option. */
  value: string | number
}

/** The `options` of a cart line as the SDK sends them. */
export interface CartLineOptions {
  /** The shopper's custom-option entries. */
  personalizations?: Personalization[]
}

/** One cart line. */
export interface CartItem {
  /** The line id (what `updateQuantity` and `remove` take). */
  itemId: Id
  /** The product in the cart (a variant's own id). */
  productId: Id
  /** A variant's configurable parent, or null. */
  parentId?: Id | null
  /** The stock keeping unit. */
  sku: string
  /** How many pieces. */
  qty: number
  /** Personalisations, their price and the reservation. */
  options?: Record<string, unknown>
  /** A bundle line's selection, or null. */
  bundleOptions?: unknown[] | null
  /** What the cart shows of the product. */
  productData: {
    name: string
    slug?: string
    parentSlug?: string | null
    format?: ProductFormat
    media: ProductMedia[]
    categories: ProductCategoryRef[]
  }
  /** Amounts in the main currency (`base`) and the cart's display currency (`converted`). */
  prices: { base: CartItemAmounts; converted?: CartItemAmounts }
}

/** The price summary of a cart; discounts are negative. */
export interface CartPrices {
  /** The sum of the line rows. */
  itemsTotal: number
  /** The VAT in the items total and in the cart total. */
  tax: { itemsTotal: number; cartTotal: number }
  /** The coupon discount (negative, 0 without a coupon). */
  coupon: number
  /** The delivery price. */
  delivery: number
  /** The member card discount (negative, 0 without a card). */
  loyalty: number
  /** The items total after the discounts. */
  cartTotal: number
  /** What the order costs: the cart total plus delivery. */
  orderTotal: number
}

/** The coupon a cart carries. */
export interface CartCoupon {
  /** The coupon code. */
  code: string
  /** The discount it gives. */
  amount?: number
}

/** A guest shopper's record, kept by e-mail (cookie `guestUser`). */
export interface GuestUser {
  /** The guest's id. */
  id: Id
  /** The guest's e-mail. */
  email: string
}

/** A cart as the server answers it; fields the SDK does not compute with are kept as sent. */
export interface Cart {
  /** The cart id. */
  id: Id
  /** The cart's secret. */
  protectCode: string
  /** The cart's one-time session. */
  session: string
  /** The lines. */
  items: CartItem[]
  /** The price summary in the main currency. */
  prices: CartPrices
  /** The coupon applied, or null. */
  coupon: CartCoupon | null
  /** The code of the coupon applied, or null. */
  couponCode: string | null
  /** True when every line is an eProduct. */
  digitalOnly: boolean
  /** The chosen delivery method, if any. */
  deliveryMethodId?: Id | null
  /** The chosen payment method, if any. */
  paymentMethodId?: Id | null
  /** The guest user the cart belongs to, if any. */
  guestUser?: GuestUser | null
}

/** Where the shop goes after an add: the cart page, nowhere, or the cart popup (site option `cartAdditionBehaviour` 0, 1, 2). */
export type CartAddNext = 'cart' | 'stay' | 'popup'

/** Why an add did not happen. */
export type CartAddRefusal = 'chooseOptions' | 'needsConfiguration' | 'configurationNotSet' | 'invalidQuantity' | 'notPurchasable'

/**
 * The outcome of an add: the cart and where to go next, a refusal the UI acts on (`needsConfiguration` opens
 * the bundle customisation modal), or a failed call.
 */
export type CartAddResult =
  | { ok: true; cart: Cart; behaviour: CartAdditionBehaviour; next: CartAddNext }
  | { ok: false; reason: CartAddRefusal }
  | { ok: false; reason: 'failed'; error: SdkError }

/** What can be added with {@link CartService.add}: a product record or summary. */
export interface AddableProduct {
  /** The product id. */
  id: Id
  /** Decides what adding takes. */
  format: ProductFormat
  /** False when it must not be sold. */
  isPurchasable?: boolean
  /** A bundle's items, when known; otherwise the SDK asks `checkBundles`. */
  bundles?: BundleItem[]
}

/** The options of {@link CartService.add}. */
export interface CartAddOptions {
  /** For a configurable product: the chosen simple or eProduct variant. */
  variant?: { id: Id; format: ProductFormat }
  /** Personalisations of the line. */
  options?: CartLineOptions
  /** A reservation kept on the line. */
  reservation?: Record<string, unknown> | null
}

/** The shopper's choice for one item of a bundle, by the bundled product's id. */
export interface BundleSelection {
  /** The bundled product's id. */
  productId: Id
  /** For a configurable item: the chosen simple or eProduct variant. */
  variant?: { id: Id; format: ProductFormat }
  /** Personalisations of the item. */
  options?: CartLineOptions
}

/** One entry of the bundle add payload (`bundleOptions`). */
export type BundleOptionEntry =
  | { id: Id; options: CartLineOptions }
  | { main: { id: Id; format: ProductFormat }; selected: { id: Id }; options: CartLineOptions }

/** The guest-user update of the checkout: `{ email }` or the full details. */
export interface GuestUserInput {
  /** The guest's e-mail, by which the guest is kept. */
  email: string
  /** The guest's names and phone. */
  details?: { firstName: string; lastName: string; phone?: string }
  /** The company the guest buys for. */
  company?: { name: string; oib?: string; address?: Record<string, unknown> }
  /** The guest's addresses (they replace earlier ones); see docs/contract/cart.md. */
  addresses?: Array<Record<string, unknown>>
}

/** What `checkForChanges` found: prices or lines changed meanwhile, or the member card is no longer valid. */
export interface CartCheck {
  /** True when the local cart was replaced because lines or prices differ. */
  changed: boolean
  /** True when the server says the member card is no longer valid. */
  memberCardInvalid: boolean
}

/** Why the shop should go home after a cart call. */
export type CartRedirectReason = 'cartArchived' | 'sessionUsed'

/** Something the cart tells the UI besides notices; subscribe with {@link CartService.listen}. */
export type CartEvent =
  | { type: 'redirectHome'; reason: CartRedirectReason }
  | { type: 'couponApplied'; code: string }
  | { type: 'couponError'; messageKey: string }
  | { type: 'couponRemoved'; reason: 'removed' | 'noLongerApplies' }
  | { type: 'memberCardEmpty' }
  | { type: 'memberCardApplied'; barcode: string }
  | { type: 'memberCardNotValid' }

/** The cart's state as JSON data, for server-rendered pages (the header count needs no browser fetch). */
export interface CartSnapshot {
  /** The session, or null. */
  session: CartSession | null
  /** The cart, or null when not fetched. */
  cart: Cart | null
}

/** The cart of one storefront instance: its session, lines, coupon, member card and guest user. */
export interface CartService {
  /** The cart as last answered, or null. */
  readonly $cart: ReadableAtom<Cart | null>
  /** The session, or null before the first add (or a restored cookie). */
  readonly $session: ReadableAtom<CartSession | null>
  /** Pieces in the cart (the header count). */
  readonly $itemCount: ReadableAtom<number>
  /** True while a cart call is under way. */
  readonly $pending: ReadableAtom<boolean>
  /** True while a coupon is being applied ('Dodajem...'). */
  readonly $applyingCoupon: ReadableAtom<boolean>
  /** The site's cart-addition behaviour, or null until the site options are known. */
  readonly $behaviour: ReadableAtom<CartAdditionBehaviour | null>
  /** The guest e-mail (cookie `guestUser`), or null. */
  readonly $guestEmail: ReadableAtom<string | null>
  /** Calls `listener` for every cart event; returns a function that stops listening. */
  listen(listener: (event: CartEvent) => void): () => void
  /** Fetches the cart of the session; resolves to null without a session. A 400, 404 or 409 clears the session. */
  load(): Promise<Result<Cart | null>>
  /** Adds a product (creating a session first when there is none); see {@link CartAddResult}. */
  add(product: AddableProduct, qty?: number, options?: CartAddOptions): Promise<CartAddResult>
  /** Adds a bundle with the shopper's choices from the customisation modal. */
  addBundle(bundle: AddableProduct & { bundles: BundleItem[] }, selections: BundleSelection[], qty?: number): Promise<CartAddResult>
  /** Changes a line's quantity after 500 ms; a newer edit of the line cancels this one. Throws without a session. */
  updateQuantity(itemId: Id, qty: number | string): Promise<Result<Cart>>
  /** Removes a line that is in the cart; throws without a session. */
  remove(itemId: Id): Promise<Result<Cart>>
  /** Empties the cart; does nothing without a session or with an empty cart. */
  clear(): Promise<Result<Cart | null>>
  /** Applies a coupon code. */
  applyCoupon(code: string): Promise<Result<Cart>>
  /** Removes the coupon. */
  removeCoupon(): Promise<Result<Cart>>
  /** Applies a member card barcode (logged-in users only); `skipped` when it equals the stored one. */
  applyMemberCard(barcode: string): Promise<Result<'applied' | 'skipped'>>
  /** Creates or updates the cart's guest user and remembers the e-mail. */
  updateGuestUser(input: GuestUserInput): Promise<Result<GuestUser>>
  /**
   * Call after a successful login (spec §4 "Login": fetch user, then the abandoned cart session): resumes the
   * user's abandoned cart unless the shopper already has a cart with lines. A failure is only logged.
   */
  fetchAbandoned(): Promise<Result<CartSession | null>>
  /** Before placing an order: compares the local cart with the server's (checkout "cart change check"). */
  checkForChanges(): Promise<Result<CartCheck>>
  /** Forgets the session and the cart (cookies too). */
  clearSession(): void
  /** The cart state as JSON data. */
  dehydrate(): CartSnapshot
  /** Fills the stores from a snapshot without a request. */
  hydrate(snapshot: CartSnapshot): void
}
