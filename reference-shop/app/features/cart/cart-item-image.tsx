import type { CartItem } from '@vitrina/sdk'
import { useState } from 'react'
import { useCartImage } from './cart.format'

/** A cart line's product image, with a plain placeholder when there is none or it fails to load. */
export function CartItemImage({ item, className = 'size-16' }: { item: CartItem; className?: string }) {
  const imageOf = useCartImage()
  const [broken, setBroken] = useState(false)
  const src = imageOf(item)
  if (!src || broken) return <span aria-hidden="true" className={`${className} shrink-0 rounded-xl bg-cream-100`} />
  return <img src={src} alt="" width={64} height={64} loading="lazy" onError={() => setBroken(true)} className={`${className} shrink-0 rounded-xl bg-cream-100 object-cover`} />
}
