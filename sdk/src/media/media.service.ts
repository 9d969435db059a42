import { atom } from 'nanostores'
import { backOfficeMessages } from '../back-office/back-office.messages.catalog'
import { BACK_OFFICE_MESSAGE_KEYS as KEYS } from '../back-office/back-office.messages.keys'
import { SdkError } from '../errors/errors.classes'
import type { CallOptions } from '../http/http.types'
import { serviceCall } from '../internal/call'
import { serviceOf } from '../internal/per-storefront'
import { refused } from '../internal/refusal'
import { fail, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import { noticeDurationFor, notifyError } from '../notices/notices.errors'
import type { MessageParams, NoticeLevel } from '../notices/notices.types'
import type { Result } from '../result/result.types'
import type { StorefrontContext } from '../storefront/storefront.context'
import type { Storefront } from '../storefront/storefront.types'
import { defaultBucketTransport } from './media.bucket'
import { driveDeletedSchema, driveItemsSchema, mediaDeletedSchema, mediaPageSchema, mediaRecordSchema, uploadUrlsSchema } from './media.library.schema'
import type {
  MediaBucketTransport,
  MediaEdit,
  MediaFormatChoice,
  MediaListState,
  MediaQuery,
  MediaRecord,
  MediaService,
  MediaSort,
  MediaUploadFileSource,
  MediaUploadOptions,
} from './media.library.types'
import { INITIAL_MEDIA_UPLOAD, MEDIA_UPLOAD_LIMITS, transitionMediaUpload } from './media.upload.machine'
import type { MediaUploadEvent } from './media.upload.types'
import { IMAGE_FORMATS, type ImageFormat } from './media.url'

/** Back-office spec §9: the media page size. */
export const MEDIA_PAGE_SIZE = 12
/** Back-office spec §9: the page numbers the pagination shows. */
export const MEDIA_PAGE_NUMBERS = 5
/** Back-office spec §4 and §9: the media list's requests are debounced by 500 ms. */
export const MEDIA_LIST_DEBOUNCE_MS = 500

/** The sort options in the order the select offers them, newest first being the default (back-office spec §9). */
export const MEDIA_SORTS: readonly MediaSort[] = /* @__PURE__ */ Object.freeze(['newest', 'oldest', 'nameAsc', 'nameDesc'] as const)

/** The format select's choices: `all` (Default) first (back-office spec §9). */
export const MEDIA_FORMAT_CHOICES: readonly MediaFormatChoice[] = /* @__PURE__ */ Object.freeze(['all', 'avif', 'webp', 'jpeg', 'png'] as const)

const SORT_PARAMS: Record<MediaSort, { param: 'created_at' | 'title'; order: 'asc' | 'desc' }> = {
  newest: { param: 'created_at', order: 'desc' },
  oldest: { param: 'created_at', order: 'asc' },
  nameAsc: { param: 'title', order: 'asc' },
  nameDesc: { param: 'title', order: 'desc' },
}

/** The query of a library opened afresh: no words, newest first, page 1, Medium (the default size), Default format. */
export const INITIAL_MEDIA_QUERY: MediaQuery = /* @__PURE__ */ Object.freeze({ keywords: '', sort: 'newest', page: 1, size: 'Medium', format: 'all' })

/**
 * The page numbers a pagination shows: at most {@link MEDIA_PAGE_NUMBERS}, the current page as central as the ends
 * allow.
 *
 * @example
 * ```ts
 * import { mediaPageNumbers } from '@vitrina/sdk/back-office'
 *
 * mediaPageNumbers(1, 9) // [1, 2, 3, 4, 5]
 * mediaPageNumbers(6, 9) // [4, 5, 6, 7, 8]
 * mediaPageNumbers(9, 9) // [5, 6, 7, 8, 9]
 * ```
 */
export function mediaPageNumbers(page: number, lastPage: number): number[] {
  const last = Math.max(1, lastPage)
  const first = Math.max(1, Math.min(page - Math.floor(MEDIA_PAGE_NUMBERS / 2), last - MEDIA_PAGE_NUMBERS + 1))
  const count = Math.min(MEDIA_PAGE_NUMBERS, last - first + 1)
  return Array.from({ length: count }, (_, index) => first + index)
}

/** A record's format for a format choice: its own for `all` (jpeg for jpg; webp when it is no image format). */
function formatOf(record: Pick<MediaRecord, 'extension'>, format: MediaFormatChoice): ImageFormat {
  if (format !== 'all') return format
  const own = record.extension?.toLowerCase() === 'jpg' ? 'jpeg' : record.extension?.toLowerCase()
  return IMAGE_FORMATS.find((each) => each === own) ?? 'webp'
}

/** A file's name without its extension: the default title of its record. */
const titleOf = (name: string) => name.replace(/\.[^.]+$/, '') || name

/** What the media service needs besides the instance. */
export interface MediaServiceDeps {
  /** Puts the files' bytes into storage; XMLHttpRequest in a browser (for progress), fetch elsewhere. */
  bucket: MediaBucketTransport
}

function buildMediaService(shop: Storefront, ctx: StorefrontContext, deps: MediaServiceDeps): MediaService {
  const cms = serviceCall(ctx.http, 'cms')
  const media = serviceCall(ctx.http, 'media')
  const drive = serviceCall(ctx.http, 'drive')

  const $query = atom<MediaQuery>(INITIAL_MEDIA_QUERY)
  const $list = atom<MediaListState>({ status: 'idle', records: [], page: 1, lastPage: 1, total: 0, error: null })
  const $upload = atom(INITIAL_MEDIA_UPLOAD)
  const $deleting = atom<readonly number[]>([])

  /** A notice in the instance's language, shown 50 ms per character of its back-office text (at least the default). */
  function notify(level: NoticeLevel, key: string, params?: MessageParams): void {
    const text = (backOfficeMessages[ctx.$language.get()] as Record<string, string>)[key] ?? key
    const filled = text.replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole))
    ctx.notices.notify({ level, key, ...(params ? { params } : {}), durationMs: noticeDurationFor([...filled].length) })
  }

  // The list: one request at a time, a newer query aborting the older one, whose late answer is dropped.
  let seq = 0
  let timer: unknown
  let inFlight: AbortController | undefined

  async function fetchList(id: number): Promise<Result<void>> {
    inFlight?.abort()
    const controller = (inFlight = new AbortController())
    const query = $query.get()
    const result = await cms(
      'POST',
      'media/filterStandard',
      mediaPageSchema,
      {
        limit: MEDIA_PAGE_SIZE,
        page: query.page,
        keywords: query.keywords,
        sort: SORT_PARAMS[query.sort],
        size: query.size,
        compression: query.format,
      },
      { signal: controller.signal },
    )
    if (id !== seq) return fail(new SdkError({ code: 'ABORTED', status: 0, message: 'The media list request was superseded' }))
    if (!result.ok) {
      $list.set({ ...$list.get(), status: 'failed', error: result.error })
      notifyError(ctx.notices, result.error, ctx.$language.get())
      return result
    }
    const { records, page, totalPages, total } = result.data
    $list.set({ status: 'loaded', records, page, lastPage: totalPages, total, error: null })
    return ok(undefined)
  }

  /** Requests the list for the current query after `delay` ms; a newer change restarts the wait. */
  function schedule(delay: number): Promise<Result<void>> {
    ctx.clock.clearTimeout(timer)
    const id = ++seq
    $list.set({ ...$list.get(), status: 'loading' })
    if (delay === 0) return fetchList(id)
    return new Promise((resolve) => {
      timer = ctx.clock.setTimeout(() => resolve(fetchList(id)), delay)
    })
  }

  function change(next: Partial<MediaQuery>): void {
    $query.set({ ...$query.get(), ...next })
    void schedule(MEDIA_LIST_DEBOUNCE_MS)
  }

  // The upload: one at a time, its machine in $upload.
  let running: AbortController | undefined

  const dispatch = (event: MediaUploadEvent) => $upload.set(transitionMediaUpload($upload.get(), event))
  const cancelled = () => $upload.get().state === 'cancelled'

  /** Deletes what a cancelled upload made, so that no record of it is left: its CMS records, then its drive items. */
  async function rollBack(records: readonly MediaRecord[], driveIds: readonly number[]): Promise<void> {
    await Promise.all(records.map((record) => cms('DELETE', `media/delete/${record.id}`, mediaDeletedSchema)))
    if (driveIds.length > 0) await drive('POST', 'item/delete', driveDeletedSchema, { targetIds: driveIds })
  }

  async function runUpload(files: readonly MediaUploadFileSource[], options: MediaUploadOptions, signal: AbortSignal): Promise<MediaRecord[]> {
    dispatch({
      type: 'UPLOAD.START',
      files: files.map(({ name, size }) => ({ name, size })),
      limit: options.public ? MEDIA_UPLOAD_LIMITS.public : MEDIA_UPLOAD_LIMITS.admin,
    })
    dispatch({ type: 'FILES.CHECK' })
    if ($upload.get().state !== 'requestingUrls') return []

    // 2. Upload addresses, one per file.
    const urls = await media(
      'POST',
      'getMultipleUploadUrls',
      uploadUrlsSchema,
      { files: files.map((file) => file.name), 'g-recaptcha-response': '' },
      { signal },
    )
    if (cancelled()) return []
    dispatch(urls.ok && urls.data.length === files.length ? { type: 'URLS.RECEIVED' } : { type: 'URLS.FAILED' })
    if (!urls.ok || $upload.get().state !== 'reading') return []

    // 3. Read the files.
    const bytes = await Promise.all(
      files.map(async (file, index) => {
        try {
          const read = await file.arrayBuffer()
          if (!cancelled()) dispatch({ type: 'FILE.READ', index })
          return read
        } catch {
          if (!cancelled()) dispatch({ type: 'FILE.UNREADABLE', index })
          return null
        }
      }),
    )
    if ($upload.get().state !== 'uploading') return []

    // 4. Each file that could be read goes to its storage address, with progress.
    await Promise.all(
      bytes.map(async (read, index) => {
        if (read === null) return
        const put = await deps.bucket.put(urls.data[index]!.url, read, { signal, onProgress: (loaded) => dispatch({ type: 'FILE.PROGRESS', index, loaded }) })
        if (!cancelled()) dispatch(put.ok ? { type: 'FILE.UPLOADED', index } : { type: 'FILE.UPLOAD_FAILED', index })
      }),
    )
    if ($upload.get().state !== 'registering') return []

    // 5. The drive registers what arrived. Not aborted once sent: a cancel waits for its answer and deletes what it made.
    const arrived = $upload.get().files.flatMap((file, index) => (file.status === 'uploaded' ? [index] : []))
    const registered = await media(
      'POST',
      'file/addFromBucketMultiple',
      driveItemsSchema,
      arrived.map((index) => ({
        filename: files[index]!.name,
        path: urls.data[index]!.path,
        isPublic: true,
        customData: {
          directoryId: 'cms',
          access: 'public',
          resize: true,
          title: options.title ?? titleOf(files[index]!.name),
          description: options.description ?? '',
        },
      })),
    )
    const driveIds = registered.ok ? registered.data.map((item) => item.driveId) : []
    if (cancelled()) {
      await rollBack([], driveIds)
      return []
    }
    dispatch(registered.ok && registered.data.length === arrived.length ? { type: 'DRIVE.REGISTERED' } : { type: 'DRIVE.FAILED' })
    if ($upload.get().state !== 'creatingRecords') return []

    // 6. A CMS record per registered file; as above, a cancel lets them finish and deletes them.
    const made = await Promise.all(
      arrived.map(async (index, at) => {
        const created = await cms('POST', 'media/create', mediaRecordSchema, {
          driveId: driveIds[at],
          title: options.title ?? titleOf(files[index]!.name),
          description: options.description ?? '',
        })
        if (!cancelled()) dispatch(created.ok ? { type: 'RECORD.CREATED', index } : { type: 'RECORD.FAILED', index })
        return created.ok ? created.data : null
      }),
    )
    const records = made.filter((record): record is MediaRecord => record !== null)
    if (cancelled()) {
      await rollBack(records, driveIds)
      return []
    }
    return records
  }

  /** The notice of an ended upload, and the list where the new records are. */
  async function afterUpload(records: readonly MediaRecord[]): Promise<void> {
    const snapshot = $upload.get()
    if (snapshot.state === 'succeeded') notify('success', KEYS.uploaded)
    else if (snapshot.state === 'partiallySucceeded') {
      notify('warning', KEYS.mediaPartiallyUploaded, {
        files: snapshot.files
          .filter((file) => file.status === 'failed')
          .map((file) => file.name)
          .join(', '),
      })
    } else if (snapshot.state === 'failed' && snapshot.messageKey) {
      notify('error', snapshot.messageKey, snapshot.messageKey === KEYS.tooManyFilesAtOnce ? { limit: snapshot.limit } : undefined)
    }
    if (records.length === 0) return
    // Back-office spec §4: newest first shows the new records on page 1; any other sort, on the last page.
    const { sort } = $query.get()
    const lastPage = Math.max(1, Math.ceil(($list.get().total + records.length) / MEDIA_PAGE_SIZE))
    $query.set({ ...$query.get(), page: sort === 'newest' ? 1 : lastPage })
    await schedule(0)
  }

  const service: MediaService = {
    $query,
    $list,
    $upload,
    $deleting,

    load: () => schedule(0),
    search: (keywords) => change({ keywords, page: 1 }),
    sortBy: (sort) => change({ sort, page: 1 }),
    goToPage: (page) => change({ page: Math.max(1, Math.min(Math.trunc(page) || 1, $list.get().lastPage)) }),
    showSize: (size) => change({ size }),
    showFormat: (format) => change({ format }),
    pageNumbers: () => mediaPageNumbers($query.get().page, $list.get().lastPage),

    urlOf(record, size = $query.get().size, format = $query.get().format) {
      return shop.mediaUrl({
        id: record.id,
        slug: record.slug ?? titleOf(record.originalName ?? ''),
        size,
        ext: formatOf(record, format),
        ...(record.hash ? { hash: record.hash } : {}),
      })
    },

    async upload(files, options = {}) {
      running?.abort()
      const controller = (running = new AbortController())
      const stop = () => service.cancelUpload()
      options.signal?.addEventListener('abort', stop, { once: true })
      try {
        const created = await runUpload(files, options, controller.signal)
        await afterUpload(created)
        return { snapshot: $upload.get(), created }
      } finally {
        options.signal?.removeEventListener('abort', stop)
        if (running === controller) running = undefined
      }
    },

    cancelUpload() {
      dispatch({ type: 'UPLOAD.CANCEL' })
      running?.abort()
    },

    async edit(id, changes: MediaEdit, options?: CallOptions) {
      const title = changes.title.trim()
      // Back-office spec §5: "Edit media: title required".
      if (!title) return refused('title', MESSAGE_KEYS.required)
      const result = await cms('PATCH', `media/update/${id}`, mediaRecordSchema, { id, title, description: changes.description }, options)
      if (!result.ok) {
        if (result.error.code !== 'ABORTED') notify('error', KEYS.mediaDescriptionUploadError)
        return result
      }
      const list = $list.get()
      $list.set({ ...list, records: list.records.map((record) => (record.id === id ? result.data : record)) })
      notify('success', KEYS.mediaDescriptionUploadSuccess)
      return result
    },

    async remove(record) {
      // Back-office spec §4: "Guarded by a pending flag".
      if ($deleting.get().includes(record.id)) return fail(new SdkError({ code: 'BUSY', status: 0, message: `Media ${record.id} is being deleted already` }))
      $deleting.set([...$deleting.get(), record.id])
      try {
        // The drive item first; only when it is gone, the CMS record (a record without a drive item is the CMS's alone).
        if (record.driveId !== null) {
          const driveDeleted = await drive('POST', 'item/delete', driveDeletedSchema, { targetIds: [record.driveId] })
          if (!driveDeleted.ok) {
            notify('error', KEYS.mediaDeleteFailed)
            return fail(driveDeleted.error)
          }
        }
        const deleted = await cms('DELETE', `media/delete/${record.id}`, mediaDeletedSchema)
        if (!deleted.ok) {
          notify('error', KEYS.mediaDeleteFailed)
          return fail(deleted.error)
        }
        notify('success', KEYS.mediaDeleted)
        // A page left empty by the delete shows the page before it.
        const list = $list.get()
        if (list.records.length === 1 && list.page > 1) $query.set({ ...$query.get(), page: list.page - 1 })
        await schedule(0)
        return ok(undefined)
      } finally {
        $deleting.set($deleting.get().filter((id) => id !== record.id))
      }
    },
  }
  return service
}

