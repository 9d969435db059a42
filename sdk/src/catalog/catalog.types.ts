import type { CallOptions } from '../http/http.types'
import type { MediaItem } from '../media/media.item'
import type { Paged } from '../paging/paging.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import type { Listing, ListingOptions } from './catalog.listing.types'

/** A product's format: what adding it to the cart takes. */
export type ProductFormat = 'simple' | 'configurable' | 'bundle' | 'eProduct'

/** A category a product belongs to, as product records list it. */
export interface ProductCategoryRef {
  /** The category id (1028 and 1620 are the price-on-request categories). */
  id: Id
  /** The category name in the request language. */
  name?: string
  /** The category slug in the request language. */
  slug?: string
  /** Whether this is the product's main (deepest) category. */
  isMain?: boolean
}

/** A product tag (`novo`, `najprodavanije`, `popust`), as products and the tag list carry it. */
export interface ProductTag {
  /** The tag id. */
  id?: Id
  /** The tag name; the shop shows only {@link DISPLAYED_TAGS}. */
  name: string
  /** The tag slug. */
  slug?: string
  /** In the tag list: how many listed products carry the tag. */
  productCount?: number
}

/** A product image: the media object plus whether it is the product's default image. */
export interface ProductMedia extends MediaItem {
  /** True for the image product cards show. */
  default?: boolean
}

/** The price fields of a product (gross EUR amounts unless named basic). */
export interface ProductPrices {
  /** The regular gross price. */
  retailPrice: number
  /** The gross price to pay: the sale price when discounted. */
  finalPrice: number
  /** The price to pay without VAT. */
  basicPrice?: number
  /** The sale price (`discount.retailPrice`), or null when the product is not discounted. */
  discount?: {
    /** The gross sale price. */
    retailPrice: number
  } | null
  /** The lowest gross price of the last 30 days, or null; shown only when discounted. */
  lowestPrice?: {
    /** The lowest gross price of the last 30 days. */
    retailPrice: number
  } | null
  /** The currency of the amounts (`EUR`). */
  currency?: string
  /** The VAT rate in percent. */
  taxRate?: number
  /** The backend's own price-on-request flag; {@link isPriceOnRequest} also checks the categories. */
  priceOnRequest?: boolean
}

/**
 * A product as lists show it (the product list, cross-sells, bundle items, variants).
 *
 * @remarks
 * The fields without `?` are checked when a response is parsed; the optional ones are passed through as the
 * backend sends them.
 */
export interface ProductSummary extends ProductPrices {
  /** The product id (a variant's own id). */
  id: Id
  /** The product's own id, or its configurable parent's for a variant. */
  product_id?: Id
  /** A variant's configurable parent, or null. */
  parentId?: Id | null
  /** The name in the request language. */
  name: string
  /** The slug in the request language (`/product/{slug}`). */
  slug: string
  /** The stock keeping unit. */
  sku: string
  /** A short plain-text description. */
  shortDescription?: string
  /** What adding it to the cart takes. */
  format: ProductFormat
  /** `physical` or `digital`. */
  type?: string
  /** False when the shop must not sell it (see {@link isPurchasable}). */
  isPurchasable: boolean
  /** False when it is out of stock. */
  available: boolean
  /** Whether it is featured ('Najpopularniji proizvodi' slider, `featured=1`). */
  featured?: boolean
  /** The manufacturer's name. */
  manufacturer?: string | null
  /** The brand, or null. */
  brand?: {
    /** The brand's id. */
    id: Id
    /** The brand's name. */
    name: string
    /** The brand's slug. */
    slug: string
  } | null
  /** The categories it is assigned to. */
  categories: ProductCategoryRef[]
  /** Its tags; the shop shows {@link displayedTags}. */
  tags: ProductTag[]
  /** Its images; see {@link productImage}. */
  media: ProductMedia[]
  /** The average review rating (0 to 5). */
  rating?: number
  /** How many reviews the rating is made of. */
  ratingCount?: number
  /** The priority within its category (sort options 7 and 8). */
  categoryPriority?: number
  /** When it was created (ISO). */
  createdAt?: string
}

/** One value of an option attribute (a colour, a size, a material). */
export interface AttributeOptionValue {
  /** The option id, as filters and configurations name it. */
  id: number
  /** The option code. */
  code: string
  /** The label in the request language. */
  valueLabel: string
  /** A hex colour (visual swatch) or short text (text swatch), else null. */
  swatch?: string | null
}

