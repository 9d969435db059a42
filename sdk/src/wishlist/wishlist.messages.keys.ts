// The wishlist's notices' keys, in a module of their own: the wishlist service is on every page (the header's
// heart), and taking its two keys from ACCOUNT_MESSAGE_KEYS brought that whole map of the account's keys along.
// ACCOUNT_MESSAGE_KEYS names these same constants.

/** 'core.notifications.wishlistAdded': a product went onto the wishlist. */
export const WISHLIST_ADDED_KEY = 'core.notifications.wishlistAdded'
/** 'core.notifications.wishlistRemoved': a product came off the wishlist. */
export const WISHLIST_REMOVED_KEY = 'core.notifications.wishlistRemoved'
