/**
 * The server texts of the checkout endpoints (docs/contract/checkout.md). 'No active user', 'Shipping method not
 * found' and 'Session already used.' are the spec's own words; clients may match them exactly.
 */
export const CHECKOUT_MESSAGES = {
  noActiveUser: 'No active user',
  shippingMethodNotFound: 'Shipping method not found',
  shippingBranchUndefined: 'Shipping branch undefined.',
  shippingBranchNotFound: 'Shipping branch not found.',
  shippingMethodUndefined: 'Shipping method undefined.',
  shippingMethodNotApplicable: 'Shipping method is not applicable to this cart.',
  paymentMethodNotFound: 'Payment method not found.',
  paymentMethodUndefined: 'Payment method undefined.',
  paymentMethodNotApplicable: 'Payment method is not applicable to this cart.',
  invalidOib: 'companyData.oib must be a valid OIB (11 digits).',
  countryNotAllowed: 'countryId must be one of the allowed countries.',
  guestCheckoutDisabled: 'Guest checkout is disabled.',
  cartEmpty: 'Cart is empty.',
  unsellableItems: 'Cart holds products that can no longer be sold: validate the cart.',
  orderNotFound: 'Order not found.',
  orderFinal: 'Order payment is already completed.',
  notPayPal: 'Order is not a PayPal payment.',
  notHpf: 'Order is not a card payment.',
  paymentMissing: 'details.id is required: the id of the PayPal payment that was approved.',
  paymentMismatch: 'details.id does not match the order’s payment.',
  addressNotFound: 'Address not found.',
} as const
