import { createCartService, createCatalogService, formatPrice } from '@vitrina/sdk'
import { notFound } from 'next/navigation'
import { MiniCart } from '../../mini-cart'
import { ShopProvider } from '../../shop-provider'
import { shopOptions } from '../../shop-options'
import { requestStorefront } from '../../storefront.server'
import { AddToCart } from './add-to-cart'

/**
 * A product page, rendered on the server for each request: this request's SDK instance loads the product and the
 * shopper's cart (its session is in the request's cookies), and its snapshot goes to the browser's instance.
 */
export default async function ProductPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const shop = await requestStorefront()
  await shop.auth.restore() // no request for a guest, nor when the proxy has completed the session
  const [product] = await Promise.all([createCatalogService(shop).getProduct({ slug }), createCartService(shop).load()])
  if (!product.ok) {
    if (product.error.code === 'NOT_FOUND') notFound()
    // Anything else (the backend is down, answered 500) is Next's error page, not a 404 that a crawler would keep.
    throw product.error
  }
  return (
    <ShopProvider options={shopOptions()} snapshot={shop.dehydrate()}>
      <header>
        <MiniCart />
      </header>
      <main>
        <h1>{product.data.name}</h1>
        <p data-testid="price">{formatPrice(product.data.finalPrice)}</p>
        <AddToCart product={product.data} />
      </main>
    </ShopProvider>
  )
}
