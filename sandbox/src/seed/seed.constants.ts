/** The demo site every sandbox serves (see docs/contract.md, Sandbox demo site). */
export const SANDBOX_SITE = {
  /** The API key that selects the demo site: `createStorefront`'s `apiKey`. */
  apiKey: 'vitrina-sandbox-key',
  /** The key's id, the one media URLs carry: `createStorefront`'s `apiKeyId`. */
  apiKeyId: 7,
  /** The demo site's id: `createStorefront`'s `siteId`. */
  siteId: 1,
  /** The demo site's one store: `createStorefront`'s `storeId`. */
  storeId: 1,
  /** The host names the sandbox answers domain detection for with the demo site. */
  domains: ['localhost', '127.0.0.1', 'vitrina.test'],
} as const

/** The seeded accounts and their documented sandbox passwords. */
export const DEMO_ACCOUNTS = {
  /** The demo shopper (user 1, Ana Horvat): addresses, wishlist, a member card and nine orders. */
  shopper: {
    /** The shopper's e-mail, the username. */
    email: 'kupac@vitrina.test',
    /** The shopper's password. */
    password: 'Kupac123!',
  },
  /** The back-office editor (Iva Kovač, admin UI language hr) with every right: `cms:write`, `media:write`, `consents:write`, `cache:clear`. */
  editor: {
    /** The editor's e-mail, the username. */
    email: 'urednik@vitrina.test',
    /** The editor's password. */
    password: 'Urednik123!',
  },
  /** A blocked shopper: the right password answers 401 `INVALID_LOGIN`. */
  blocked: {
    /** The blocked shopper's e-mail. */
    email: 'blokiran@vitrina.test',
    /** The blocked shopper's password (right, and refused all the same). */
    password: 'Blokiran123!',
  },
  /**
   * A back-office user whose scope lacks `consents:write` (seed version 9): the admin area lets her in and list the
   * consent assignments, and refuses her changes to them, so a scope refusal can be tried.
   */
  intern: {
    /** The intern's e-mail, the username. */
    email: 'pripravnica@vitrina.test',
    /** The intern's password. */
    password: 'Pripravnica123!',
  },
} as const

/**
 * Seeded timestamps count from this instant, not from the clock, so two seeds are byte-identical.
 * Bump SEED_VERSION whenever the seeded data changes; file databases record the version they hold.
 */
export const SEED_EPOCH = Date.UTC(2026, 5, 1, 8, 0, 0)
export const SEED_VERSION = 10

/**
 * Ids and codes worth knowing in tests and docs. Products are named by SKU: SKUs say what a product is and
 * survive changes to the seed that shift row ids (docs/contract.md lists today's ids).
 */
export const SEED_IDS = {
  /** The categories whose products show 'Cijena na upit' instead of a price. */
  priceOnRequestCategories: [1028, 1620],
  /** The sale category's id. */
  saleCategoryId: 1900,
  /** The sale category's slug: its listing adds the `discount` filter. */
  saleCategorySlug: 'akcija',
  /** The slug of the price enquiry form (the price-on-request products' button). */
  priceEnquiryFormSlug: 'cijena-na-upit',
  /** Products by what they are, as SKUs. */
  products: {
    /** A purchasable simple product without discount (sports pram). */
    simple: 'KOL-1002-001',
    /** A cheap purchasable simple product (plush teddy), handy for carts. */
    cheapSimple: 'IGR-1401-001',
    /** A discounted simple product (in akcija, tagged popust, with a lowest price). */
    discountedSimple: 'HRA-1201-002',
    /** A configurable bodysuit whose variants differ in colour and size. */
    configurable: 'ODJ-1501-001',
    /** A configurable pram whose variants differ in colour only. */
    configurableByColour: 'KOL-1001-001',
    /** A bundle holding configurable items: the shop opens the customisation modal. */
    bundleWithConfigurable: 'PAK-001',
    /** A bundle of simple items only: added to the cart directly. */
    bundleWithoutConfigurable: 'PAK-002',
    /** A bundle holding an eProduct and no configurable item. */
    bundleWithEProduct: 'PAK-005',
    /** An eProduct: a gift card (0 % VAT). */
    giftCard: 'BON-050',
    /** An eProduct: an e-book (5 % VAT). */
    eBook: 'EKN-001',
    /** Products in the price-on-request categories 1028 and 1620. */
    priceOnRequest: ['KOL-1028-001', 'NAM-1620-001'],
  },
  /** Coupon codes, one per case. */
  coupons: {
    /** 10 % off (valid to 2030). */
    percent: 'DOBRODOSLI10',
    /** 5 € off a cart of 30 € or more (valid to 2030). */
    fixed: 'POPUST5',
    /** 20 % off, expired on 2026-01-31: refused. */
    expired: 'ISTEKAO20',
    /** 15 % off, its single use spent: refused. */
    usedUp: 'ISKORISTEN15',
  },
  /** Member card barcodes (EAN-13), one per case. */
  memberCards: {
    /** The demo shopper's own card (5 %). */
    shopper: '2900000000018',
    /** A valid card (10 %). */
    valid: '2900000000025',
    /** Another valid card (5 %). */
    otherValid: '2900000000032',
    /** A blocked card: refused. */
    blocked: '2900000000049',
    /** A card that expired on 2025-12-31: refused. */
    expired: '2900000000056',
    /** An active card for which the emulated membership service answers 503 (fault injection). */
    serviceUnavailable: '2900000000063',
  },
} as const
