// Catalogue and content payloads shaped as docs/contract/catalog.md describes them, with the seeded demo shop's
// ids, slugs and prices where tests name them, and fields the SDK does not check (to prove they pass through).

const media = (id: number, slug: string, isDefault: boolean) => ({
  id,
  driveId: null,
  title: slug,
  description: '',
  alt: slug,
  slug,
  path: `/media/7/${id}/original/${slug}.png`,
  mime: 'image/png',
  extension: 'png',
  hash: 'abc123',
  access: 'public',
  size: null,
  width: 1200,
  height: 900,
  originalName: `${slug}.png`,
  usePublicPath: false,
  default: isDefault,
})

export interface FixtureProduct {
  id: number
  name: string
  slug: string
  sku: string
  format: 'simple' | 'configurable' | 'bundle' | 'eProduct'
  isPurchasable: boolean
  available: boolean
  featured: boolean
  categories: Array<{ id: number; name: string; slug: string; isMain: boolean }>
  tags: Array<{ id: number; name: string; slug: string }>
  media: ReturnType<typeof media>[]
  retailPrice: number
  finalPrice: number
  discount: { retailPrice: number } | null
  lowestPrice: { retailPrice: number } | null
  priceOnRequest: boolean
  categoryPriority: number
  /** Not part of the wire record: the option ids of `boja` and the `eko` flag, for the handlers' filters. */
  facts: { boja: number[]; eko: boolean }
  [field: string]: unknown
}

const KOLICA = { id: 1000, name: 'Kolica', slug: 'kolica', isMain: false }
const SPORTSKA = { id: 1002, name: 'Sportska kolica', slug: 'sportska-kolica', isMain: true }
const AKCIJA = { id: 1900, name: 'Akcija', slug: 'akcija', isMain: false }
const TAGS = [
  { id: 1, name: 'novo', slug: 'novo' },
  { id: 2, name: 'najprodavanije', slug: 'najprodavanije' },
  { id: 3, name: 'popust', slug: 'popust' },
]

/** 30 prams in `sportska-kolica` (1002, under `kolica` 1000): ids 1..30, every third discounted and in `akcija`. */
export function products(): FixtureProduct[] {
  return Array.from({ length: 30 }, (_, index) => {
    const id = index + 1
    const retailPrice = 100 + ((id * 37) % 400) + 0.99
    const discounted = id % 3 === 0
    const sale = Math.round(retailPrice * 80) / 100
    return {
      id,
      product_id: id,
      parentId: null,
      name: `Kolica ${String.fromCharCode(65 + ((id * 7) % 26))}${id}`,
      slug: `kolica-${id}`,
      sku: `KOL-1002-${String(id).padStart(3, '0')}`,
      shortDescription: 'Sportska kolica.',
      format: 'simple',
      type: 'physical',
      isPurchasable: true,
      available: id !== 5,
      featured: id % 4 === 0,
      manufacturer: 'Kvarner Kids d.o.o.',
      brand: { id: 10, name: 'Kvarner Kids', slug: 'kvarner-kids' },
      categories: discounted ? [SPORTSKA, KOLICA, AKCIJA] : [SPORTSKA, KOLICA],
      tags: discounted ? [TAGS[2]!] : id % 5 === 0 ? [TAGS[0]!] : [],
      media: [media(100 + id, `kolica-${id}`, true)],
      basicPrice: Math.round(((discounted ? sale : retailPrice) / 1.25) * 100) / 100,
      retailPrice,
      finalPrice: discounted ? sale : retailPrice,
      discount: discounted ? { retailPrice: sale } : null,
      lowestPrice: discounted ? { retailPrice: Math.round(sale * 95) / 100 } : null,
      currency: 'EUR',
      taxRate: 25,
      priceOnRequest: false,
      rating: 4,
      ratingCount: 3,
      categoryPriority: (id * 13) % 30,
      createdAt: '2026-06-01T08:00:00.000Z',
      facts: { boja: [1 + (id % 4)], eko: id % 2 === 0 },
    }
  })
}

/** The wire record of a fixture product (without the handlers' facts). */
export function wireProduct(product: FixtureProduct): Record<string, unknown> {
  const { facts: _facts, ...record } = product
  return record
}

/** The seeded discounted bottle: 20.99 → 15.99 €, lowest price of 30 days 15.49 €. */
export function discountedBottle() {
  return {
    ...wireProduct(products()[0]!),
    id: 97,
    product_id: 97,
    name: 'Pikula Lipa bočica protiv grčeva 150 ml',
    slug: 'pikula-lipa-bocica-protiv-grceva-150-ml',
    sku: 'HRA-1201-002',
    retailPrice: 20.99,
    finalPrice: 15.99,
    discount: { retailPrice: 15.99 },
    lowestPrice: { retailPrice: 15.49 },
    description: '<p>Bočica protiv grčeva.</p>',
    slugs: { hr: 'pikula-lipa-bocica-protiv-grceva-150-ml', sl: 'pikula-lipa-steklenicka-proti-krcem-150-ml' },
    attributes: [
      {
        attributeID: 3,
        attributeCode: 'materijal',
        label: 'Materijal',
        type: 'dropdown',
        unit: null,
        value: null,
        values: [{ id: 30, code: 'staklo', valueLabel: 'Staklo', swatch: null }],
      },
    ],
    configurableAttributes: [],
    associatedProducts: [],
    bundles: [],
    customOptions: [],
    crossSellProducts: [],
    relatedProducts: [],
    eProduct: null,
    parent: null,
    attributeSet: { id: 1, code: 'djecja-oprema', name: 'Dječja oprema' },
  }
}

