/**
 * Migration 4: the cart session lifecycle and guest users on carts. Migration 1 already has `carts` and
 * `cart_items`; this adds what the cart endpoints enforce (docs/contract/cart.md, "Session lifecycle").
 */
export const cartTables = /* sql */ `
-- When an order consumed the cart's one-time session (the order issue calls consumeCartSession): from then on
-- every cart call answers 409 'Session already used.'.
ALTER TABLE carts ADD COLUMN session_used_at TEXT;
-- When the cart was archived after its order (archiveCart): from then on every cart call answers 400
-- 'Cart is archived.'. status becomes 'archived' at the same time.
ALTER TABLE carts ADD COLUMN archived_at TEXT;
-- The guest user (users.is_guest = 1) that updateGuestUser attached; user_id stays the logged-in owner.
ALTER TABLE carts ADD COLUMN guest_user_id INTEGER REFERENCES users(id);

-- Adding to a cart looks for a line with the same product and options to merge into.
CREATE INDEX cart_items_merge ON cart_items(cart_id, product_id);
`
