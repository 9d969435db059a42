import * as v from 'valibot'
import { idSchema } from '../internal/id.schema'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import type { Post, Review, ShopEvent, SlugMatch, Term } from './content.types'

// Loose objects, as in the catalogue: checked where the SDK and the shop rely on a field, passed through otherwise.

const termRefs = v.optional(v.array(v.looseObject({ title: v.string() })), [])

export const postSchema: v.GenericSchema<unknown, Post> = v.looseObject({
  id: idSchema,
  title: v.string(),
  slug: v.string(),
  excerpt: v.optional(v.string(), ''),
  terms: v.optional(v.object({ categories: termRefs, tags: termRefs }), { categories: [], tags: [] }),
})

export const postPageSchema: v.GenericSchema<unknown, Paged<Post>> = pagedSchema(postSchema)

export const termSchema: v.GenericSchema<unknown, Term> = v.looseObject({ id: idSchema, title: v.string(), slug: v.string() })

export const termPageSchema: v.GenericSchema<unknown, Paged<Term>> = pagedSchema(termSchema)

export const eventSchema: v.GenericSchema<unknown, ShopEvent> = v.looseObject({ id: idSchema, title: v.string(), startsAt: v.string() })

export const eventPageSchema: v.GenericSchema<unknown, Paged<ShopEvent>> = pagedSchema(eventSchema)

export const reviewPageSchema: v.GenericSchema<unknown, Paged<Review>> = pagedSchema(v.looseObject({ id: idSchema, comment: v.string() }))

export const slugMatchSchema: v.GenericSchema<unknown, SlugMatch> = v.looseObject({
  type: v.picklist(['post', 'page', 'term', 'product', 'category']),
  id: idSchema,
  slug: v.string(),
  path: v.string(),
})

export const slugMatchesSchema: v.GenericSchema<unknown, SlugMatch[]> = v.array(slugMatchSchema)

/** `finder/getUrlOnLanguage` answers `{ url }`; a bare string is read the same way. */
export const urlOnLanguageSchema = v.union([v.string(), v.object({ url: v.string() })])
