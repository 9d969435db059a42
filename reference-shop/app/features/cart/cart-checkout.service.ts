// The shop's way to the SDK's cart checkout side, imported when it is needed (cart-checkout.load.ts): most shoppers
// use neither the coupon nor the member card, and a module of the shop's own is what a bundler can split off.
export { createCartCheckoutService } from '@vitrina/sdk'
