import type { SeededBrand } from './seed.brands'
import { CATALOG_PLANS, type RootPlan, type SubCategoryPlan } from './seed.catalog.data'
import { CATEGORY_TREE, type CategorySpec } from './seed.categories.data'
import { SEED_EPOCH } from './seed.constants'
import { addArtwork } from './seed.media'
import { PALETTES } from './seed.palettes'
import { type AttributeValue, type CatalogContext, insertCustomOption, insertProduct, type ProductDraft, type SeededProduct } from './seed.product.insert'
import { describeProduct } from './seed.products.text'
import { randomFor, type Random } from './seed.random'
import { cents, type I18n, isoDaysAfter, shopPrice } from './seed.text'

/** Model names that make product names read like a real range ("Nordik Baby Aurora ..."). */
const MODELS = [
  'Aurora',
  'Luna',
  'Nova',
  'Zora',
  'Maestral',
  'Bura',
  'Jadran',
  'Tisa',
  'Lipa',
  'Breza',
  'Kvarner',
  'Pino',
  'Vila',
  'Iskra',
  'Sova',
  'Leptir',
  'Oblak',
  'Duga',
  'Sunce',
  'Lavanda',
  'Neven',
  'Vrba',
  'Jela',
  'Mila',
  'Tara',
  'Bela',
  'Nika',
  'Una',
  'Vita',
  'Lota',
  'Bonaca',
  'Kapljica',
  'Maslina',
  'Borovnica',
  'Zvončić',
  'Koral',
  'Lastavica',
  'Galeb',
  'Miris',
  'Val',
]

const SALE_CATEGORY_ID = 1900
const DISCOUNTS = [10, 15, 20, 25, 30, 40]

/** The generated catalogue, by sub-category, for bundles, links, reviews and orders. */
export interface CatalogIndex {
  bySub: Map<number, SeededProduct[]>
  all: SeededProduct[]
  variantsOf: Map<number, SeededProduct[]>
}

/** Everything product generation needs. */
export interface ProductSeedContext extends CatalogContext {
  brands: Map<string, SeededBrand>
  slug: (language: string, text: string) => string
}

/** Generates the simple and configurable products of every sub-category; `perSub` overrides the demo counts. */
export function seedGeneratedProducts(context: ProductSeedContext, perSub?: number): CatalogIndex {
  const index: CatalogIndex = { bySub: new Map(), all: [], variantsOf: new Map() }
  for (const root of CATEGORY_TREE) {
    const plan = CATALOG_PLANS[root.id]
    if (!plan) continue
    for (const sub of root.children ?? []) {
      const subPlan = plan.subs[sub.id]
      if (!subPlan) continue
      const count = perSub ?? subPlan.count ?? 7
      const products: SeededProduct[] = []
      for (let i = 0; i < count; i++) products.push(generateProduct(context, index, { root, plan, sub, subPlan, i }))
      index.bySub.set(sub.id, products)
      index.all.push(...products)
    }
  }
  return index
}

interface Slot {
  root: CategorySpec
  plan: RootPlan
  sub: CategorySpec
  subPlan: SubCategoryPlan
  i: number
}

