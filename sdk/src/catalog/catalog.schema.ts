import * as z from 'zod/mini'
import { idSchema } from '../internal/id.schema'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import type { BundleCheck, Category, CategoryNode, LayeredFilter, Product, ProductSelection, ProductSummary, ProductTag } from './catalog.types'

// Loose objects: the fields the SDK and the shop compute with are checked, everything else the backend sends
// (descriptions, attributes, variants, bundles...) is kept as it is, so the product page gets all of it.

export { idSchema }
const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), [])
const salePrice = z.optional(z.nullable(z.object({ retailPrice: z.number() })))
const formatSchema = z.enum(['simple', 'configurable', 'bundle', 'eProduct'])

export const productSummarySchema: z.ZodMiniType<ProductSummary> = z.looseObject({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  format: formatSchema,
  isPurchasable: z.boolean(),
  available: z.boolean(),
  retailPrice: z.number(),
  finalPrice: z.number(),
  discount: salePrice,
  lowestPrice: salePrice,
  categories: list(z.looseObject({ id: idSchema })),
  tags: list(z.looseObject({ name: z.string() })),
  media: list(z.looseObject({ id: idSchema })),
})

export const productSchema: z.ZodMiniType<Product> = productSummarySchema

export const productPageSchema: z.ZodMiniType<Paged<ProductSummary>> = pagedSchema(productSummarySchema)

/** A page of records cut down by `select`: only `id` is sure to be there. */
export const productSelectionPageSchema: z.ZodMiniType<Paged<ProductSelection<keyof ProductSummary>>> = pagedSchema(z.looseObject({ id: idSchema }))

const filterTypeSchema = z.enum(['dropdown', 'numberField', 'multipleSelect', 'textSwatch', 'visualSwatch', 'yesNo', 'dateTime', 'date'])

export const layeredFiltersSchema: z.ZodMiniType<LayeredFilter[]> = z.array(
  z.looseObject({
    attributeCode: z.string(),
    label: z.string(),
    type: filterTypeSchema,
    attributeID: z.number(),
    values: z.array(z.looseObject({ valueLabel: z.string(), totalProducts: z.number() })),
  }),
)

const categoryNodeSchema: z.ZodMiniType<CategoryNode> = z.looseObject({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  get children() {
    return list(categoryNodeSchema)
  },
})

export const categoryTreeSchema = pagedSchema(categoryNodeSchema)

export const categorySchema: z.ZodMiniType<Category> = z.looseObject({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  sortTypes: list(z.number()),
  relCat: list(z.looseObject({ slug: z.string(), name: z.string() })),
})

export const tagPageSchema: z.ZodMiniType<Paged<ProductTag>> = pagedSchema(z.looseObject({ name: z.string() }))

export const bundleCheckSchema: z.ZodMiniType<BundleCheck> = z.looseObject({
  productId: idSchema,
  hasConfigurable: z.boolean(),
  hasBundle: z.boolean(),
  items: list(z.looseObject({ id: idSchema, qty: z.number(), format: formatSchema, product: productSummarySchema })),
})
