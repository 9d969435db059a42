import type { Http } from '../http/http.types'
import { serviceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import type { CatalogService } from './catalog.types'

/** The catalogue's response schemas, imported by the first call that needs one. */
export const catalogSchemas = /* @__PURE__ */ lazySchemas(() => import('./catalog.schema'))

/**
 * The bundle check (`GET checkBundles`) on its own: the cart needs it before adding a bundle, and taking it from here
 * rather than from the catalogue service keeps the listings and filters out of every page that only has a cart.
 */
export function bundleCheck(http: Http): CatalogService['checkBundles'] {
  const call = serviceCall(http, 'product')
  return (productId, options) => call('GET', 'checkBundles', catalogSchemas('bundleCheckSchema'), { product: productId }, options)
}