/**
 * The media library service of a storefront instance (back-office spec §2, §4, §7): list, upload, edit, delete.
 * Created on the first call and the same service for every later call with the same instance.
 *
 * @param shop - An instance made by `createStorefront`, logged in as a back-office user.
 * @param deps - The storage transport; by default XMLHttpRequest in a browser and fetch elsewhere (used on the
 *   first call only).
 *
 * @example
 * ```ts
 * import { createMediaService } from '@vitrina/sdk/back-office'
 *
 * declare const bytes: Uint8Array<ArrayBuffer> // the image's content
 *
 * const library = createMediaService(shop)
 * await library.load()
 * const { snapshot, created } = await library.upload([new File([bytes], 'kolica.png')])
 * if (snapshot.state === 'partiallySucceeded') console.log(snapshot.files.filter((file) => file.status === 'failed'))
 * ```
 */
export function createMediaService(shop: Storefront, deps?: Partial<MediaServiceDeps>): MediaService {
  return serviceOf(shop, mediaWith, deps)
}

function mediaWith(shop: Storefront, ctx: StorefrontContext, deps: Partial<MediaServiceDeps> | undefined): MediaService {
  return buildMediaService(shop, ctx, { bucket: deps?.bucket ?? defaultBucketTransport(shop.options.fetch) })
}
