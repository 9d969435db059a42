import type { StorefrontContext } from '../storefront/storefront.context'
import { contextOf } from '../storefront/storefront.internals'
import type { Storefront } from '../storefront/storefront.types'

// Services of each instance, keyed by the function that builds them. Kept here rather than in a map per factory
// module: a module-level map is a top-level statement a bundler keeps, and with it the factory it belongs to.
const services = new WeakMap<Storefront, Map<unknown, unknown>>()

/**
 * The instance's service made by `build`: built (with the instance's context, and `deps` when the factory takes
 * some) on the first call, the same service for every later call with the same instance, whatever its `deps`. Weak,
 * so a server request's instance and its services go away together.
 */
export function serviceOf<T, D = undefined>(shop: Storefront, build: (shop: Storefront, context: StorefrontContext, deps: D) => T, deps?: D): T {
  let made = services.get(shop)
  if (made === undefined) {
    made = new Map()
    services.set(shop, made)
  }
  if (!made.has(build)) made.set(build, build(shop, contextOf(shop), deps as D))
  return made.get(build) as T
}
