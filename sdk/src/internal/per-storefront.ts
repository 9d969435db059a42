import type { Storefront } from '../storefront/storefront.types'

/**
 * Makes a service factory return one service per storefront instance: the second call with the same instance
 * answers the first call's service. Weak, so a server request's instance and its services go away together.
 */
export function perStorefront<T>(create: (shop: Storefront) => T): (shop: Storefront) => T {
  const services = new WeakMap<Storefront, T>()
  return (shop) => {
    let service = services.get(shop)
    if (service === undefined) {
      service = create(shop)
      services.set(shop, service)
    }
    return service
  }
}