/** One attribute value of a product: option values in `values`, a number, flag or date in `value`. */
export interface ProductAttribute {
  /** The attribute id. */
  attributeID: number
  /** The attribute code (`boja`, `materijal`, `eko`). */
  attributeCode: string
  /** The label in the request language. */
  label: string
  /** The attribute's filter type. */
  type: LayeredFilterType
  /** The unit of a number attribute (`kg`), else null. */
  unit?: string | null
  /** The value of a number, yes/no or date attribute. */
  value?: string | number | boolean | null
  /** The chosen options of an option attribute. */
  values?: AttributeOptionValue[]
}

/** An attribute the shopper chooses on a configurable product, with the options its variants have. */
export interface ConfigurableAttribute {
  /** The attribute id. */
  attributeID: number
  /** The attribute code. */
  attributeCode: string
  /** The label in the request language. */
  label: string
  /** `visualSwatch`, `textSwatch` or another option type. */
  type: LayeredFilterType
  /** The options some variant has. */
  values: AttributeOptionValue[]
}

/** A variant of a configurable product with its option id per configurable attribute code. */
export interface ProductVariant extends ProductSummary {
  /** The option id per configurable attribute code (`{ boja: 4, velicina: 17 }`). */
  configuration: Record<string, number>
}

/** One item of a bundle; a configurable item carries its attributes and variants for the customisation modal. */
export interface BundleItem {
  /** The bundle item id. */
  id: Id
  /** How many of the product the bundle holds. */
  qty: number
  /** Its position in the bundle. */
  position?: number
  /** The bundled product's format. */
  format: ProductFormat
  /** The bundled product (with attributes and variants when configurable). */
  product: ProductSummary & {
    /** A configurable item's choosable attributes. */
    configurableAttributes?: ConfigurableAttribute[]
    /** A configurable item's variants. */
    associatedProducts?: ProductVariant[]
  }
}

/** A custom option (personalisation) of a product, in the spec's field names. */
export interface CustomOption {
  /** The option id. */
  id: Id
  /** The title shown to the shopper. */
  option_title: string
  /** `text` or `number`. */
  option_type: 'text' | 'number'
  /** Whether the shopper must fill it in. */
  is_required?: boolean
  /** The longest text accepted, or null. */
  max_length?: number | null
  /** Its priced values (label, SKU, price). */
  custom_option_values: Array<{
    /** The value's id. */
    id: Id
    /** The text shown to the shopper. */
    label: string
    /** The value's stock keeping unit. */
    sku: string
    /** Its gross surcharge in EUR, when priced. */
    price?: number
  }>
}

/** A product with everything its page shows. */
export interface Product extends ProductSummary {
  /** The HTML description. */
  description?: string
  /** The page title for search engines. */
  metaTitle?: string
  /** The page description for search engines. */
  metaDescription?: string
  /** The slug in each content language, for alternate links. */
  slugs?: Partial<Record<'hr' | 'sl', string>>
  /** The attribute set, or null. */
  attributeSet?: {
    /** The attribute set's id. */
    id: Id
    /** The attribute set's code. */
    code: string
    /** The attribute set's name. */
    name: string
  } | null
  /** The product's attribute values. */
  attributes?: ProductAttribute[]
  /** A variant's configurable parent, or null. */
  parent?: {
    /** The parent product's id. */
    id: Id
    /** The parent product's name. */
    name: string
    /** The parent product's slug (the page a variant links to). */
    slug: string
  } | null
  /** A configurable product's choosable attributes. */
  configurableAttributes?: ConfigurableAttribute[]
  /** A configurable product's variants. */
  associatedProducts?: ProductVariant[]
  /** A bundle's items. */
  bundles?: BundleItem[]
  /** Custom options (personalisations). */
  customOptions?: CustomOption[]
  /** Products to offer with this one. */
  crossSellProducts?: ProductSummary[]
  /** Related products. */
  relatedProducts?: ProductSummary[]
  /** An eProduct's delivery details, or null. */
  eProduct?: Record<string, unknown> | null
}

/** What `checkBundles` tells about a bundle: whether it can go to the cart as it is, and its items. */
export interface BundleCheck {
  /** The bundle's id. */
  productId: Id
  /** True when an item is configurable: the customisation modal must open before adding. */
  hasConfigurable: boolean
  /** True when an item is itself a bundle (which a bundle must not hold). */
  hasBundle: boolean
  /** The bundle's items. */
  items: BundleItem[]
}

/** A category related to another (relCat), as its page links it. */
export interface RelatedCategory {
  /** The category id. */
  id?: Id
  /** Its slug (`/shop/{slug}`). */
  slug: string
  /** Its name. */
  name: string
  /** Its image, or null. */
  image?: MediaItem | null
  /** When it was created (ISO). */
  createdAt?: string
}

