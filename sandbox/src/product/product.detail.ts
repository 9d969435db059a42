import type Database from 'better-sqlite3'
import { all, json, one } from '../db/db.statements'
import { storedText } from '../db/db.texts'
import { type ContentLanguage, contentLanguageOf, type RequestLanguage } from '../http/http.language'
import { type AttributeDefinition, type AttributeType, labelIn, type OptionValueJson, optionValueJson, readAttributes } from './product.attributes'
import { type ProductSummary, productSummaryList, readProductSummaries } from './product.json'

/** One attribute value of a product: options in `values`, a number, flag or date in `value`. */
export interface ProductAttributeJson {
  attributeID: number
  attributeCode: string
  label: string
  type: AttributeType
  unit: string | null
  value: string | number | boolean | null
  values: OptionValueJson[]
}

/** An attribute a shopper chooses on a configurable product, with the options its variants have. */
export interface ConfigurableAttributeJson {
  attributeID: number
  attributeCode: string
  label: string
  type: AttributeType
  values: OptionValueJson[]
}

/** A variant of a configurable product: a summary and its option id per configurable attribute code. */
export interface VariantJson extends ProductSummary {
  configuration: Record<string, number>
}

/** What a configurable product adds: its choosable attributes and its variants. */
export interface ConfigurableParts {
  configurableAttributes: ConfigurableAttributeJson[]
  associatedProducts: VariantJson[]
}

/** One item of a bundle; a configurable item carries its attributes and variants for the customisation modal. */
export interface BundleItemJson {
  id: number
  qty: number
  position: number
  format: ProductSummary['format']
  product: ProductSummary & Partial<ConfigurableParts>
}

/** A custom option (personalisation) with its values, in the spec's field names. */
export interface CustomOptionJson {
  id: number
  option_title: string
  option_type: 'text' | 'number'
  is_required: boolean
  max_length: number | null
  custom_option_values: Array<{ id: number; label: string; sku: string; price: number }>
}

/** A product with everything its page shows. */
export interface ProductDetail extends ProductSummary, ConfigurableParts {
  description: string
  metaTitle: string
  metaDescription: string
  slugs: Record<ContentLanguage, string>
  attributeSet: { id: number; code: string; name: string } | null
  attributes: ProductAttributeJson[]
  parent: { id: number; name: string; slug: string } | null
  eProduct: Record<string, unknown> | null
  bundles: BundleItemJson[]
  customOptions: CustomOptionJson[]
  crossSellProducts: ProductSummary[]
  relatedProducts: ProductSummary[]
}

/**
 * Finds a product that is not archived by id, or by slug: in `language` first, then in the other language
 * (a link copied from the other language still finds its product).
 */
export function findProductId(db: Database.Database, by: { id?: number; slug?: string }, language: ContentLanguage): number | undefined {
  if (by.id !== undefined) return one<{ id: number }>(db, 'SELECT id FROM products WHERE id = ? AND archived = 0', by.id)?.id
  return one<{ id: number }>(
    db,
    `SELECT p.id FROM product_translations t JOIN products p ON p.id = t.product_id
      WHERE t.slug = ? AND p.archived = 0 ORDER BY t.language = ? DESC LIMIT 1`,
    by.slug,
    language,
  )?.id
}

/**
 * A product's detail, or undefined: its texts in the content language of `language` (en and de read hr), its
 * attribute, option and custom-option labels and category names in `language` itself (chrome).
 */
export function readProductDetail(db: Database.Database, id: number, language: RequestLanguage, apiKeyId: number): ProductDetail | undefined {
  const summary = readProductSummaries(db, [id], language, apiKeyId).get(id)
  if (!summary) return undefined
  const row = one<{
    description: string
    meta_title: string
    meta_description: string
    e_product: string | null
    set_id: number | null
    set_code: string | null
    set_name: string | null
  }>(
    db,
    `SELECT t.description, t.meta_title, t.meta_description, p.e_product, s.id AS set_id, s.code AS set_code, s.name AS set_name
       FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language = ?
       LEFT JOIN attribute_sets s ON s.id = p.attribute_set_id WHERE p.id = ?`,
    contentLanguageOf(language),
    id,
  )!
  const slugs = all<{ language: ContentLanguage; slug: string }>(db, 'SELECT language, slug FROM product_translations WHERE product_id = ?', id)
  const parent = summary.parentId === null ? undefined : readProductSummaries(db, [summary.parentId], language, apiKeyId).get(summary.parentId)
  const attributes = readAttributes(db)
  const linked = (kind: 'crossSell' | 'related') =>
    productSummaryList(
      db,
      all<{ id: number }>(db, 'SELECT linked_product_id AS id FROM product_links WHERE product_id = ? AND kind = ? ORDER BY position', id, kind).map(
        (r) => r.id,
      ),
      language,
      apiKeyId,
    )
  return {
    ...summary,
    description: row.description,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    slugs: Object.fromEntries(slugs.map((s) => [s.language, s.slug])) as Record<ContentLanguage, string>,
    attributeSet: row.set_id === null ? null : { id: row.set_id, code: row.set_code ?? '', name: row.set_name ?? '' },
    attributes: productAttributes(db, id, attributes, language),
    parent: parent ? { id: parent.id, name: parent.name, slug: parent.slug } : null,
    eProduct: json<Record<string, unknown> | null>(row.e_product, null),
    ...(summary.format === 'configurable' ? configurableParts(db, id, attributes, language, apiKeyId) : { configurableAttributes: [], associatedProducts: [] }),
    bundles: summary.format === 'bundle' ? bundleItems(db, id, attributes, language, apiKeyId) : [],
    customOptions: customOptions(db, id, language),
    crossSellProducts: linked('crossSell'),
    relatedProducts: linked('related'),
  }
}

