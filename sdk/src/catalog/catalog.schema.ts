import * as v from 'valibot'
import { idSchema } from '../internal/id.schema'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import type { BundleCheck, Category, CategoryNode, LayeredFilter, Product, ProductSelection, ProductSummary, ProductTag } from './catalog.types'

// Loose objects: the fields the SDK and the shop compute with are checked, everything else the backend sends
// (descriptions, attributes, variants, bundles...) is kept as it is, so the product page gets all of it.

export { idSchema }
const list = <T extends v.GenericSchema>(item: T) => v.optional(v.array(item), [])
const salePrice = v.optional(v.nullable(v.object({ retailPrice: v.number() })))
const formatSchema = v.picklist(['simple', 'configurable', 'bundle', 'eProduct'])

export const productSummarySchema: v.GenericSchema<unknown, ProductSummary> = v.looseObject({
  id: idSchema,
  name: v.string(),
  slug: v.string(),
  sku: v.string(),
  format: formatSchema,
  isPurchasable: v.boolean(),
  available: v.boolean(),
  retailPrice: v.number(),
  finalPrice: v.number(),
  discount: salePrice,
  lowestPrice: salePrice,
  categories: list(v.looseObject({ id: idSchema })),
  tags: list(v.looseObject({ name: v.string() })),
  media: list(v.looseObject({ id: idSchema })),
})

export const productSchema: v.GenericSchema<unknown, Product> = productSummarySchema

export const productPageSchema: v.GenericSchema<unknown, Paged<ProductSummary>> = pagedSchema(productSummarySchema)

/** A page of records cut down by `select`: only `id` is sure to be there. */
export const productSelectionPageSchema: v.GenericSchema<unknown, Paged<ProductSelection<keyof ProductSummary>>> = pagedSchema(v.looseObject({ id: idSchema }))

const filterTypeSchema = v.picklist(['dropdown', 'numberField', 'multipleSelect', 'textSwatch', 'visualSwatch', 'yesNo', 'dateTime', 'date'])

export const layeredFiltersSchema: v.GenericSchema<unknown, LayeredFilter[]> = v.array(
  v.looseObject({
    attributeCode: v.string(),
    label: v.string(),
    type: filterTypeSchema,
    attributeID: v.number(),
    values: v.array(v.looseObject({ valueLabel: v.string(), totalProducts: v.number() })),
  }),
)

const categoryNodeSchema: v.GenericSchema<unknown, CategoryNode> = v.looseObject({
  id: idSchema,
  name: v.string(),
  slug: v.string(),
  get children() {
    return list(categoryNodeSchema)
  },
})

export const categoryTreeSchema = pagedSchema(categoryNodeSchema)

export const categorySchema: v.GenericSchema<unknown, Category> = v.looseObject({
  id: idSchema,
  name: v.string(),
  slug: v.string(),
  sortTypes: list(v.number()),
  relCat: list(v.looseObject({ slug: v.string(), name: v.string() })),
})

export const tagPageSchema: v.GenericSchema<unknown, Paged<ProductTag>> = pagedSchema(v.looseObject({ name: v.string() }))

export const bundleCheckSchema: v.GenericSchema<unknown, BundleCheck> = v.looseObject({
  productId: idSchema,
  hasConfigurable: v.boolean(),
  hasBundle: v.boolean(),
  items: list(v.looseObject({ id: idSchema, qty: v.number(), format: formatSchema, product: productSummarySchema })),
})