function generateProduct(context: ProductSeedContext, index: CatalogIndex, slot: Slot): SeededProduct {
  const { root, plan, sub, subPlan, i } = slot
  const sku = `${plan.code}-${sub.id}-${String(i + 1).padStart(3, '0')}`
  const rng = randomFor('product', sku)
  const [nounHr, nounSl] = subPlan.nouns[i % subPlan.nouns.length]!
  const brand = context.brands.get(rng.pick(plan.brands))!
  const series = Math.floor(i / MODELS.length)
  const model = `${MODELS[(i * 7 + sub.id) % MODELS.length]}${series > 0 ? ` ${series + 1}` : ''}`
  const names: I18n = { hr: `${brand.name} ${model} ${nounHr}`, sl: `${brand.name} ${model} ${nounSl}` }
  const priceOnRequest = sub.priceOnRequest === true

  const retailPrice = shopPrice(subPlan.price[0] + rng.next() * (subPlan.price[1] - subPlan.price[0]))
  const discount = !priceOnRequest && rng.chance(0.22) ? rng.pick(DISCOUNTS) : undefined
  const discountRetailPrice = discount ? Math.min(shopPrice(retailPrice * (1 - discount / 100)), cents(retailPrice - 0.5)) : undefined
  // The lowest price of the last 30 days (shown beside a discount) is sometimes below the current one.
  const lowestRetailPrice = discountRetailPrice ? (rng.chance(0.3) ? cents(discountRetailPrice * 0.95) : discountRetailPrice) : undefined
  const isNew = rng.chance(0.15)
  const createdAt = isoDaysAfter(SEED_EPOCH, isNew ? -rng.int(0, 30) : -rng.int(31, 540))
  const text = describeProduct(names, { hr: nounHr, sl: nounSl }, brand.name, rng.sample(plan.features, 3))
  const rated = rng.chance(0.65)

  const draft: ProductDraft = {
    format: 'simple',
    type: 'physical',
    sku,
    names,
    slugs: { hr: context.slug('hr', names.hr), sl: context.slug('sl', names.sl) },
    shortDescription: text.short,
    description: text.long,
    brandId: brand.id,
    manufacturer: brand.manufacturer,
    attributeSet: subPlan.configurable?.attributes.includes('velicina') ? 'odjeca' : 'djecja-oprema',
    retailPrice,
    ...(discountRetailPrice !== undefined ? { discountRetailPrice } : {}),
    ...(lowestRetailPrice !== undefined ? { lowestRetailPrice } : {}),
    taxRate: 25,
    isPurchasable: !rng.chance(0.03),
    available: !rng.chance(0.06),
    stockQty: rng.int(1, 120),
    featured: !priceOnRequest && rng.chance(0.15),
    visible: true,
    rating: rated ? 3.5 + rng.int(0, 15) / 10 : 0,
    ratingCount: rated ? rng.int(1, 60) : 0,
    categoryPriority: rng.int(1, 100),
    weight: roundWeight(subPlan.weight[0] + rng.next() * (subPlan.weight[1] - subPlan.weight[0])),
    createdAt,
    categories: [{ id: sub.id, isMain: true }, { id: root.id, isMain: false }, ...(discount ? [{ id: SALE_CATEGORY_ID, isMain: false }] : [])],
    tags: [...(isNew ? ['novo'] : []), ...(rng.chance(0.12) ? ['najprodavanije'] : []), ...(discount ? ['popust'] : [])],
    mediaIds: [],
    attributes: [],
  }
  if (!draft.available) draft.stockQty = 0
  draft.attributes = commonAttributes(rng, subPlan, draft, discount !== undefined)

  const configurable = subPlan.configurable && rng.chance(subPlan.configurable.share) ? subPlan.configurable : undefined
  const id = configurable ? insertConfigurable(context, index, draft, slot, rng, configurable, brand.name) : insertSimple(context, draft, slot, rng, brand.name)
  if (subPlan.customOption && rng.chance(subPlan.customOption.share)) insertCustomOption(context.writer, id, subPlan.customOption.kind)

  return {
    id,
    sku,
    format: draft.format,
    names,
    subCategoryId: sub.id,
    finalPrice: draft.discountRetailPrice ?? draft.retailPrice,
    retailPrice: draft.retailPrice,
    taxRate: draft.taxRate,
    available: draft.available,
    isPurchasable: draft.isPurchasable,
    mediaId: draft.mediaIds[0] ?? null,
  }
}

function insertSimple(context: ProductSeedContext, draft: ProductDraft, slot: Slot, rng: Random, brandName: string): number {
  const palette = PALETTES[slot.root.palette]
  const colour = slot.subPlan.colours ? rng.pick(slot.subPlan.colours) : undefined
  const fill = colour ? context.attributes.swatch('boja', colour) : rng.pick(palette.fills)
  const art = { palette: slot.root.palette, title: draft.names.hr, subtitle: brandName, ...(slot.sub.shape ? { shape: slot.sub.shape } : {}) }
  draft.mediaIds.push(addArtwork(context.writer, { ...art, fill: visibleFill(fill, palette.fills[0]!) }, draft.createdAt))
  if (rng.chance(0.3)) draft.mediaIds.push(addArtwork(context.writer, { ...art, fill: rng.pick(palette.fills), angle: 1 }, draft.createdAt))
  if (colour) draft.attributes.push({ code: 'boja', options: [colour] })
  return insertProduct(context, draft)
}

