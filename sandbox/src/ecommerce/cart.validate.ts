import { sql } from '../db/db.statements'
import type { CartScope } from './cart.call'
import { findMemberCard, memberCardState } from './cart.discounts'
import { readPricedLines } from './cart.lines'

/**
 * What validateCart does before answering (the checkout calls it right before placing the order, and
 * compares the answer with the cart it showed: spec "Cart change check"). Every call re-prices from the
 * products' current prices; this also removes the lines that can no longer be sold (archived, unavailable,
 * unpurchasable, or a bundle whose chosen item is) and drops a member card that is no longer valid
 * (blocked or expired since it was applied). Returns false exactly when it dropped a card, the
 * `validateMemberCard` flag the checkout reads ("If the member-card validity flag is false ... submit stops").
 */
export function validateCartContents({ db, cart, now }: CartScope): boolean {
  for (const line of readPricedLines(db, cart.id)) {
    if (!line.sellable) sql(db, 'DELETE FROM cart_items WHERE id = ?').run(line.item.id)
  }
  if (!cart.member_card_barcode) return true
  if (memberCardState(findMemberCard(db, cart.member_card_barcode), now) === 'valid') return true
  sql(db, 'UPDATE carts SET member_card_barcode = NULL WHERE id = ?').run(cart.id)
  return false
}
