import { createWishlistService } from '@vitrina/sdk/account'
import { takeWishlistSnapshots } from '../storefront/storefront.browser'

// Every module of the shop that uses the wishlist service in the browser imports this one first (the logged-in
// shopper's heart and header count, wishlist-parts.tsx; the account's count and tab), so the service is made with the
// server's list before anything reads it: a visitor's pages, which have no wishlist, load none of its code.
// In the same task as the service's creation: it starts following the user in a microtask, and a list hydrated before
// then is not fetched again. A list the server could not load (null) is fetched.
if (typeof document !== 'undefined') takeWishlistSnapshots((shop, snapshot) => createWishlistService(shop).hydrate(snapshot))
