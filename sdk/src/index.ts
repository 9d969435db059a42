/**
 * Headless storefront SDK for GaussBox-style commerce and CMS backends: one instance per tab or server
 * request, services over read-only nanostores, results as values, and texts as message keys.
 *
 * @example
 * ```ts
 * import { browserCookieStorage, createCartService, createSiteService, createStorefront } from '@vitrina/sdk'
 *
 * const shop = createStorefront({
 *   apiUrl: 'http://127.0.0.1:4010',
 *   apiKey: 'vitrina-sandbox-key',
 *   siteId: 1,
 *   storeId: 1,
 *   apiKeyId: 7, // shop.mediaUrl() needs the key id
 *   storage: browserCookieStorage(),
 * })
 * await createSiteService(shop).loadLayout() // header, footer, navigation, options
 * await createCartService(shop).load() // the cart of the session in the cookies
 * shop.notices.listen((notice) => console.log(notice.level, notice.key))
 * ```
 *
 * @packageDocumentation
 */

// The public surface of @vitrina/sdk. Explicit names only: a change here is a change of the API report.

// Instance, and the opt-in services made from it (an app's bundle holds only those its code calls)
export { createStorefront } from './storefront/storefront.create'
export { createSiteService } from './site/site.service'
export { createCookieConsentService } from './consent/cookie-consent.service'
export { createCatalogService } from './catalog/catalog.service'
export { createCartCheckoutService } from './cart/cart.checkout'
export { createCartService } from './cart/cart.service'
export { createCheckoutService } from './checkout/checkout.service'
export { createContentService } from './content/content.service'
export { createConsentsService } from './privacy/privacy.service'
export type { Storefront, StorefrontMediaUrlInput, StorefrontOptions, StorefrontSnapshot } from './storefront/storefront.types'

// Authentication
export { adminAuthStrategy, localAuthStrategy, refreshAuthStrategy, socialAuthStrategy } from './auth/auth.strategies'
export { loginSchema, validateLogin } from './auth/auth.validation'
export type {
  AuthClient,
  AuthLogin,
  AuthService,
  AuthSnapshot,
  AuthStatus,
  AuthStrategy,
  AuthTokens,
  AuthUser,
  AuthUserAddress,
  LoginCredentials,
  LoginOptions,
  PasswordCredentials,
  SocialCredentials,
} from './auth/auth.types'
export type { ApiService, ApiVersion, CallOptions, HttpAuthMode, HttpMethod, HttpRequest, LazySchema, ResponseSchema } from './http/http.types'

// Redirects
export { isSafeRedirect, safeRedirect } from './redirect/redirect.safe'

// Languages
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './language/language.constants'
export type { Language } from './language/language.constants'

// Outcomes and errors
export type { Result } from './result/result.types'
export { AuthError, CartSessionError, HttpError, NetworkError, SdkError, ValidationError } from './errors/errors.classes'
export type { HttpErrorInit, SdkErrorInit, ServerTextErrorInit } from './errors/errors.classes'
export { isAuthError, isCartSessionError, isHttpError, isNetworkError, isSdkError, isValidationError } from './errors/errors.guards'
export type { SdkErrorCode, SdkErrorKind, ValidationIssue } from './errors/errors.types'

// Storage and time
export { memoryStorage } from './storage/storage.memory'
export { browserCookieStorage } from './storage/storage.cookies'
export type { BrowserCookieStorageOptions } from './storage/storage.cookies'
export { requestCookieStorage } from './storage/storage.request'
export type { CookieAttributes, RequestCookieStorage, StorageAdapter, StorageSetOptions } from './storage/storage.types'
export { systemClock } from './clock/clock.system'
export type { Clock } from './clock/clock.types'

// Notices and messages
export type { MessageParams, Notice, NoticeInput, NoticeLevel, Notices } from './notices/notices.types'
export { MESSAGE_KEYS } from './messages/messages.keys'
export type { MessageCatalog, MessageKey } from './messages/messages.keys'

// Validation
export { rule, rules } from './validation/validation.rules'
export type { Rule, RuleIssueParams, ValidationRules } from './validation/validation.rules'
export { toValidationIssues, validate } from './validation/validation.issues'

// Site configuration
export type { SiteSnapshot } from './site/site.snapshot'
export type {
  CartAdditionBehaviour,
  CheckoutSettings,
  CmsElement,
  CmsLanguage,
  Country,
  Currency,
  CurrencyConfig,
  ElementHandler,
  FailedRequestReport,
  Id,
  LanguageInfo,
  NavigationCategory,
  NavigationItem,
  NavigationItemType,
  NavigationTreeId,
  SiteConfig,
  SiteOptions,
  SiteService,
  SiteStore,
} from './site/site.types'

// Cookie consent
export type { CookieCategory, CookieConsentService } from './consent/cookie-consent.types'

// Media
export { buildMediaUrl, IMAGE_FORMATS, MEDIA_SIZES } from './media/media.url'
export type { ImageFormat, MediaSize, MediaUrlInput } from './media/media.url'
export type { MediaItem } from './media/media.item'

// Paging
export type { Paged } from './paging/paging.types'
export { PAGE_WINDOW, pageNumbers } from './paging/paging.window'

