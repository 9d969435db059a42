import type { AttributeLookup, AttributeSetCode } from './seed.attributes'
import type { CustomOptionKind } from './seed.catalog.data'
import { type ChromeText, cents, type I18n } from './seed.text'
import type { SeedWriter } from './seed.writer'

/** One attribute value of a product: options (dropdown, swatches, multipleSelect), a number, a flag or a date. */
export type AttributeValue =
  | { code: string; options: string[] }
  | { code: string; number: number }
  | { code: string; flag: boolean }
  | { code: string; date: string }

/** Everything needed to insert one product row with its translations and relations. */
export interface ProductDraft {
  parentId?: number
  format: 'simple' | 'configurable' | 'bundle' | 'eProduct'
  type: 'physical' | 'digital'
  sku: string
  names: I18n
  slugs: I18n
  shortDescription: I18n
  description: I18n
  brandId: number | null
  manufacturer: string
  attributeSet: AttributeSetCode
  retailPrice: number
  discountRetailPrice?: number
  lowestRetailPrice?: number
  taxRate: number
  isPurchasable: boolean
  available: boolean
  stockQty: number
  featured: boolean
  visible: boolean
  rating: number
  ratingCount: number
  categoryPriority: number
  weight: number | null
  eProduct?: Record<string, unknown>
  createdAt: string
  categories: Array<{ id: number; isMain: boolean }>
  tags: string[]
  mediaIds: number[]
  attributes: AttributeValue[]
  configurableAttributes?: string[]
}

/** What the catalog keeps of each inserted product, for bundles, links and orders. */
export interface SeededProduct {
  id: number
  sku: string
  format: ProductDraft['format']
  names: I18n
  subCategoryId: number
  finalPrice: number
  retailPrice: number
  taxRate: number
  available: boolean
  isPurchasable: boolean
  mediaId: number | null
}

/** Lookups the product inserts need. */
export interface CatalogContext {
  writer: SeedWriter
  attributes: AttributeLookup
  tagIds: Map<string, number>
}

/** Inserts a product with its translations, categories, tags, media and attribute values; returns its id. */
export function insertProduct(context: CatalogContext, draft: ProductDraft): number {
  const { writer, attributes } = context
  const finalPrice = draft.discountRetailPrice ?? draft.retailPrice
  const id = writer.insert('products', {
    parent_id: draft.parentId ?? null,
    format: draft.format,
    type: draft.type,
    sku: draft.sku,
    attribute_set_id: attributes.setId(draft.attributeSet),
    brand_id: draft.brandId,
    manufacturer: draft.manufacturer,
    is_purchasable: draft.isPurchasable,
    available: draft.available,
    stock_qty: draft.stockQty,
    featured: draft.featured,
    visible: draft.visible,
    // basicPrice is the price to pay without VAT.
    basic_price: cents(finalPrice / (1 + draft.taxRate / 100)),
    retail_price: draft.retailPrice,
    final_price: finalPrice,
    discount_retail_price: draft.discountRetailPrice ?? null,
    lowest_retail_price: draft.lowestRetailPrice ?? null,
    tax_rate: draft.taxRate,
    rating: draft.rating,
    rating_count: draft.ratingCount,
    category_priority: draft.categoryPriority,
    weight: draft.weight,
    e_product: draft.eProduct ?? null,
    created_at: draft.createdAt,
    updated_at: draft.createdAt,
  })
  for (const language of ['hr', 'sl'] as const) {
    writer.insert('product_translations', {
      product_id: id,
      language,
      name: draft.names[language],
      slug: draft.slugs[language],
      short_description: draft.shortDescription[language],
      description: draft.description[language],
      meta_title: `${draft.names[language]} | Vitrina`,
      meta_description: draft.shortDescription[language],
    })
  }
  draft.categories.forEach((category, position) =>
    writer.insert('product_categories', { product_id: id, category_id: category.id, position, is_main: category.isMain }),
  )
  for (const tag of draft.tags) writer.insert('product_tags', { product_id: id, tag_id: context.tagIds.get(tag)! })
  draft.mediaIds.forEach((mediaId, position) => writer.insert('product_media', { product_id: id, media_id: mediaId, position, is_default: position === 0 }))
  for (const value of draft.attributes) insertAttributeValue(context, id, value)
  draft.configurableAttributes?.forEach((code, position) =>
    writer.insert('product_configurable_attributes', { product_id: id, attribute_id: attributes.attributeId(code), position }),
  )
  return id
}

