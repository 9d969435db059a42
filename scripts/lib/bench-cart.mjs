// A cart with one item for a fresh browser: the bench measures the cart page as a shopper sees it after
// adding a product, not the empty cart. The cart is made through the backend's own cart calls (as the SDK
// makes them) and handed to the browser as the two cookies the SDK keeps a cart session in (CART_COOKIES).

const headers = { apiKey: 'vitrina-sandbox-key', 'x-gaussbox-language': 'hr', 'content-type': 'application/json' }

async function call(apiUrl, method, path, body) {
  const response = await fetch(`${apiUrl}/api/${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) })
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`)
  return (await response.json()).data
}

/** Puts one of the product `slug` into a new cart on the backend at `apiUrl`; resolves to its session cookies. */
export async function addToCartCookies(apiUrl, slug) {
  const product = await call(apiUrl, 'GET', `v1/product/products/get?slug=${encodeURIComponent(slug)}`)
  const session = await call(apiUrl, 'GET', 'v2/ecommerce/cart/getNewCartSession')
  const key = { cartId: session.id, protectCode: session.protectCode }
  const cart = await call(apiUrl, 'POST', 'v2/ecommerce/cart/addItem', { ...key, productId: product.id, qty: 1, options: {}, reservation: null })
  if (!Array.isArray(cart.items) || cart.items.length !== 1) throw new Error(`the cart for the bench has ${cart.items?.length ?? 'no'} items, not 1`)
  return [
    { name: 'cartId', value: String(session.id) },
    { name: 'protectCode', value: session.protectCode },
  ]
}
