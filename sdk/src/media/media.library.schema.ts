import * as v from 'valibot'
import type { Paged } from '../paging/paging.types'
import type { MediaRecord } from './media.library.types'

// Loose objects: the fields the SDK computes with are checked, the rest of the record is kept as the backend sends it.

const id = v.number()

export const mediaRecordSchema: v.GenericSchema<unknown, MediaRecord> = v.looseObject({
  id,
  driveId: v.optional(v.nullable(id), null),
  title: v.optional(v.string()),
  slug: v.optional(v.string()),
  extension: v.optional(v.string()),
  hash: v.optional(v.string()),
})

/** `cms/media/filterStandard`: `{ data: MediaRecord[], pagination: { page, perPage, total, lastPage } }`. */
export const mediaPageSchema: v.GenericSchema<unknown, Paged<MediaRecord>> = v.pipe(
  v.object({
    data: v.array(mediaRecordSchema),
    pagination: v.object({ page: v.number(), perPage: v.number(), total: v.number(), lastPage: v.number() }),
  }),
  v.transform(({ data, pagination }) => ({
    records: data,
    page: pagination.page,
    perPage: pagination.perPage,
    total: pagination.total,
    totalPages: Math.max(1, pagination.lastPage),
  })),
)

/** `media/getMultipleUploadUrls`: an address per file; `url` may come as a string or as an object holding it (spec §3). */
export const uploadUrlsSchema: v.GenericSchema<unknown, { url: string; path: string; userFileId: number }[]> = v.array(
  v.object({
    url: v.pipe(
      v.union([v.string(), v.looseObject({ url: v.string() })]),
      v.transform((url) => (typeof url === 'string' ? url : url.url)),
    ),
    path: v.string(),
    userFileId: id,
  }),
)

/** `media/file/addFromBucketMultiple`: the drive item made for each file, in order. */
export const driveItemsSchema: v.GenericSchema<unknown, { driveId: number; path: string }[]> = v.array(v.looseObject({ driveId: id, path: v.string() }))

/** `drive/item/delete`. */
export const driveDeletedSchema = v.looseObject({ deleted: v.array(id) })

/** `cms/media/delete/{id}`. */
export const mediaDeletedSchema = v.looseObject({ id })
