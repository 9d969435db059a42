import * as z from 'zod/mini'
import { idSchema } from '../internal/id.schema'
import type { Paged } from '../paging/paging.types'
import type { EditedPost, PostGroup, PostType } from './pages.types'

// The answers of the posts', page templates' and links' calls (docs/contract.md, "Posts, page templates and
// translation links"). Loose where the backend sends more than the back office edits.

const text = z.string()
const count = z.number()
// `language`, `status` and a field's `type` are read as strings (their types say which): the SDK does not branch on
// them, and zod's enum would be this entry's only use of it.

/** `post/create` and `link/{id}/createTranslationFromOriginal`. */
export const postSchema = z.looseObject({
  id: idSchema,
  postType: text,
  title: text,
  slug: text,
  slugMain: text,
  excerpt: text,
  body: text,
  status: text,
  language: text,
  meta: z.record(text, z.unknown()),
}) as z.ZodMiniType<EditedPost>

/** `postType/create` and `link/postType/{id}/bulk`. */
export const postTypeSchema = z.looseObject({
  id: idSchema,
  slug: text,
  name: text,
  fields: z.array(z.object({ key: text, type: text, label: text })),
  postCount: count,
  language: z.nullable(text),
  translations: z.array(z.object({ language: text, postTypeId: idSchema, slug: text })),
}) as z.ZodMiniType<PostType>

/**
 * `postType/filterStandard`: `{ records, pagination: { page, perPage, total, lastPage } }` (with `totalPages` and
 * `totalRecords` beside, which say the same). Read here rather than by the core's `pagedSchema`, which reads every
 * form a list may come in and weighs more than this entry's budget leaves room for.
 */
export const postTypePageSchema: z.ZodMiniType<Paged<PostType>> = z.pipe(
  z.object({ records: z.array(postTypeSchema), pagination: z.object({ page: count, perPage: count, total: count, lastPage: count }) }),
  z.transform(({ records, pagination: { lastPage, ...numbers } }) => ({ records, ...numbers, totalPages: lastPage })),
)

/** `link/postTranslation/{slugMain}/bulk`, `bulkExisting` and `link/masters/{id}`. */
export const groupSchema = z.object({
  slugMain: text,
  master: z.nullable(idSchema),
  translations: z.array(z.object({ language: text, postId: idSchema, slug: text, title: text, status: text })),
}) as z.ZodMiniType<PostGroup>

/** `postType/delete/{id}`. */
export const deletedSchema = z.object({ id: idSchema })