/** The items of a bundle in order, configurable items with their attributes and variants. */
export function bundleItems(
  db: Database.Database,
  bundleId: number,
  attributes: readonly AttributeDefinition[],
  language: RequestLanguage,
  apiKeyId: number,
): BundleItemJson[] {
  const items = all<{ id: number; product_id: number; qty: number; position: number }>(
    db,
    'SELECT id, product_id, qty, position FROM bundle_items WHERE bundle_id = ? ORDER BY position, id',
    bundleId,
  )
  const summaries = readProductSummaries(
    db,
    items.map((item) => item.product_id),
    language,
    apiKeyId,
  )
  return items.flatMap((item) => {
    const product = summaries.get(item.product_id)
    if (!product) return []
    const parts = product.format === 'configurable' ? configurableParts(db, product.id, attributes, language, apiKeyId) : {}
    return [{ id: item.id, qty: item.qty, position: item.position, format: product.format, product: { ...product, ...parts } }]
  })
}

function configurableParts(
  db: Database.Database,
  productId: number,
  attributes: readonly AttributeDefinition[],
  language: RequestLanguage,
  apiKeyId: number,
): ConfigurableParts {
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]))
  const chosen = all<{ attribute_id: number }>(db, 'SELECT attribute_id FROM product_configurable_attributes WHERE product_id = ? ORDER BY position', productId)
    .map((row) => byId.get(row.attribute_id))
    .filter((attribute): attribute is AttributeDefinition => attribute !== undefined)
  const variantIds = all<{ id: number }>(db, 'SELECT id FROM products WHERE parent_id = ? AND archived = 0 ORDER BY id', productId).map((row) => row.id)
  const values = all<{ product_id: number; attribute_id: number; option_id: number }>(
    db,
    `SELECT product_id, attribute_id, option_id FROM product_attribute_values
      WHERE option_id IS NOT NULL AND product_id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(variantIds),
  )
  const used = new Set(values.map((value) => value.option_id))
  const variants = productSummaryList(db, variantIds, language, apiKeyId).map((variant) => {
    const configuration: Record<string, number> = {}
    for (const attribute of chosen) {
      const value = values.find((v) => v.product_id === variant.id && v.attribute_id === attribute.id)
      if (value) configuration[attribute.code] = value.option_id
    }
    return { ...variant, configuration }
  })
  return {
    configurableAttributes: chosen.map((attribute) => ({
      attributeID: attribute.id,
      attributeCode: attribute.code,
      label: labelIn(attribute, language),
      type: attribute.type,
      values: attribute.options.filter((option) => used.has(option.id)).map((option) => optionValueJson(option, language)),
    })),
    associatedProducts: variants,
  }
}

function productAttributes(
  db: Database.Database,
  productId: number,
  attributes: readonly AttributeDefinition[],
  language: RequestLanguage,
): ProductAttributeJson[] {
  const rows = all<{ attribute_id: number; option_id: number | null; value_number: number | null; value_text: string | null; value_date: string | null }>(
    db,
    'SELECT attribute_id, option_id, value_number, value_text, value_date FROM product_attribute_values WHERE product_id = ? ORDER BY id',
    productId,
  )
  return attributes.flatMap((attribute) => {
    const own = rows.filter((row) => row.attribute_id === attribute.id)
    if (own.length === 0) return []
    const first = own[0]!
    const optionIds = new Set(own.map((row) => row.option_id))
    const value =
      attribute.kind === 'flag'
        ? first.value_number === 1
        : attribute.kind === 'number'
          ? first.value_number
          : attribute.kind === 'date'
            ? first.value_date
            : null
    return [
      {
        attributeID: attribute.id,
        attributeCode: attribute.code,
        label: labelIn(attribute, language),
        type: attribute.type,
        unit: attribute.unit,
        value,
        values: attribute.options.filter((option) => optionIds.has(option.id)).map((option) => optionValueJson(option, language)),
      },
    ]
  })
}

function customOptions(db: Database.Database, productId: number, language: RequestLanguage): CustomOptionJson[] {
  const options = all<{ id: number; option_type: 'text' | 'number'; title: string; is_required: number; max_length: number | null }>(
    db,
    'SELECT id, option_type, title, is_required, max_length FROM product_custom_options WHERE product_id = ? ORDER BY position, id',
    productId,
  )
  return options.map((option) => ({
    id: option.id,
    option_title: storedText(option.title, language),
    option_type: option.option_type,
    is_required: option.is_required === 1,
    max_length: option.max_length,
    custom_option_values: all<{ id: number; label: string; sku: string; price: number }>(
      db,
      'SELECT id, label, sku, price FROM product_custom_option_values WHERE option_id = ? ORDER BY position, id',
      option.id,
    ).map((value) => ({ id: value.id, label: storedText(value.label, language), sku: value.sku, price: value.price })),
  }))
}
