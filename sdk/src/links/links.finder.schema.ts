import * as v from 'valibot'
import { idSchema } from '../internal/id.schema'

/**
 * `finder/searchSlugs` as the link finder reads it: what it lists and filters on. The finder keeps only the hits of
 * the kind it asked for (comparing `type` and `taxonomy`), so an unknown type is dropped there rather than refused
 * here; the content service's `searchSlugs` checks the full shape.
 */
export const linkHitsSchema = v.array(
  v.looseObject({ type: v.string(), id: idSchema, slug: v.string(), title: v.optional(v.string()), taxonomy: v.optional(v.string()) }),
)
