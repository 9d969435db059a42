import type * as v from 'valibot'
import type { LazySchema } from '../http/http.types'
import { loadOnce } from './load-once'

/** The lazy form of a module's export when it is a schema. */
type LazyOf<S> = S extends v.GenericSchema<unknown, infer T> ? LazySchema<T> : never

/**
 * The response schemas of one module as {@link LazySchema}s: `lazySchemas(() => import('./cart.schema'))('cartSchema')`.
 * The module is imported by the first request that needs one of its schemas, so a bundler keeps it, and valibot with it,
 * out of the first load of a page that only hydrates; a module that failed to load is tried again by the next request.
 */
export function lazySchemas<M>(load: () => Promise<M>): <K extends keyof M>(name: K) => LazyOf<M[K]> {
  const module = loadOnce(load)
  return (name) => (() => module().then((loaded) => loaded[name])) as LazyOf<M[typeof name]>
}
