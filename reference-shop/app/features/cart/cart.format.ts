import { useLanguage } from '@vitrina/react'
import { formatPrice, resolveLink, type CartItem, type CartItemAmounts } from '@vitrina/sdk'

/** Storefront spec §9: "Promo text: free delivery over 67.00 euros". */
export const FREE_DELIVERY_THRESHOLD = 67

/** Formats amounts in the page's language: `88,98 €`. */
export function useMoney(): (amount: number | null | undefined) => string {
  const { language } = useLanguage()
  return (amount) => formatPrice(amount, { language })
}

/** The amounts of a line in the cart's display currency when it has one, else in the main currency. */
export function lineAmounts(item: CartItem): CartItemAmounts {
  return item.prices.converted ?? item.prices.base
}

/**
 * Where a line's name links: the product page, or for a variant its parent's page with `?cartItemId=`
 * (spec §2, "a variant's cart-item link goes to the parent product slug with query cartItemId").
 */
export function useCartItemLink(): (item: CartItem) => string {
  const { language } = useLanguage()
  return (item) =>
    resolveLink({ type: 'cartItem', slug: item.productData.slug ?? null, parentSlug: item.productData.parentSlug ?? null, itemId: item.itemId }, language)
}
