/** The demo site every sandbox serves (see docs/contract.md, Sandbox demo site). */
export const SANDBOX_SITE = {
  apiKey: 'vitrina-sandbox-key',
  apiKeyId: 7,
  siteId: 1,
  storeId: 1,
  domains: ['localhost', '127.0.0.1', 'vitrina.test'],
} as const

/** The seeded accounts and their documented sandbox passwords. */
export const DEMO_ACCOUNTS = {
  shopper: { email: 'kupac@vitrina.test', password: 'Kupac123!' },
  editor: { email: 'urednik@vitrina.test', password: 'Urednik123!' },
  /** A blocked shopper: the right password answers 401 `INVALID_LOGIN`. */
  blocked: { email: 'blokiran@vitrina.test', password: 'Blokiran123!' },
  /**
   * A back-office user whose scope lacks `consents:write` (seed version 9): the admin area lets her in and list the
   * consent assignments, and refuses her changes to them, so a scope refusal can be tried.
   */
  intern: { email: 'pripravnica@vitrina.test', password: 'Pripravnica123!' },
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
  priceOnRequestCategories: [1028, 1620],
  saleCategoryId: 1900,
  saleCategorySlug: 'akcija',
  priceEnquiryFormSlug: 'cijena-na-upit',
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
    /** eProducts: a gift card (0 % VAT) and an e-book (5 % VAT). */
    giftCard: 'BON-050',
    eBook: 'EKN-001',
    /** Products in the price-on-request categories 1028 and 1620. */
    priceOnRequest: ['KOL-1028-001', 'NAM-1620-001'],
  },
  coupons: { percent: 'DOBRODOSLI10', fixed: 'POPUST5', expired: 'ISTEKAO20', usedUp: 'ISKORISTEN15' },
  memberCards: {
    shopper: '2900000000018',
    valid: '2900000000025',
    otherValid: '2900000000032',
    blocked: '2900000000049',
    expired: '2900000000056',
    /** An active card for which the emulated membership service answers 503 (fault injection). */
    serviceUnavailable: '2900000000063',
  },
} as const
