import * as z from 'zod/mini'
import { elementSchema } from './element.schema'
import type { CheckoutSettings, CmsElement, Country, CurrencyConfig, FailedRequestReport, LanguageInfo, NavigationItem, SiteConfig } from './site.types'

// Objects are parsed non-strictly: extra fields a newer backend adds are dropped, not rejected.
// The fields below are the ones the SDK and its users rely on, so those are checked.

const idSchema = z.union([z.number(), z.string()])
const optionalText = z.optional(z.nullable(z.string()))

export const siteConfigSchema: z.ZodMiniType<SiteConfig> = z.object({
  apiKeyToken: z.string(),
  apiKeyId: idSchema,
  siteID: idSchema,
  site: z.object({ name: z.string(), url: z.string() }),
  subdomain: optionalText,
  externalURLs: z.optional(z.object({ pdfService: optionalText })),
  stores: z.array(z.object({ storeID: idSchema, language: z.string(), loyalty: z._default(z.array(z.unknown()), []) })),
  cmsLanguages: z.array(z.object({ code: z.string(), code2: z.string(), name: z.string(), default: z.boolean() })),
})

export const languagesSchema: z.ZodMiniType<LanguageInfo[]> = z.array(
  z.object({
    id: idSchema,
    name_hrv: z.optional(z.string()),
    name_eng: z.optional(z.string()),
    name_ger: z.optional(z.string()),
    name_srp: z.optional(z.string()),
    code: z.string(),
    code2: z.string(),
    name: z.string(),
  }),
)

export const countriesSchema: z.ZodMiniType<Country[]> = z.array(z.object({ id: idSchema, iso: z.string(), code: z.string(), name: z.string() }))

export const currencyConfigSchema: z.ZodMiniType<CurrencyConfig> = z.object({
  mainCurrency: z.string(),
  mainCurrencyId: idSchema,
  mainCurrencySymbol: optionalText,
  allowedCurrencies: z.array(z.object({ id: idSchema, label: z.string(), symbol: optionalText })),
})

export const checkoutSettingsSchema: z.ZodMiniType<CheckoutSettings> = z.object({
  checkoutEnabled: z.boolean(),
  cartType: z.number(),
  onePageCheckout: z.boolean(),
  mergeItems: z.boolean(),
  eProductDelivery: z.string(),
  socialLogins: z.boolean(),
  guestCheckout: z.boolean(),
  skipShippingStep: z.boolean(),
  allowedCountries: z.union([z.array(z.string()), z.string()]),
})

export const elementsSchema: z.ZodMiniType<CmsElement[]> = z.array(elementSchema)

// The media fields a storefront uses (URLs, sizes, alt text) and no more: the main tree alone has over a hundred
// categories, and the rest of each media record (drive, access, original name, ...) would travel in every page's
// server-rendered state.
const text = z.optional(z.string())
const dimension = z.optional(z.nullable(z.number()))
const navigationMediaSchema = z.optional(
  z.nullable(
    z.object({ id: idSchema, title: text, alt: text, slug: text, path: text, mime: text, extension: text, hash: text, width: dimension, height: dimension }),
  ),
)

const navigationItemSchema: z.ZodMiniType<NavigationItem> = z.object({
  id: idSchema,
  title: z.string(),
  type: z.enum(['productCategory', 'page', 'post', 'external', 'social']),
  slug: optionalText,
  href: z.string(),
  prodcategory: z.nullable(z.object({ id: idSchema, slug: z.string(), name: z.string(), media: navigationMediaSchema })),
  get children() {
    return z.array(navigationItemSchema)
  },
})

export const navigationTreeSchema: z.ZodMiniType<NavigationItem[]> = z.array(navigationItemSchema)

/** The raw option records; turned into `SiteOptions` by `parseSiteOptions`. */
export const optionRecordsSchema = z.object({
  records: z.array(z.object({ key: z.string(), value: z.nullable(z.union([z.string(), z.number(), z.boolean()])) })),
})

export const pipelineSchema = z.object({ hasRunningPipeline: z.boolean() })

export const failedRequestSchema: z.ZodMiniType<FailedRequestReport> = z.object({ path: z.string(), count: z.number() })
