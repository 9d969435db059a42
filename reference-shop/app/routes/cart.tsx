import type { Route } from './+types/cart'
import { CartPage } from '../features/cart/cart-page'
import { pageTableMeta } from '../features/routing/page-meta'

// The cart comes with the root snapshot (the root loader loads it for a session cookie), so the page needs no loader.
export const meta: Route.MetaFunction = (args) => pageTableMeta(args)

export default function CartRoute() {
  return <CartPage />
}
