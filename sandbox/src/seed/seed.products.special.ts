import { SEED_EPOCH } from './seed.constants'
import { addArtwork } from './seed.media'
import { insertCustomOption, insertProduct, type ProductDraft, type SeededProduct } from './seed.product.insert'
import type { CatalogIndex, ProductSeedContext } from './seed.products'
import { cents, type I18n, isoDaysAfter, shopPrice, slugify } from './seed.text'

/** The gift cards, e-books, bundles and the chocolate gift box the shop and tests refer to. */
export interface SpecialProducts {
  giftCards: SeededProduct[]
  eBooks: SeededProduct[]
  bundles: Array<SeededProduct & { hasConfigurableItem: boolean }>
  /** 'Kutija čokolada za nove mame': the product a diacritic-free search (`cokolada`) must find. */
  chocolates: SeededProduct
}

const GIFT_CARD_VALUES = [25, 50, 100, 200]

const E_BOOKS: ReadonlyArray<{ title: I18n; price: number; pages: number; discount?: number }> = [
  { title: { hr: 'Prva godina s bebom', sl: 'Prvo leto z dojenčkom' }, price: 12.99, pages: 212 },
  { title: { hr: 'Dohrana bez stresa', sl: 'Uvajanje hrane brez stresa' }, price: 9.99, pages: 148, discount: 30 },
  { title: { hr: 'Mirne noći: vodič za san bebe', sl: 'Mirne noči: vodnik za spanec dojenčka' }, price: 11.99, pages: 176 },
  { title: { hr: 'Trudnoća tjedan po tjedan', sl: 'Nosečnost teden za tednom' }, price: 14.99, pages: 264 },
  { title: { hr: 'Igre za prvih 1000 dana', sl: 'Igre za prvih 1000 dni' }, price: 8.99, pages: 120 },
  { title: { hr: 'Putovanje s bebom', sl: 'Potovanje z dojenčkom' }, price: 6.99, pages: 96 },
]

type ItemRule = [subCategoryId: number, format: 'simple' | 'configurable' | 'eProduct', qty: number]

const BUNDLES: ReadonlyArray<{ names: I18n; items: ItemRule[]; categories: number[]; featured?: boolean; bestseller?: boolean }> = [
  {
    names: { hr: 'Paket za novorođenče', sl: 'Paket za novorojenčka' },
    items: [
      [1501, 'configurable', 2],
      [1502, 'configurable', 1],
      [1304, 'simple', 1],
      [1406, 'simple', 1],
    ],
    categories: [1803, 1800, 1500],
    featured: true,
    bestseller: true,
  },
  {
    names: { hr: 'Set za kupanje', sl: 'Komplet za kopanje' },
    items: [
      [1301, 'simple', 1],
      [1302, 'simple', 1],
      [1304, 'simple', 1],
      [1403, 'simple', 1],
    ],
    categories: [1803, 1800, 1301, 1300],
    featured: true,
  },
  {
    names: { hr: 'Set za hranjenje', sl: 'Komplet za hranjenje' },
    items: [
      [1201, 'simple', 2],
      [1204, 'simple', 1],
      [1205, 'simple', 1],
    ],
    categories: [1803, 1800, 1204, 1200],
  },
  {
    names: { hr: 'Paket za šetnju', sl: 'Paket za sprehod' },
    items: [
      [1004, 'simple', 1],
      [1004, 'simple', 1],
      [1503, 'configurable', 1],
    ],
    categories: [1803, 1800, 1004, 1000],
  },
  {
    names: { hr: 'Poklon za mamu', sl: 'Darilo za mamico' },
    items: [
      [1702, 'simple', 1],
      [1703, 'simple', 1],
      [1802, 'eProduct', 1],
    ],
    categories: [1803, 1800, 1700],
  },
  {
    names: { hr: 'Set za miran san', sl: 'Komplet za miren spanec' },
    items: [
      [1604, 'configurable', 1],
      [1603, 'simple', 1],
      [1502, 'configurable', 1],
    ],
    categories: [1803, 1800, 1600],
  },
  {
    names: { hr: 'Paket za igru', sl: 'Paket za igro' },
    items: [
      [1401, 'simple', 1],
      [1404, 'simple', 1],
      [1402, 'simple', 1],
    ],
    categories: [1803, 1800, 1400],
  },
  {
    names: { hr: 'Kutija zdravlja', sl: 'Škatla zdravja' },
    items: [
      [1305, 'simple', 1],
      [1305, 'simple', 1],
      [1302, 'simple', 1],
    ],
    categories: [1803, 1800, 1300],
  },
]

