/**
 * Migration 5: what `order/create` and the emulated payment providers keep on an order (docs/contract/checkout.md).
 * Migration 1 already has `documents` and `document_items`; seeded orders leave these columns NULL.
 */
export const checkoutTables = /* sql */ `
-- The payment method's type when the order was made: NULL (cash on delivery), 'HPF' or 'PayPal'.
ALTER TABLE documents ADD COLUMN payment_type TEXT;
-- The emulated provider's payment id (PayPal), checked against pgSuccess's details.id.
ALTER TABLE documents ADD COLUMN payment_reference TEXT;
-- Where the hosted payment page sends the shopper after approving or declining.
ALTER TABLE documents ADD COLUMN success_url TEXT;
ALTER TABLE documents ADD COLUMN failure_url TEXT;
ALTER TABLE documents ADD COLUMN paid_at TEXT;
-- JSON, the spec's Order entity parts for order history: extendedDetails { finalAmount, issuedFrom, priceElements, items }
-- and itemImages [{ id, media }], copied at order time so later catalogue edits do not rewrite history.
ALTER TABLE documents ADD COLUMN extended_details TEXT;
ALTER TABLE documents ADD COLUMN item_images TEXT;
ALTER TABLE documents ADD COLUMN to_name TEXT NOT NULL DEFAULT '';
ALTER TABLE documents ADD COLUMN from_name TEXT NOT NULL DEFAULT '';
`
