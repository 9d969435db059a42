import { productImage, type CartItem } from '@vitrina/sdk'
import { MediaImage } from '../media/media-image'

/** A cart line's product image (decorative: the name is beside it), with a plain tile when there is none or it fails to load. */
export function CartItemImage({ item, className = 'size-16' }: { item: CartItem; className?: string }) {
  const media = productImage(item.productData)
  const tileClass = `${className} shrink-0 rounded-xl bg-cream-100`
  return (
    <MediaImage
      // Without the item's own alternative text: the image only repeats the name beside it.
      media={media && { id: media.id, slug: media.slug ?? item.productData.slug ?? 'proizvod', hash: media.hash }}
      alt=""
      renditions={['Small']}
      sizes="64px"
      width={64}
      height={64}
      className={`${tileClass} object-cover`}
      fallback={<span aria-hidden="true" className={tileClass} />}
    />
  )
}
