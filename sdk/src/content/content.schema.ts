import * as z from 'zod/mini'
import { idSchema } from '../internal/id.schema'
import { pagedSchema } from '../paging/paging.schema'
import type { Paged } from '../paging/paging.types'
import type { Post, Review, ShopEvent, SlugMatch, Term } from './content.types'

// Loose objects, as in the catalogue: checked where the SDK and the shop rely on a field, passed through otherwise.

const termRefs = z._default(z.array(z.looseObject({ title: z.string() })), [])

export const postSchema: z.ZodMiniType<Post> = z.looseObject({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z._default(z.string(), ''),
  terms: z._default(z.object({ categories: termRefs, tags: termRefs }), { categories: [], tags: [] }),
})

export const postPageSchema: z.ZodMiniType<Paged<Post>> = pagedSchema(postSchema)

export const termSchema: z.ZodMiniType<Term> = z.looseObject({ id: idSchema, title: z.string(), slug: z.string() })

export const termPageSchema: z.ZodMiniType<Paged<Term>> = pagedSchema(termSchema)

export const eventSchema: z.ZodMiniType<ShopEvent> = z.looseObject({ id: idSchema, title: z.string(), startsAt: z.string() })

export const eventPageSchema: z.ZodMiniType<Paged<ShopEvent>> = pagedSchema(eventSchema)

export const reviewPageSchema: z.ZodMiniType<Paged<Review>> = pagedSchema(z.looseObject({ id: idSchema, comment: z.string() }))

export const slugMatchSchema: z.ZodMiniType<SlugMatch> = z.looseObject({
  type: z.enum(['post', 'page', 'term', 'product', 'category']),
  id: idSchema,
  slug: z.string(),
  path: z.string(),
})

export const slugMatchesSchema: z.ZodMiniType<SlugMatch[]> = z.array(slugMatchSchema)

/** `finder/getUrlOnLanguage` answers `{ url }`; a bare string is read the same way. */
export const urlOnLanguageSchema = z.union([z.string(), z.object({ url: z.string() })])