export function category(id: number) {
  const known: Record<number, { slug: string; name: string; sortTypes: number[]; sortDefaultType: number; isSale: boolean }> = {
    1002: { slug: 'sportska-kolica', name: 'Sportska kolica', sortTypes: [1, 2, 3, 4, 5, 6, 7, 8], sortDefaultType: 1, isSale: false },
    1028: { slug: 'luksuzna-kolica', name: 'Luksuzna kolica', sortTypes: [1, 5, 6, 8], sortDefaultType: 8, isSale: false },
    1900: { slug: 'akcija', name: 'Akcija', sortTypes: [3, 4, 1, 5], sortDefaultType: 3, isSale: true },
  }
  const entry = known[id]
  if (!entry) return undefined
  return {
    id,
    ...entry,
    slugs: { hr: entry.slug, sl: entry.slug },
    parentId: id === 1900 ? null : 1000,
    position: 1,
    priceOnRequest: id === 1028,
    media: null,
    description: '<p>Opis.</p>',
    metaTitle: entry.name,
    metaDescription: '',
    parent: id === 1900 ? null : { id: 1000, name: 'Kolica', slug: 'kolica' },
    relCat: [{ id: 1001, slug: 'kombinirana-kolica', name: 'Kombinirana kolica', image: null, createdAt: '2026-06-01T08:00:00.000Z' }],
    children: [],
    createdAt: '2026-06-01T08:00:00.000Z',
  }
}

export function categoryTree() {
  const node = (id: number, name: string, slug: string, parentId: number | null, children: unknown[] = []) => ({
    id,
    name,
    slug,
    parentId,
    position: 1,
    priceOnRequest: id === 1028,
    isSale: id === 1900,
    media: null,
    children,
  })
  return [
    node(1000, 'Kolica', 'kolica', null, [
      node(1001, 'Kombinirana kolica', 'kombinirana-kolica', 1000),
      node(1002, 'Sportska kolica', 'sportska-kolica', 1000),
    ]),
    node(1900, 'Akcija', 'akcija', null),
  ]
}

export function tags() {
  return [
    { id: 1, name: 'novo', slug: 'novo', productCount: 48 },
    { id: 2, name: 'najprodavanije', slug: 'najprodavanije', productCount: 32 },
    { id: 3, name: 'popust', slug: 'popust', productCount: 57 },
  ]
}

export function bundleCheck() {
  return {
    productId: 626,
    hasConfigurable: true,
    hasBundle: false,
    items: [
      {
        id: 1,
        qty: 1,
        position: 1,
        format: 'configurable',
        product: { ...wireProduct(products()[1]!), format: 'configurable', configurableAttributes: [], associatedProducts: [] },
      },
      { id: 2, qty: 2, position: 2, format: 'simple', product: wireProduct(products()[2]!) },
    ],
  }
}

// Content

/** 12 blog posts, newest first (id 12 is the newest), with excerpts of 150 characters for odd ids. */
export function posts() {
  return Array.from({ length: 12 }, (_, index) => {
    const id = 12 - index
    return {
      id,
      postType: 'post',
      title: `Objava ${id}`,
      slug: `objava-${id}`,
      slugMain: `objava-${id}`,
      slugs: { hr: `objava-${id}`, sl: `objava-${id}-sl` },
      excerpt: id % 2 === 1 ? 'a'.repeat(150) : `Kratki sažetak ${id}.`,
      media: null,
      author: 'Iva Kovač',
      allowComments: true,
      publishedAt: new Date(Date.UTC(2026, 4, id)).toISOString(),
      createdAt: '2026-05-01T08:00:00.000Z',
      updatedAt: '2026-05-01T08:00:00.000Z',
      metaTitle: `Objava ${id}`,
      metaDescription: '',
      terms: { categories: [{ id: 1, title: 'Trudnoća', slug: 'trudnoca' }], tags: [{ id: 6, title: 'Savjeti', slug: 'savjeti' }] },
    }
  })
}

export function term(id: number) {
  return {
    id,
    taxonomy: 'category',
    title: 'Trudnoća',
    slug: 'trudnoca',
    slugMain: 'trudnoca',
    slugs: { hr: 'trudnoca', sl: 'nosecnost' },
    description: '',
    media: null,
    parentId: null,
    position: 1,
    postCount: 4,
  }
}

export function event(id: number) {
  return {
    id,
    title: 'Radionica nošenja beba',
    slug: 'radionica-nosenja-beba',
    excerpt: 'Radionica.',
    body: '<p>Radionica.</p>',
    media: null,
    startsAt: '2027-01-16T10:00:00.000Z',
    endsAt: '2027-01-16T12:00:00.000Z',
    location: 'Vitrina Zagreb',
    address: 'Ilica 45',
    price: 10,
    capacity: 20,
    isUpcoming: true,
  }
}

export function review(id: number) {
  return {
    id,
    productId: 97,
    postId: null,
    userId: null,
    authorName: 'Marija',
    rating: 5,
    comment: 'Odlično!',
    status: 'approved',
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  }
}