function insertAttributeValue(context: CatalogContext, productId: number, value: AttributeValue): void {
  const attributeId = context.attributes.attributeId(value.code)
  const row = { product_id: productId, attribute_id: attributeId }
  if ('options' in value) {
    for (const option of value.options) {
      context.writer.insert('product_attribute_values', { ...row, option_id: context.attributes.optionId(value.code, option) })
    }
  } else if ('number' in value) {
    context.writer.insert('product_attribute_values', { ...row, value_number: value.number })
  } else if ('flag' in value) {
    context.writer.insert('product_attribute_values', { ...row, value_number: value.flag ? 1 : 0 })
  } else {
    context.writer.insert('product_attribute_values', { ...row, value_date: value.date })
  }
}

// Custom options are chrome (the product page's form labels): titled in every request language.
const CUSTOM_OPTIONS: Record<
  CustomOptionKind,
  { type: 'text' | 'number'; title: ChromeText; maxLength: number | null; value: ChromeText; sku: string; price: number }
> = {
  embroidery: {
    type: 'text',
    title: { hr: 'Vezeni natpis', sl: 'Vezen napis', en: 'Embroidered name', de: 'Bestickter Name' },
    maxLength: 20,
    value: { hr: 'Vezenje imena', sl: 'Vezenje imena', en: 'Name embroidery', de: 'Namensstickerei' },
    sku: 'OPT-EMB',
    price: 4.99,
  },
  engraving: {
    type: 'text',
    title: { hr: 'Gravura imena', sl: 'Gravura imena', en: 'Name engraving', de: 'Namensgravur' },
    maxLength: 16,
    value: { hr: 'Gravura na uzglavlju', sl: 'Gravura na vzglavju', en: 'Engraving on the headboard', de: 'Gravur am Kopfteil' },
    sku: 'OPT-ENGR',
    price: 14.99,
  },
  extraSheets: {
    type: 'number',
    title: { hr: 'Broj dodatnih plahti', sl: 'Število dodatnih rjuh', en: 'Number of extra sheets', de: 'Anzahl zusätzlicher Laken' },
    maxLength: null,
    value: { hr: 'Dodatna plahta', sl: 'Dodatna rjuha', en: 'Extra sheet', de: 'Zusätzliches Laken' },
    sku: 'OPT-SHEET',
    price: 9.99,
  },
  monogram: {
    type: 'text',
    title: { hr: 'Monogram', sl: 'Monogram', en: 'Monogram', de: 'Monogramm' },
    maxLength: 3,
    value: { hr: 'Vezeni monogram', sl: 'Vezen monogram', en: 'Embroidered monogram', de: 'Gesticktes Monogramm' },
    sku: 'OPT-MONO',
    price: 6.99,
  },
  giftMessage: {
    type: 'text',
    title: { hr: 'Poruka primatelju', sl: 'Sporočilo prejemniku', en: 'Message to the recipient', de: 'Nachricht an den Empfänger' },
    maxLength: 200,
    value: { hr: 'Poklon poruka', sl: 'Darilno sporočilo', en: 'Gift message', de: 'Geschenknachricht' },
    sku: 'OPT-GIFT',
    price: 0,
  },
}

/** Adds a custom option (option_title, option_type, custom_option_values with label and sku) to a product. */
export function insertCustomOption(writer: SeedWriter, productId: number, kind: CustomOptionKind, position = 0): void {
  const spec = CUSTOM_OPTIONS[kind]
  const optionId = writer.insert('product_custom_options', {
    product_id: productId,
    option_type: spec.type,
    title: spec.title,
    is_required: false,
    max_length: spec.maxLength,
    position,
  })
  writer.insert('product_custom_option_values', { option_id: optionId, label: spec.value, sku: spec.sku, price: spec.price, position: 0 })
}
