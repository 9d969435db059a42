import * as v from 'valibot'
import { elementSchema } from './element.schema'
import type { CheckoutSettings, CmsElement, Country, CurrencyConfig, FailedRequestReport, LanguageInfo, NavigationItem, SiteConfig } from './site.types'

// Objects are parsed non-strictly: extra fields a newer backend adds are dropped, not rejected.
// The fields below are the ones the SDK and its users rely on, so those are checked.

const idSchema = v.union([v.number(), v.string()])
const optionalText = v.optional(v.nullable(v.string()))

export const siteConfigSchema: v.GenericSchema<unknown, SiteConfig> = v.object({
  apiKeyToken: v.string(),
  apiKeyId: idSchema,
  siteID: idSchema,
  site: v.object({ name: v.string(), url: v.string() }),
  subdomain: optionalText,
  externalURLs: v.optional(v.object({ pdfService: optionalText })),
  stores: v.array(v.object({ storeID: idSchema, language: v.string(), loyalty: v.optional(v.array(v.unknown()), []) })),
  cmsLanguages: v.array(v.object({ code: v.string(), code2: v.string(), name: v.string(), default: v.boolean() })),
})

export const languagesSchema: v.GenericSchema<unknown, LanguageInfo[]> = v.array(
  v.object({
    id: idSchema,
    name_hrv: v.optional(v.string()),
    name_eng: v.optional(v.string()),
    name_ger: v.optional(v.string()),
    name_srp: v.optional(v.string()),
    code: v.string(),
    code2: v.string(),
    name: v.string(),
  }),
)

export const countriesSchema: v.GenericSchema<unknown, Country[]> = v.array(v.object({ id: idSchema, iso: v.string(), code: v.string(), name: v.string() }))

export const currencyConfigSchema: v.GenericSchema<unknown, CurrencyConfig> = v.object({
  mainCurrency: v.string(),
  mainCurrencyId: idSchema,
  mainCurrencySymbol: optionalText,
  allowedCurrencies: v.array(v.object({ id: idSchema, label: v.string(), symbol: optionalText })),
})

export const checkoutSettingsSchema: v.GenericSchema<unknown, CheckoutSettings> = v.object({
  checkoutEnabled: v.boolean(),
  cartType: v.number(),
  onePageCheckout: v.boolean(),
  mergeItems: v.boolean(),
  eProductDelivery: v.string(),
  socialLogins: v.boolean(),
  guestCheckout: v.boolean(),
  skipShippingStep: v.boolean(),
  allowedCountries: v.union([v.array(v.string()), v.string()]),
})

export const elementsSchema: v.GenericSchema<unknown, CmsElement[]> = v.array(elementSchema)

// The media fields a storefront uses (URLs, sizes, alt text) and no more: the main tree alone has over a hundred
// categories, and the rest of each media record (drive, access, original name, ...) would travel in every page's
// server-rendered state.
const text = v.optional(v.string())
const dimension = v.optional(v.nullable(v.number()))
const navigationMediaSchema = v.optional(
  v.nullable(
    v.object({ id: idSchema, title: text, alt: text, slug: text, path: text, mime: text, extension: text, hash: text, width: dimension, height: dimension }),
  ),
)

const navigationItemSchema: v.GenericSchema<unknown, NavigationItem> = v.object({
  id: idSchema,
  title: v.string(),
  type: v.picklist(['productCategory', 'page', 'post', 'external', 'social']),
  slug: optionalText,
  href: v.string(),
  prodcategory: v.nullable(v.object({ id: idSchema, slug: v.string(), name: v.string(), media: navigationMediaSchema })),
  get children() {
    return v.array(navigationItemSchema)
  },
})

export const navigationTreeSchema: v.GenericSchema<unknown, NavigationItem[]> = v.array(navigationItemSchema)

/** The raw option records; turned into `SiteOptions` by `parseSiteOptions`. */
export const optionRecordsSchema = v.object({
  records: v.array(v.object({ key: v.string(), value: v.nullable(v.union([v.string(), v.number(), v.boolean()])) })),
})

export const pipelineSchema = v.object({ hasRunningPipeline: v.boolean() })

export const failedRequestSchema: v.GenericSchema<unknown, FailedRequestReport> = v.object({ path: v.string(), count: v.number() })
