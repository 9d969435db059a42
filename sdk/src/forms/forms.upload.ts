import type { ServiceCall } from '../internal/call'
import { lazySchemas } from '../internal/lazy-schemas'
import { ok } from '../internal/result'
import type { MediaBucketTransport } from '../media/media.library.types'
import type { Result } from '../result/result.types'
import type { FormFile } from './forms.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./forms.schema'))

/**
 * The public upload of a form's files (storefront spec §5 "Public file upload"; back-office spec §7 "Related single
 * calls: file/getUploadUrl, file/addFromBucketPublic"), one file after another: an upload address, the bytes `PUT`
 * there, the file registered as public in the drive. Answers the drive ids in the order of the files; the first
 * failure stops it. The caller has checked the number of files (at most 10).
 */
export async function uploadFormFiles(
  media: ServiceCall,
  bucket: MediaBucketTransport,
  files: readonly FormFile[],
  signal: AbortSignal,
): Promise<Result<number[]>> {
  const ids: number[] = []
  for (const file of files) {
    const address = await media('POST', 'file/getUploadUrl', schemas('uploadUrlSchema'), { file: file.name }, { signal })
    if (!address.ok) return address
    const put = await bucket.put(address.data.url, await file.arrayBuffer(), { signal, onProgress: () => {} })
    if (!put.ok) return put
    const added = await media('POST', 'file/addFromBucketPublic', schemas('driveItemSchema'), { filename: file.name, path: address.data.path }, { signal })
    if (!added.ok) return added
    ids.push(added.data.driveId)
  }
  return ok(ids)
}
