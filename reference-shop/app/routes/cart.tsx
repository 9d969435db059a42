import type { Route } from './+types/cart'
import { CartPage } from '../features/cart/cart-page'
import { pageTableMeta } from '../features/routing/page-meta'
import { backToPage } from '../features/forms/script-only.action'

// The cart comes with the root snapshot (the root loader loads it for a session cookie), so the page needs no loader.
// The coupon and member-card forms post (a barcode is no URL's business); a submit before the script loads comes back here.
export const action = backToPage

export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

export default function CartRoute() {
  return <CartPage />
}
