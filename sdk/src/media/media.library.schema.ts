import * as z from 'zod/mini'
import type { Paged } from '../paging/paging.types'
import type { MediaRecord } from './media.library.types'

// Loose objects: the fields the SDK computes with are checked, the rest of the record is kept as the backend sends it.

const id = z.number()

export const mediaRecordSchema: z.ZodMiniType<MediaRecord> = z.looseObject({
  id,
  driveId: z._default(z.nullable(id), null),
  title: z.optional(z.string()),
  slug: z.optional(z.string()),
  extension: z.optional(z.string()),
  hash: z.optional(z.string()),
})

/** `cms/media/filterStandard`: `{ data: MediaRecord[], pagination: { page, perPage, total, lastPage } }`. */
export const mediaPageSchema: z.ZodMiniType<Paged<MediaRecord>> = z.pipe(
  z.object({
    data: z.array(mediaRecordSchema),
    pagination: z.object({ page: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() }),
  }),
  z.transform(({ data, pagination }) => ({
    records: data,
    page: pagination.page,
    perPage: pagination.perPage,
    total: pagination.total,
    totalPages: Math.max(1, pagination.lastPage),
  })),
)

/** `media/getMultipleUploadUrls`: an address per file; `url` may come as a string or as an object holding it (spec §3). */
export const uploadUrlsSchema: z.ZodMiniType<{ url: string; path: string; userFileId: number }[]> = z.array(
  z.object({
    url: z.pipe(
      z.union([z.string(), z.looseObject({ url: z.string() })]),
      z.transform((url) => (typeof url === 'string' ? url : url.url)),
    ),
    path: z.string(),
    userFileId: id,
  }),
)

/** `media/file/addFromBucketMultiple`: the drive item made for each file, in order. */
export const driveItemsSchema: z.ZodMiniType<{ driveId: number; path: string }[]> = z.array(z.looseObject({ driveId: id, path: z.string() }))

/** `drive/item/delete`. */
export const driveDeletedSchema = z.looseObject({ deleted: z.array(id) })

/** `cms/media/delete/{id}`. */
export const mediaDeletedSchema = z.looseObject({ id })
