/**
 * Migration 11: guests who check out with a registered account's e-mail (docs/contract/cart.md, updateGuestUser).
 *
 * `cart/updateGuestUser` must answer the same whether or not an e-mail is registered (else it tells anyone which
 * e-mails have accounts), and must neither read nor write the account. Such a guest is a user row of its own whose
 * `email` is a unique placeholder (accounts own their e-mail: `users.email` is unique) and whose `guest_email` is the
 * e-mail the shopper gave, which the cart and the order show.
 */
export const guestTables = /* sql */ `
ALTER TABLE users ADD COLUMN guest_email TEXT;
`