/** A category in the category tree. */
export interface CategoryNode {
  /** The category id. */
  id: Id
  /** Its name in the request language. */
  name: string
  /** Its slug in the request language (`/shop/{slug}`). */
  slug: string
  /** Its parent's id, or null for a root. */
  parentId?: Id | null
  /** Its position among its siblings. */
  position?: number
  /** True for the price-on-request categories. */
  priceOnRequest?: boolean
  /** True for the sale category (`akcija`). */
  isSale?: boolean
  /** Its image, or null. */
  media?: MediaItem | null
  /** Its sub-categories. */
  children: CategoryNode[]
}

/** A category with everything its page shows. */
export interface Category {
  /** The category id. */
  id: Id
  /** Its name in the request language. */
  name: string
  /** Its slug in the request language; `akcija` is the sale category. */
  slug: string
  /** Its HTML description, shown under the heading. */
  description?: string
  /** The sort options it allows (1 to 8); empty allows all. */
  sortTypes: number[]
  /** Its default sort option. */
  sortDefaultType?: number | null
  /** Related categories, linked under the grid. */
  relCat: RelatedCategory[]
  /** Its parent's id, or null for a root. */
  parentId?: Id | null
  /** True for the price-on-request categories. */
  priceOnRequest?: boolean
  /** True for the sale category. */
  isSale?: boolean
  /** Its image, or null. */
  media?: MediaItem | null
  /** The slug in each content language, for alternate links. */
  slugs?: Partial<Record<'hr' | 'sl', string>>
  /** The page title for search engines. */
  metaTitle?: string
  /** The page description for search engines. */
  metaDescription?: string
  /** Its parent, or null. */
  parent?: {
    /** The parent category's id. */
    id: Id
    /** The parent category's name. */
    name: string
    /** The parent category's slug. */
    slug: string
  } | null
  /** Its sub-categories. */
  children?: Array<Omit<CategoryNode, 'children'>>
}

/** A layered filter's type, which decides how the shop shows it and how its value is written to the URL. */
export type LayeredFilterType = 'dropdown' | 'numberField' | 'multipleSelect' | 'textSwatch' | 'visualSwatch' | 'yesNo' | 'dateTime' | 'date'

/** One value of a layered filter: an option with its count, yes or no, or the range of a number or date. */
export interface LayeredFilterValue {
  /** The option id (1 or 0 for yes/no); null for a range. */
  id?: number | null
  /** The option code (`yes`/`no` for yes/no); null for a range. */
  code?: string | null
  /** The label in the request language. */
  valueLabel: string
  /** The attribute's id. */
  attributeID?: number
  /** How many products of the list have this value. */
  totalProducts: number
  /** The smallest value of a range. */
  minValue?: number | string | null
  /** The largest value of a range. */
  maxValue?: number | string | null
  /** A hex colour or short text for swatches. */
  swatch?: string | null
}

/** A layered filter of a product list: the price range, or one attribute with its values. */
export interface LayeredFilter {
  /** The attribute code, also the URL parameter (`price` for the price range). */
  attributeCode: string
  /** The label in the request language. */
  label: string
  /** How the filter is chosen. */
  type: LayeredFilterType
  /** The attribute id (0 for the price). */
  attributeID: number
  /** The unit of a number filter, else null. */
  unit?: string | null
  /** The values to choose from, with counts. */
  values: LayeredFilterValue[]
}

/** A range of a number filter on the wire. */
export interface WireRange {
  /** The lower bound, inclusive. */
  min?: number | string
  /** The upper bound, inclusive. */
  max?: number | string
}

/** The `filters` of a product list call: the system keys below and one key per attribute code. */
export interface ProductFilters {
  /** Archived products; listings always send false. */
  archived?: boolean
  /** Products of any of these categories (or their sub-categories). */
  categories?: Id[]
  /** Only discounted products (the `akcija` category). */
  discount?: boolean
  /** Only featured products. */
  featured?: boolean
  /** Products with any of these tag names, slugs or ids. */
  tags?: Array<string | number>
  /** Products of any of these brands. */
  brands?: Id[]
  /** Products with these ids. */
  ids?: Id[]
  /** The final-price range. */
  price?: WireRange
  /** An attribute filter: option ids, yes/no flags, or a `{ min, max }` range. */
  [attributeCode: string]: unknown
}

/** The sort of a product list call. */
export interface ProductSort {
  /** What to sort by. */
  param: 'id' | 'finalPrice' | 'name' | 'categoryPriority' | 'relevance'
  /** Ascending or descending. */
  order: 'asc' | 'desc'
}

