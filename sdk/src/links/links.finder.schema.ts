import * as z from 'zod/mini'
import { idSchema } from '../internal/id.schema'

/**
 * `finder/searchSlugs` as the link finder reads it: what it lists and filters on. The finder keeps only the hits of
 * the kind it asked for (comparing `type` and `taxonomy`), so an unknown type is dropped there rather than refused
 * here; the content service's `searchSlugs` checks the full shape.
 */
export const linkHitsSchema = z.array(
  z.looseObject({ type: z.string(), id: idSchema, slug: z.string(), title: z.optional(z.string()), taxonomy: z.optional(z.string()) }),
)