function insertConfigurable(
  context: ProductSeedContext,
  index: CatalogIndex,
  draft: ProductDraft,
  slot: Slot,
  rng: Random,
  configurable: NonNullable<SubCategoryPlan['configurable']>,
  brandName: string,
): number {
  const { attributes } = context
  const palette = PALETTES[slot.root.palette]
  const colours = configurable.attributes.includes('boja') ? rng.sample(slot.subPlan.colours ?? ['bijela', 'siva', 'plava'], 3) : [undefined]
  const sizeList = configurable.sizes ?? []
  const start = sizeList.length > 4 ? rng.int(0, sizeList.length - 4) : 0
  const sizes = configurable.attributes.includes('velicina') ? sizeList.slice(start, start + 4) : [undefined]

  // One image per colour, shared by that colour's sizes; the parent shows all of them.
  const mediaByColour = new Map<string | undefined, number>()
  for (const colour of colours) {
    const fill = colour ? attributes.swatch('boja', colour) : rng.pick(palette.fills)
    const title = colour ? `${draft.names.hr} – ${attributes.optionLabel('boja', colour).hr}` : draft.names.hr
    mediaByColour.set(
      colour,
      addArtwork(
        context.writer,
        {
          palette: slot.root.palette,
          title,
          subtitle: brandName,
          fill: visibleFill(fill, palette.fills[0]!),
          ...(slot.sub.shape ? { shape: slot.sub.shape } : {}),
        },
        draft.createdAt,
      ),
    )
  }

  const variants = colours.flatMap((colour) => sizes.map((size) => ({ colour, size, stock: rng.chance(0.12) ? 0 : rng.int(1, 40) })))
  const parent: ProductDraft = {
    ...draft,
    format: 'configurable',
    available: variants.some((variant) => variant.stock > 0),
    stockQty: variants.reduce((sum, variant) => sum + variant.stock, 0),
    mediaIds: [...mediaByColour.values()],
    attributes: [
      ...draft.attributes,
      ...(colours[0] ? [{ code: 'boja', options: colours as string[] }] : []),
      ...(sizes[0] ? [{ code: 'velicina', options: sizes as string[] }] : []),
    ],
    configurableAttributes: configurable.attributes,
  }
  // The caller builds the catalogue index from `draft`, so it must see the parent's format, stock and images.
  Object.assign(draft, { format: parent.format, available: parent.available, stockQty: parent.stockQty, mediaIds: parent.mediaIds })
  const parentId = insertProduct(context, parent)

  const seeded: SeededProduct[] = []
  for (const variant of variants) {
    const codes = [variant.colour, variant.size].filter((code): code is string => code !== undefined)
    const label = (language: 'hr' | 'sl') =>
      [variant.colour ? attributes.optionLabel('boja', variant.colour)[language] : undefined, variant.size].filter(Boolean).join(', ')
    const names: I18n = { hr: `${draft.names.hr} – ${label('hr')}`, sl: `${draft.names.sl} – ${label('sl')}` }
    const sku = `${draft.sku}-${codes.join('-').toUpperCase()}`
    const mediaId = mediaByColour.get(variant.colour)!
    const id = insertProduct(context, {
      ...draft,
      parentId,
      format: 'simple',
      sku,
      names,
      slugs: { hr: context.slug('hr', names.hr), sl: context.slug('sl', names.sl) },
      visible: false,
      featured: false,
      available: variant.stock > 0,
      stockQty: variant.stock,
      mediaIds: [mediaId],
      tags: [],
      attributes: [
        ...draft.attributes,
        ...(variant.colour ? [{ code: 'boja', options: [variant.colour] }] : []),
        ...(variant.size ? [{ code: 'velicina', options: [variant.size] }] : []),
      ],
    })
    seeded.push({
      id,
      sku,
      format: 'simple',
      names,
      subCategoryId: slot.sub.id,
      finalPrice: draft.discountRetailPrice ?? draft.retailPrice,
      retailPrice: draft.retailPrice,
      taxRate: draft.taxRate,
      available: variant.stock > 0,
      isPurchasable: draft.isPurchasable,
      mediaId,
    })
  }
  index.variantsOf.set(parentId, seeded)
  return parentId
}

function commonAttributes(rng: Random, plan: SubCategoryPlan, draft: ProductDraft, discounted: boolean): AttributeValue[] {
  const ages = plan.ages.filter(() => rng.chance(0.6))
  const values: AttributeValue[] = [
    { code: 'materijal', options: [rng.pick(plan.materials)] },
    { code: 'dob', options: ages.length > 0 ? ages : [plan.ages[0]!] },
    { code: 'tezina', number: draft.weight ?? 0 },
    { code: 'eko', flag: rng.chance(0.3) },
    // Out-of-stock products become available again in the coming weeks; the rest have been for a while.
    { code: 'dostupno_od', date: isoDaysAfter(SEED_EPOCH, draft.available ? -rng.int(30, 700) : rng.int(7, 60)).slice(0, 10) },
  ]
  if (plan.maxChildWeight) values.push({ code: 'max_tezina_djeteta', number: rng.pick(plan.maxChildWeight) })
  if (discounted) values.push({ code: 'akcija_do', date: isoDaysAfter(SEED_EPOCH, rng.int(30, 200) + 0.625) })
  return values
}

// White drawings vanish on the light backgrounds; draw white products in the palette colour's outline instead.
function visibleFill(fill: string, fallback: string): string {
  return fill.toUpperCase() === '#FFFFFF' ? '#D5CCC1' : fill || fallback
}

function roundWeight(kg: number): number {
  return kg < 1 ? Math.round(kg * 100) / 100 : Math.round(kg * 10) / 10
}