/** Seeds gift cards and e-books (eProducts) and the bundles, some holding a configurable item and some not. */
export function seedSpecialProducts(context: ProductSeedContext, index: CatalogIndex): SpecialProducts {
  const basics = context.brands.get('basics')!
  const createdAt = isoDaysAfter(SEED_EPOCH, -200)
  const base = {
    brandId: basics.id,
    manufacturer: basics.manufacturer,
    isPurchasable: true,
    available: true,
    stockQty: 9999,
    visible: true,
    rating: 0,
    ratingCount: 0,
    categoryPriority: 50,
    createdAt,
    tags: [] as string[],
  }

  const giftCards = GIFT_CARD_VALUES.map((value, i) => {
    const names: I18n = { hr: `Poklon bon ${value} €`, sl: `Darilni bon ${value} €` }
    const draft: ProductDraft = {
      ...base,
      format: 'eProduct',
      type: 'digital',
      sku: `BON-${String(value).padStart(3, '0')}`,
      names,
      slugs: { hr: context.slug('hr', names.hr), sl: context.slug('sl', names.sl) },
      shortDescription: {
        hr: 'Poklon bon stiže e-poštom odmah nakon plaćanja i vrijedi godinu dana.',
        sl: 'Darilni bon prispe po e-pošti takoj po plačilu in velja eno leto.',
      },
      description: {
        hr: '<p>Poklon bon možete iskoristiti za sve proizvode u web trgovini i poslovnicama.</p>',
        sl: '<p>Darilni bon lahko unovčite za vse izdelke v spletni trgovini in poslovalnicah.</p>',
      },
      attributeSet: 'digitalni',
      retailPrice: value,
      // A voucher is taxed when it is redeemed, not when it is sold.
      taxRate: 0,
      featured: i === 1,
      weight: null,
      eProduct: { kind: 'giftCard', delivery: 'link', value, validityMonths: 12 },
      categories: [
        { id: 1801, isMain: true },
        { id: 1800, isMain: false },
      ],
      mediaIds: [addArtwork(context.writer, { palette: 'gifts', title: names.hr, subtitle: 'Vitrina' }, createdAt)],
      attributes: [{ code: 'dostupno_od', date: '2025-01-01' }],
    }
    const id = insertProduct(context, draft)
    insertCustomOption(context.writer, id, 'giftMessage')
    return seeded(id, draft, 1801)
  })

  const eBooks = E_BOOKS.map((book, i) => {
    const discountRetailPrice = book.discount ? shopPrice(book.price * (1 - book.discount / 100)) : undefined
    const draft: ProductDraft = {
      ...base,
      format: 'eProduct',
      type: 'digital',
      sku: `EKN-${String(i + 1).padStart(3, '0')}`,
      names: book.title,
      slugs: { hr: context.slug('hr', book.title.hr), sl: context.slug('sl', book.title.sl) },
      shortDescription: { hr: `E-knjiga u PDF formatu, ${book.pages} stranica.`, sl: `E-knjiga v formatu PDF, ${book.pages} strani.` },
      description: {
        hr: `<p>${book.title.hr}: praktičan vodič za roditelje. Poveznica za preuzimanje stiže e-poštom.</p>`,
        sl: `<p>${book.title.sl}: praktičen vodnik za starše. Povezava za prenos prispe po e-pošti.</p>`,
      },
      manufacturer: 'Naklada Vitrina',
      attributeSet: 'digitalni',
      retailPrice: book.price,
      ...(discountRetailPrice ? { discountRetailPrice, lowestRetailPrice: discountRetailPrice } : {}),
      // Books carry the reduced Croatian VAT rate.
      taxRate: 5,
      featured: false,
      weight: null,
      eProduct: { kind: 'eBook', delivery: 'link', fileName: `${slugify(book.title.hr)}.pdf`, pages: book.pages, format: 'PDF' },
      categories: [{ id: 1802, isMain: true }, { id: 1800, isMain: false }, ...(discountRetailPrice ? [{ id: 1900, isMain: false }] : [])],
      tags: discountRetailPrice ? ['popust'] : i === 0 ? ['najprodavanije'] : [],
      mediaIds: [addArtwork(context.writer, { palette: 'books', title: book.title.hr, subtitle: 'E-knjiga' }, createdAt)],
      attributes: [
        { code: 'dostupno_od', date: '2025-09-01' },
        { code: 'materijal', options: ['papir'] },
        ...(discountRetailPrice ? [{ code: 'akcija_do', date: isoDaysAfter(SEED_EPOCH, 90.625) }] : []),
      ],
    }
    return seeded(insertProduct(context, draft), draft, 1802)
  })

  const pool = new Map<number, SeededProduct[]>([...index.bySub, [1802, eBooks]])
  const bundles = BUNDLES.map((bundle, i) => {
    const used = new Set<number>()
    const items = bundle.items.map(([subId, format, qty]) => {
      const candidates = pool.get(subId) ?? []
      const usable = (p: SeededProduct) => !used.has(p.id) && p.isPurchasable && p.available
      const product = candidates.find((p) => usable(p) && p.format === format) ?? candidates.find(usable) ?? candidates[0]
      if (!product) throw new Error(`No product in category ${subId} for bundle ${bundle.names.hr}`)
      used.add(product.id)
      return { product, qty }
    })
    const total = items.reduce((sum, item) => sum + item.product.finalPrice * item.qty, 0)
    const price = shopPrice(total * 0.9)
    const draft: ProductDraft = {
      ...base,
      format: 'bundle',
      type: 'physical',
      sku: `PAK-${String(i + 1).padStart(3, '0')}`,
      names: bundle.names,
      slugs: { hr: context.slug('hr', bundle.names.hr), sl: context.slug('sl', bundle.names.sl) },
      shortDescription: { hr: `Paket od ${items.length} proizvoda uz 10 % uštede.`, sl: `Paket ${items.length} izdelkov z 10 % prihranka.` },
      description: {
        hr: `<p>${bundle.names.hr} sadrži:</p>\n<ul>${items.map((item) => `<li>${item.qty} × ${item.product.names.hr}</li>`).join('')}</ul>`,
        sl: `<p>${bundle.names.sl} vsebuje:</p>\n<ul>${items.map((item) => `<li>${item.qty} × ${item.product.names.sl}</li>`).join('')}</ul>`,
      },
      attributeSet: 'djecja-oprema',
      retailPrice: price,
      taxRate: 25,
      stockQty: 25,
      featured: bundle.featured ?? false,
      weight: null,
      categories: bundle.categories.map((id, position) => ({ id, isMain: position === 0 })),
      tags: bundle.bestseller ? ['najprodavanije'] : [],
      mediaIds: [
        addArtwork(
          context.writer,
          { palette: 'gifts', title: bundle.names.hr, subtitle: `${items.length} proizvoda`, shape: 'giftCard', angle: i % 2 === 0 ? 0 : 1 },
          createdAt,
        ),
      ],
      attributes: [
        { code: 'eko', flag: false },
        { code: 'dostupno_od', date: '2025-03-01' },
      ],
    }
    const id = insertProduct(context, draft)
    items.forEach((item, position) => context.writer.insert('bundle_items', { bundle_id: id, product_id: item.product.id, qty: item.qty, position }))
    return { ...seeded(id, draft, 1803), hasConfigurableItem: items.some((item) => item.product.format === 'configurable') }
  })
  const chocolates = seedChocolates(context, base)
  return { giftCards, eBooks, bundles, chocolates }
}

