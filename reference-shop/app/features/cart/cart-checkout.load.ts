/**
 * The SDK's cart checkout side (cart-checkout.service.ts), imported when it is needed: by the shopper's first use of
 * the cart page's coupon or member card field (cart-checkout.ts) and after a login, for the abandoned cart
 * (use-after-login.ts). One loader for both, in the page shell with the login's hook, so that the cart page does not
 * carry a second copy of the import and its list of files.
 */
export const loadCartCheckout = () => import('./cart-checkout.service')
