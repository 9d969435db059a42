'use client'
import { useCart } from '@vitrina/react'

/** The header's cart count: from the server's snapshot at first, then live as the shopper adds. */
export function MiniCart() {
  const { itemCount } = useCart()
  return (
    <aside aria-label="Košarica">
      <p data-testid="cart-count">Košarica: {itemCount}</p>
    </aside>
  )
}
