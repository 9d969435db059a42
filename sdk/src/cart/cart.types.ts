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
  discount?: {
    /** The discounted unit price. */
    retailPrice: number
  } | null
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
    /** The product's name in the cart's language. */
    name: string
    /** The product's slug, for a link to its page. */
    slug?: string
    /** A variant's configurable parent's slug (the page to link to), or null for a product without a parent. */
    parentSlug?: string | null
    /** The product's format (simple, configurable, bundle, eProduct ...). */
    format?: ProductFormat
    /** The product's images, the first being the thumbnail to show. */
    media: ProductMedia[]
    /** The categories the product is assigned to (price on request is read from them). */
    categories: ProductCategoryRef[]
  }
  /** Amounts in the main currency (`base`) and the cart's display currency (`converted`). */
  prices: {
    /** The amounts in the site's main currency. */
    base: CartItemAmounts
    /** The amounts in the cart's display currency, when it is not the main one. */
    converted?: CartItemAmounts
  }
}

/** The price summary of a cart; discounts are negative. */
export interface CartPrices {
  /** The sum of the line rows. */
  itemsTotal: number
  /** The VAT in the items total and in the cart total. */
  tax: {
    /** The VAT in the items total. */
    itemsTotal: number
    /** The VAT in the cart total (after discounts and delivery). */
    cartTotal: number
  }
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
  | {
      /** The product was added. */
      ok: true
      /** The cart after the add. */
      cart: Cart
      /** The site's cart-addition behaviour (site option `cartAdditionBehaviour`) that `next` was read from. */
      behaviour: CartAdditionBehaviour
      /** Where the shop goes now. */
      next: CartAddNext
    }
  | {
      /** Nothing was sent: the SDK refused the add. */
      ok: false
      /** Why: the UI acts on it (choose options, open the bundle modal, fix the quantity). */
      reason: CartAddRefusal
    }
  | {
      /** The add was sent and failed. */
      ok: false
      /** Marks a failed call. */
      reason: 'failed'
      /** What failed; its `messageKey` is also emitted as a notice. */
      error: SdkError
    }

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
  variant?: {
    /** The variant's product id. */
    id: Id
    /** The variant's format: `simple` or `eProduct`. */
    format: ProductFormat
  }
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
  variant?: {
    /** The variant's product id. */
    id: Id
    /** The variant's format: `simple` or `eProduct`. */
    format: ProductFormat
  }
  /** Personalisations of the item. */
  options?: CartLineOptions
}

/** One entry of the bundle add payload (`bundleOptions`). */
export type BundleOptionEntry =
  | {
      /** A simple bundled item's product id. */
      id: Id
      /** The item's personalisations. */
      options: CartLineOptions
    }
  | {
      /** A configurable bundled item. */
      main: {
        /** The configurable product's id. */
        id: Id
        /** Its format (`configurable`). */
        format: ProductFormat
      }
      /** The variant the shopper chose. */
      selected: {
        /** The chosen variant's product id. */
        id: Id
      }
      /** The item's personalisations. */
      options: CartLineOptions
    }

/** The guest-user update of the checkout: `{ email }` or the full details. */
export interface GuestUserInput {
  /** The guest's e-mail, by which the guest is kept. */
  email: string
  /** The guest's names and phone. */
  details?: {
    /** The guest's first name. */
    firstName: string
    /** The guest's last name. */
    lastName: string
    /** The guest's phone number, as typed. */
    phone?: string
  }
  /** The company the guest buys for. */
  company?: {
    /** The company's name. */
    name: string
    /** The company's OIB (Croatian tax number, 11 digits). */
    oib?: string
    /** The company's address, in the server's address shape. */
    address?: Record<string, unknown>
  }
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
  | {
      /** The cart session is over: the shop should go to its home page. */
      type: 'redirectHome'
      /**
       * `cartArchived`: the server says the cart is archived; `sessionUsed`: it answered 'Session already used.'. The
       * session is cleared either way.
       */
      reason: CartRedirectReason
    }
  | {
      /** A coupon was applied. */
      type: 'couponApplied'
      /** The coupon code, as the shopper entered it. */
      code: string
    }
  | {
      /** A coupon was refused. */
      type: 'couponError'
      /** Why, as a message key (`Coupon not found!` for an unknown code). */
      messageKey: string
    }
  | {
      /** The cart has no coupon any more. */
      type: 'couponRemoved'
      /** `removed` by the shopper, or `noLongerApplies` after a cart change the server dropped it for. */
      reason: 'removed' | 'noLongerApplies'
    }
  | {
      /** `applyMemberCard` was called with an empty barcode. */
      type: 'memberCardEmpty'
    }
  | {
      /** A member card was applied to the cart. */
      type: 'memberCardApplied'
      /** The applied card's barcode. */
      barcode: string
    }
  | {
      /** The cart's validation before checkout found the member card no longer valid. */
      type: 'memberCardNotValid'
    }

/** The cart's state as JSON data, for server-rendered pages (the header count needs no browser fetch). */
export interface CartSnapshot {
  /** The session, or null. */
  session: CartSession | null
  /** The cart, or null when not fetched. */
  cart: Cart | null
}

/** The cart of one storefront instance: its session and lines (the rest is {@link CartCheckoutService}). */
export interface CartService {
  /** The cart as last answered, or null. */
  readonly $cart: ReadableAtom<Cart | null>
  /** The session, or null before the first add (or a restored cookie). */
  readonly $session: ReadableAtom<CartSession | null>
  /** Pieces in the cart (the header count). */
  readonly $itemCount: ReadableAtom<number>
  /** True while a cart call is under way. */
  readonly $pending: ReadableAtom<boolean>
  /** The site's cart-addition behaviour, or null until the site options are known. */
  readonly $behaviour: ReadableAtom<CartAdditionBehaviour | null>
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
  /** Forgets the session and the cart (cookies too). */
  clearSession(): void
  /** The cart state as JSON data. */
  dehydrate(): CartSnapshot
  /** Fills the stores from a snapshot without a request. */
  hydrate(snapshot: CartSnapshot): void
}

/**
 * The cart's checkout side of one storefront instance: coupon, member card, guest user, the abandoned cart and the
 * change check. It writes the {@link CartService}'s cart: answers land in its `$cart`, events on its `listen`.
 */
export interface CartCheckoutService {
  /** True while a coupon is being applied ('Dodajem...'). */
  readonly $applyingCoupon: ReadableAtom<boolean>
  /** The guest e-mail (cookie `guestUser`), or null. */
  readonly $guestEmail: ReadableAtom<string | null>
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
}
