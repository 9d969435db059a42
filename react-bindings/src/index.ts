/**
 * React bindings for the Vitrina storefront SDK: one provider for the SDK instance and one hook per service,
 * each handing the service's stores (through `useStore`) and methods through. Safe for server rendering.
 *
 * @example
 * ```tsx
 * import { browserCookieStorage, createStorefront } from '@vitrina/sdk'
 * import { StorefrontProvider, useAuth, useCart } from '@vitrina/react'
 *
 * const shop = createStorefront({ apiUrl, apiKey, siteId: 1, storeId: 1, apiKeyId: 7, storage: browserCookieStorage() })
 *
 * function Header() {
 *   const { user } = useAuth()
 *   const { itemCount } = useCart() // after createCartService(shop).load() or a server snapshot
 *   return <p>{user ? user.email : 'Prijava'} · {itemCount}</p>
 * }
 *
 * root.render(<StorefrontProvider storefront={shop}><Header /></StorefrontProvider>)
 * ```
 *
 * @packageDocumentation
 */

export { StorefrontProvider, useStorefront } from './storefront.context'
export type { StorefrontProviderProps } from './storefront.context'

export { useSite } from './site.hook'
export type { UseSiteResult } from './site.hook'

export { useLanguage } from './language.hook'
export type { UseLanguageResult } from './language.hook'

export { useCookieConsent } from './cookie-consent.hook'
export type { UseCookieConsentResult } from './cookie-consent.hook'

export { useNotices } from './notices.hook'

export { useAuth } from './auth.hook'
export type { UseAuthResult } from './auth.hook'

export { useCart } from './cart.hook'
export type { UseCartResult } from './cart.hook'
export { useCartCheckout } from './cart-checkout.hook'
export type { UseCartCheckoutResult } from './cart-checkout.hook'

export { useCatalog, useListing } from './catalog.hook'
export type { UseListingResult } from './catalog.hook'

export { useContent } from './content.hook'

export { useConsents } from './consents.hook'

export { useMediaUrl } from './media-url.hook'

export { useCheckout } from './checkout.hook'
export type { UseCheckoutResult } from './checkout.hook'

export { useAccount } from './account.hook'
export type { UseAccountResult } from './account.hook'

export { useWishlist } from './wishlist.hook'
export type { UseWishlistResult } from './wishlist.hook'

export { useOrders } from './orders.hook'
export type { UseOrdersResult } from './orders.hook'

export { useReviews } from './reviews.hook'

export { useNewsletter } from './newsletter.hook'
export type { UseNewsletterResult } from './newsletter.hook'
export { useForms } from './forms.hook'
export type { UseFormsResult } from './forms.hook'

export { useMediaLibrary } from './media.hook'
export type { UseMediaLibraryResult } from './media.hook'

export { useAdminRight, useConsentAdmin, usePageTemplates } from './admin.hook'
export type { UseConsentAdminResult, UsePageTemplatesResult } from './admin.hook'

export { useDevTools } from './dev-tools.hook'