// Catalogue
export type {
  AttributeOptionValue,
  BundleCheck,
  BundleItem,
  CatalogService,
  Category,
  CategoryListItem,
  CategoryListQuery,
  CategoryNode,
  ConfigurableAttribute,
  CustomOption,
  LayeredFilter,
  LayeredFilterType,
  LayeredFilterValue,
  LayeredNavigationQuery,
  Product,
  ProductAttribute,
  ProductCategoryRef,
  ProductFilters,
  ProductFormat,
  ProductListQuery,
  ProductLookup,
  ProductMedia,
  ProductPrices,
  ProductSelection,
  ProductSort,
  ProductSummary,
  ProductTag,
  ProductVariant,
  RelatedCategory,
  TagQuery,
  WireRange,
} from './catalog/catalog.types'
export type {
  FilterValue,
  Listing,
  ListingCategory,
  ListingFilters,
  ListingOptions,
  ListingQuery,
  ListingScope,
  ListingSnapshot,
  PageSize,
  SortType,
} from './catalog/catalog.listing.types'
export { DEFAULT_PAGE_SIZE, DEFAULT_SORT, isSortType, PAGE_SIZES, productSortOf, SORT_TYPES, sortOptionsOf } from './catalog/catalog.sort'
export { countFilters, filterKindOf } from './catalog/catalog.filters'
export { decodeListingQuery, encodeListingQuery, LISTING_QUERY_PARAMS } from './catalog/catalog.query'
export {
  currencyLabel,
  discountPercent,
  formatPrice,
  formatSecondaryPrice,
  HRK_PER_EUR,
  isPriceOnRequest,
  lowestPriceOf,
  PRICE_ON_REQUEST_CATEGORY_IDS,
  priceOf,
  toDecimalComma,
} from './catalog/catalog.price'
export type { PricedProduct, PriceView } from './catalog/catalog.price'
export { DISPLAYED_TAGS, displayedTags, isPurchasable, productImage } from './catalog/catalog.product'

// Cart
export { bundleOptionsOf, CART_COOKIE_MAX_AGE_SECONDS, cartQuantity, MAX_QTY, MIN_QTY, QUANTITY_DEBOUNCE_MS } from './cart/cart.rules'
export type {
  AddableProduct,
  BundleOptionEntry,
  BundleSelection,
  Cart,
  CartAddNext,
  CartAddOptions,
  CartAddRefusal,
  CartAddResult,
  CartCheck,
  CartCheckoutService,
  CartCoupon,
  CartEvent,
  CartItem,
  CartItemAmounts,
  CartLineOptions,
  CartPrices,
  CartRedirectReason,
  CartService,
  CartSession,
  CartSnapshot,
  GuestUser,
  GuestUserInput,
  Personalization,
} from './cart/cart.types'

// Content
export type {
  ContentService,
  EventQuery,
  LanguageSwitch,
  NewsList,
  NewsListOptions,
  NewsListSnapshot,
  Post,
  PostQuery,
  PostTermRef,
  Review,
  ReviewQuery,
  ShopEvent,
  SlugMatch,
  SlugType,
  Term,
  TermQuery,
} from './content/content.types'
export { NEWS_EXCERPT_LENGTH, NEWS_PAGE_SIZE, newsExcerpt } from './content/content.news'

// Privacy consents
export { validateConsents } from './privacy/privacy.rules'
export type { Consent, ConsentFormType, ConsentsService } from './privacy/privacy.types'

// Links
export { languagePrefix, matchRoute, pathInLanguage, ROUTE_NAMES, routePath, routePattern, splitLanguagePath } from './links/links.routes'
export type { RouteName, RouteParams } from './links/links.routes'
export { resolveLink } from './links/links.resolve'
export type { LinkTarget, LinkType } from './links/links.resolve'
export { alternateLinks, canonicalLink } from './links/links.seo'
export type { AlternateLink } from './links/links.seo'

// Checkout
export { accepts, checkoutMachine, INITIAL_CHECKOUT, transition } from './checkout/checkout.machine'
export type { CheckoutHandler, CheckoutMachine } from './checkout/checkout.machine'
export {
  ADDRESS_MAX_LENGTH,
  addressSchema,
  checkoutAddressSchema,
  createAddressSchema,
  createCheckoutAddressSchema,
  isCompanyDataValid,
  validateCheckoutAddress,
} from './checkout/checkout.address'
export { HPF_PAYMENT_TYPE, shouldSkipPayment } from './checkout/checkout.rules'
export { formatShippingPrice, purchaseEvent, shippingPriceWithTax } from './checkout/checkout.purchase'
export type { PurchaseEvent, PurchaseItem } from './checkout/checkout.purchase'
export type {
  CheckoutAddressFields,
  CheckoutAddressForm,
  CheckoutAddressRuleOptions,
  CheckoutCompletion,
  CheckoutConsents,
  CheckoutErrors,
  CheckoutEvent,
  CheckoutEventType,
  CheckoutRedirect,
  CheckoutService,
  CheckoutSnapshot,
  CheckoutState,
  CheckoutSubmitResult,
  DeliveryBranch,
  DeliveryMethod,
  PaymentMethod,
  PayPalPayment,
  ProviderReturn,
  SubmitAddressOptions,
  SubmitOrderOptions,
} from './checkout/checkout.types'
