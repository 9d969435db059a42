import { createCartService, formatPrice } from '@vitrina/sdk'
import { useCart, useStorefront } from '@vitrina/react'
import { useEffect } from 'react'

/** The header's cart: the piece count, and the lines with the total once there is something in it. */
export function MiniCart() {
  const shop = useStorefront()
  const { cart, itemCount, remove } = useCart()

  // The cart session is in a cookie, but the cart itself is not: after a reload it must be fetched once.
  useEffect(() => {
    void createCartService(shop).load()
  }, [shop])

  return (
    <aside aria-label="Košarica">
      <p data-testid="cart-count">Košarica: {itemCount}</p>
      {cart && cart.items.length > 0 && (
        <>
          <ul>
            {cart.items.map((item) => (
              <li key={item.itemId}>
                {item.qty} × {item.productData.name}{' '}
                <button type="button" onClick={() => void remove(item.itemId)} aria-label={`Ukloni: ${item.productData.name}`}>
                  Ukloni
                </button>
              </li>
            ))}
          </ul>
          <p data-testid="cart-total">Ukupno: {formatPrice(cart.prices.cartTotal)}</p>
        </>
      )}
    </aside>
  )
}
