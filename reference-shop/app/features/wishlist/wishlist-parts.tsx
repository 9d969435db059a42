// Before any use of the wishlist service: it is made with the server's list (wishlist.browser.ts).
import './wishlist.browser'
import { useWishlist } from '@vitrina/react'
import type { Id } from '@vitrina/sdk'
import type { ReactNode } from 'react'
import { WishlistLink } from '../layout/header-actions'

// What a logged-in shopper's pages show of the wishlist, with the wishlist's code: a chunk of its own, which a
// visitor's pages never load (a visitor's heart opens the login modal, and the header counts nothing).

/** The header's heart with the logged-in shopper's count. */
export function WishlistCountLink() {
  const { count } = useWishlist()
  return <WishlistLink count={count} />
}

/** What a logged-in shopper's heart shows and does for one product. */
export interface WishlistToggleState {
  wished: boolean
  busy: boolean
  toggle: () => void
}

/**
 * A logged-in shopper's heart on a product card (the card draws it, wishlist-heart.tsx): whether the product is
 * wished, whether its toggle runs, and the toggle that adds it to the wishlist or removes it.
 */
export function WishlistToggle({ productId, children }: { productId: Id; children: (state: WishlistToggleState) => ReactNode }) {
  const { has, toggle, toggling } = useWishlist()
  return children({ wished: has(productId), busy: toggling.has(String(productId)), toggle: () => void toggle(productId) })
}
