import type { ProductSummary } from '@vitrina/sdk'
import type { RecordedCall } from './shop.fixture'

// The wishlist calls of docs/contract/account.md ("Wishlist") over an in-memory list, for component tests.

interface StoredItem {
  id: number
  product_id: number
  product: ProductSummary | null
}

/** A fake of `cms/wishlist/*` holding `products` (newest first); `failCreate` answers the next create with a 500. */
export function wishlistBackend(products: ProductSummary[] = [], options: { failCreate?: boolean } = {}) {
  let nextId = 100
  const items: StoredItem[] = products.map((product) => ({ id: nextId++, product_id: Number(product.id), product }))
  const catalogue = new Map<number, ProductSummary>(products.map((product) => [Number(product.id), product]))
  const page = () => ({ records: items, pagination: { page: 1, perPage: 9999, limit: 9999, total: items.length, lastPage: 1 } })

  function answer({ method, path, body }: RecordedCall): Response | undefined {
    if (method === 'GET' && path === '/api/v1/cms/wishlist/filter') return Response.json({ data: page() })
    if (method === 'POST' && path === '/api/v1/cms/wishlist/create') {
      if (options.failCreate) return Response.json({ message: 'Internal error.', statusCode: 500 }, { status: 500 })
      const productId = Number((body as { product_id: number }).product_id)
      const item = { id: nextId++, product_id: productId, product: catalogue.get(productId) ?? null }
      items.unshift(item)
      return Response.json({ data: { id: item.id, product_id: productId, createdAt: '2026-11-25T10:00:00.000Z' } })
    }
    const removed = method === 'DELETE' ? /^\/api\/v1\/cms\/wishlist\/remove\/(\d+)$/.exec(path) : null
    if (removed) {
      const index = items.findIndex((item) => item.id === Number(removed[1]))
      if (index < 0) return Response.json({ message: 'Wishlist item not found.', statusCode: 404 }, { status: 404 })
      const [item] = items.splice(index, 1)
      return Response.json({ data: { id: item!.id, product_id: item!.product_id } })
    }
    return undefined
  }

  return {
    answer,
    /** Makes the product known, so a create answers it in the list's records. */
    know(product: ProductSummary) {
      catalogue.set(Number(product.id), product)
    },
    productIds: () => items.map((item) => item.product_id),
  }
}

/** A product card as `web/filter` answers it, for a wishlist's records. */
export function wishedProduct(id: number, name = `Proizvod ${id}`): ProductSummary {
  return {
    id,
    name,
    slug: `proizvod-${id}`,
    sku: `SKU-${id}`,
    format: 'simple',
    isPurchasable: true,
    available: true,
    retailPrice: 19.99,
    finalPrice: 19.99,
    categories: [{ id: 1002 }],
    tags: [],
    media: [],
  }
}
