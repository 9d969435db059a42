/**
 * The server texts of the cart endpoints (docs/contract/cart.md). Clients match some of them exactly:
 * 'Cart is archived.', 'Session already used.' and 'Coupon not found!' are the spec's own words.
 */
export const CART_MESSAGES = {
  cartNotFound: 'Cart not found.',
  cartArchived: 'Cart is archived.',
  sessionUsed: 'Session already used.',
  itemNotFound: 'Cart item not found.',
  productNotFound: 'Product not found.',
  notPurchasable: 'Product is not purchasable.',
  notAvailable: 'Product is not available.',
  priceOnRequest: 'Product price is on request: send a price enquiry instead.',
  configurableParent: 'A configurable product is added through one of its variants: send the variant id as productId.',
  bundleNeedsChoices: 'Choose a variant for every configurable item of the bundle in bundleOptions.',
  nestedBundle: 'A bundle cannot hold another bundle.',
  lineTooLarge: 'A cart line holds at most 9999 pieces.',
  couponNotFound: 'Coupon not found!',
  invalidMemberCard: 'Invalid member card code.',
  memberCardBlocked: 'Member card is blocked.',
  memberCardExpired: 'Member card has expired.',
  userExists: 'User already exist.',
} as const

/** The 400 of a coupon whose minimum cart total the cart does not reach. */
export function couponBelowMinimum(minimum: number): string {
  return `This coupon needs a cart total of at least ${minimum.toFixed(2)} EUR.`
}
