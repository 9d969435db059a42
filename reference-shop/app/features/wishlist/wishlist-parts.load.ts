/**
 * A logged-in shopper's wishlist parts (wishlist-parts.tsx), imported once someone is logged in: by the header's count
 * and by a card's heart. One loader for both, in the page shell with the header, so that a card's chunk does not carry
 * a second copy of the import and its list of files.
 */
export const loadWishlistParts = () => import('./wishlist-parts')