type SharedFields = Pick<
  ProductDraft,
  'brandId' | 'manufacturer' | 'isPurchasable' | 'available' | 'stockQty' | 'visible' | 'rating' | 'ratingCount' | 'categoryPriority' | 'createdAt' | 'tags'
>

/** A simple gift product whose name carries 'čokolada', seeded last so every other product keeps its id. */
function seedChocolates(context: ProductSeedContext, base: SharedFields): SeededProduct {
  const names: I18n = { hr: 'Kutija čokolada za nove mame', sl: 'Škatla čokolad za nove mamice' }
  const draft: ProductDraft = {
    ...base,
    format: 'simple',
    type: 'physical',
    sku: 'POK-001',
    names,
    slugs: { hr: context.slug('hr', names.hr), sl: context.slug('sl', names.sl) },
    shortDescription: {
      hr: 'Dvanaest ručno rađenih pralina od mliječne i tamne čokolade.',
      sl: 'Dvanajst ročno izdelanih pralin iz mlečne in temne čokolade.',
    },
    description: {
      hr: '<p>Slatki poklon za novopečenu mamu: dvanaest pralina od mliječne i tamne čokolade u kutiji s mašnom.</p>',
      sl: '<p>Sladko darilo za novo mamico: dvanajst pralin iz mlečne in temne čokolade v škatli s pentljo.</p>',
    },
    attributeSet: 'djecja-oprema',
    retailPrice: 14.99,
    taxRate: 25,
    stockQty: 40,
    featured: false,
    weight: 0.3,
    categories: [
      { id: 1803, isMain: true },
      { id: 1800, isMain: false },
    ],
    mediaIds: [addArtwork(context.writer, { palette: 'gifts', title: names.hr, subtitle: 'Vitrina' }, isoDaysAfter(SEED_EPOCH, -30))],
    attributes: [{ code: 'dostupno_od', date: '2025-11-01' }],
  }
  return seeded(insertProduct(context, draft), draft, 1803)
}

function seeded(id: number, draft: ProductDraft, subCategoryId: number): SeededProduct {
  return {
    id,
    sku: draft.sku,
    format: draft.format,
    names: draft.names,
    subCategoryId,
    finalPrice: cents(draft.discountRetailPrice ?? draft.retailPrice),
    retailPrice: draft.retailPrice,
    taxRate: draft.taxRate,
    available: draft.available,
    isPurchasable: draft.isPurchasable,
    mediaId: draft.mediaIds[0] ?? null,
  }
}
