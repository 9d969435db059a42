/**
 * Headless storefront SDK for GaussBox-style commerce and CMS backends: one instance per tab or server
 * request, services over read-only nanostores, results as values, and texts as message keys.
 *
 * @packageDocumentation
 */

// The public surface of @vitrina/sdk. Explicit names only: a change here is a change of the API report.

// Instance
export { createStorefront } from './storefront/storefront.create'
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
export type { ApiService, ApiVersion, HttpAuthMode, HttpMethod, HttpRequest } from './http/http.types'

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
export { sdkMessages } from './messages/messages.catalog'
export { MESSAGE_KEYS } from './messages/messages.keys'
export type { MessageCatalog, MessageKey } from './messages/messages.keys'

// Validation
export { rules } from './validation/validation.rules'
export type { RuleIssueParams, ValidationRules } from './validation/validation.rules'
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
