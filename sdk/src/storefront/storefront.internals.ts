import type { StorefrontContext } from './storefront.context'
import type { Storefront } from './storefront.types'

// Weak: an instance and its context go away together (one instance per server request).
const contexts = new WeakMap<Storefront, StorefrontContext>()

/** Remembers an instance's context; called once by `createStorefront`. */
export function registerContext(storefront: Storefront, context: StorefrontContext): void {
  contexts.set(storefront, context)
}

/**
 * The context of an instance, for SDK code and tests that work beside the services (registering logout or
 * language-change work). Never exported from the package.
 */
export function contextOf(storefront: Storefront): StorefrontContext {
  const context = contexts.get(storefront)
  if (!context) throw new TypeError('contextOf: not a storefront created by createStorefront')
  return context
}