/** What a product list call (`POST web/filter`) asks for. */
export interface ProductListQuery {
  /** Search words. */
  keywords?: string
  /** System and attribute filters. */
  filters?: ProductFilters
  /** Products of this category (id or slug) or its sub-categories. */
  mainCategory?: Id
  /** Products with these ids. */
  ids?: Id[]
  /** The page, from 1 (default 1). */
  page?: number
  /** The page size (default 10). */
  limit?: number
  /** The sort; default newest first. */
  sort?: ProductSort
  /** Allows a limit above the backend's maximum. */
  allowUnlimited?: boolean
  /**
   * Cuts each record to `id` and these fields (spec §7, `select`), as a list of products by `ids` that shows only names
   * and prices needs; the records are then typed {@link ProductSelection}.
   */
  select?: ReadonlyArray<keyof ProductSummary>
}

/** A product list record cut down by `select`: its `id` and the selected fields, as the backend sends them. */
export type ProductSelection<K extends keyof ProductSummary> = Pick<ProductSummary, 'id'> & Partial<Pick<ProductSummary, K>>

/** A category of the flat category list (`POST web/category/filter` without `tree`). */
export type CategoryListItem = Omit<CategoryNode, 'children'>

/** What the flat category list (`POST web/category/filter`) narrows by. */
export interface CategoryListQuery {
  /** Categories with these ids. */
  ids?: Id[]
  /** The sub-categories of this category. */
  parentId?: Id
  /** Categories whose name or slug holds these words. */
  keywords?: string
  /** The page, from 1. */
  page?: number
  /** The page size (default 100, at most 1000). */
  limit?: number
}

/** What the layered navigation (`POST layered/navigation`) is computed for. */
export type LayeredNavigationQuery = Pick<ProductListQuery, 'keywords' | 'filters' | 'mainCategory'>

/** What the tag list (`POST web/tag/filter`) narrows by. */
export interface TagQuery {
  /** Tags with these ids. */
  ids?: Id[]
  /** Tags with these slugs. */
  slugs?: string[]
  /** Tags whose name holds these words. */
  keywords?: string
  /** The page, from 1. */
  page?: number
  /** The page size (default 10). */
  limit?: number
}

/** How to find a product: by slug or by id. */
export type ProductLookup =
  | {
      /** The product's slug (a product page's path). */
      slug: string
    }
  | {
      /** The product's id. */
      id: Id
    }

/**
 * The product catalogue: products, categories, tags, layered filters and category listings.
 *
 * @remarks
 * Reads return results and emit no notices (a missing product is for the page to show as 404); listings
 * emit an error notice when a load fails.
 */
export interface CatalogService {
  /** Reads a product by slug or id (`GET products/get`), with everything its page shows. */
  getProduct(lookup: ProductLookup, options?: CallOptions): Promise<Result<Product>>
  /** Reads a product by id through `GET web/get` (order items, bundle items). */
  getWebProduct(id: Id, options?: CallOptions): Promise<Result<Product>>
  /**
   * Lists products with only `id` and the `select`ed fields (`POST web/filter` with `select`), such as a list by `ids`
   * that shows names and prices; a query without criteria answers an empty page without a request.
   */
  filterProducts<K extends keyof ProductSummary>(
    query: ProductListQuery & { select: readonly K[] },
    options?: CallOptions,
  ): Promise<Result<Paged<ProductSelection<K>>>>
  /** Lists products (`POST web/filter`); a query without criteria answers an empty page without a request. */
  filterProducts(query: ProductListQuery, options?: CallOptions): Promise<Result<Paged<ProductSummary>>>
  /** Reads the layered filters of a product list (`POST layered/navigation`). */
  getLayeredNavigation(query: LayeredNavigationQuery, options?: CallOptions): Promise<Result<LayeredFilter[]>>
  /** Reads a category by id or slug (`GET web/category/get/{id}`, `.../get/slug/{slug}`). */
  getCategory(idOrSlug: Id, options?: CallOptions): Promise<Result<Category>>
  /** Reads the category tree (`POST web/category/filter` with `tree: true`, sorted by id). */
  getCategoryTree(options?: CallOptions): Promise<Result<CategoryNode[]>>
  /** Lists the categories flat, a page at a time and sorted by id (`POST web/category/filter` without `tree`). */
  filterCategories(query?: CategoryListQuery, options?: CallOptions): Promise<Result<Paged<CategoryListItem>>>
  /** Lists product tags (`POST web/tag/filter`). */
  filterTags(query?: TagQuery, options?: CallOptions): Promise<Result<Paged<ProductTag>>>
  /** Tells whether a bundle can be added as it is (`GET checkBundles`). */
  checkBundles(productId: Id, options?: CallOptions): Promise<Result<BundleCheck>>
  /** Creates the listing controller of a category page, the search page or the all-products page. */
  createListing(options: ListingOptions): Listing
}
