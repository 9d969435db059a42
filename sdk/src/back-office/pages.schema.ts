import * as v from 'valibot'
import { idSchema } from '../internal/id.schema'
import type { Paged } from '../paging/paging.types'
import type { EditedPost, PostGroup, PostType } from './pages.types'

// The answers of the posts', page templates' and links' calls (docs/contract.md, "Posts, page templates and
// translation links"). Loose where the backend sends more than the back office edits.

const text = v.string()
const count = v.number()
// `language`, `status` and a field's `type` are read as strings (their types say which): the SDK does not branch on
// them, and valibot's picklist would be this entry's only use of it.

/** `post/create` and `link/{id}/createTranslationFromOriginal`. */
export const postSchema = v.looseObject({
  id: idSchema,
  postType: text,
  title: text,
  slug: text,
  slugMain: text,
  excerpt: text,
  body: text,
  status: text,
  language: text,
  meta: v.record(text, v.unknown()),
}) as v.GenericSchema<unknown, EditedPost>

/** `postType/create` and `link/postType/{id}/bulk`. */
export const postTypeSchema = v.looseObject({
  id: idSchema,
  slug: text,
  name: text,
  fields: v.array(v.object({ key: text, type: text, label: text })),
  postCount: count,
  language: v.nullable(text),
  translations: v.array(v.object({ language: text, postTypeId: idSchema, slug: text })),
}) as v.GenericSchema<unknown, PostType>

/**
 * `postType/filterStandard`: `{ records, pagination: { page, perPage, total, lastPage } }` (with `totalPages` and
 * `totalRecords` beside, which say the same). Read here rather than by the core's `pagedSchema`, which reads every
 * form a list may come in and weighs more than this entry's budget leaves room for.
 */
export const postTypePageSchema: v.GenericSchema<unknown, Paged<PostType>> = v.pipe(
  v.object({ records: v.array(postTypeSchema), pagination: v.object({ page: count, perPage: count, total: count, lastPage: count }) }),
  v.transform(({ records, pagination: { lastPage, ...numbers } }) => ({ records, ...numbers, totalPages: lastPage })),
)

/** `link/postTranslation/{slugMain}/bulk`, `bulkExisting` and `link/masters/{id}`. */
export const groupSchema = v.object({
  slugMain: text,
  master: v.nullable(idSchema),
  translations: v.array(v.object({ language: text, postId: idSchema, slug: text, title: text, status: text })),
}) as v.GenericSchema<unknown, PostGroup>

/** `postType/delete/{id}`. */
export const deletedSchema = v.object({ id: idSchema })
