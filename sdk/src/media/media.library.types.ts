import type { ReadableAtom } from 'nanostores'
import type { SdkError } from '../errors/errors.classes'
import type { CallOptions } from '../http/http.types'
import type { Result } from '../result/result.types'
import type { MediaItem } from './media.item'
import type { MediaUploadSnapshot } from './media.upload.types'
import type { ImageFormat, MediaSize } from './media.url'

/** A media record of the library (back-office spec §3 "Media item"), as `cms/media/filterStandard` lists it. */
export interface MediaRecord extends MediaItem {
  /** The media id. */
  id: number
  /** The drive item holding the file; null for media that has none (it is then deleted from the CMS only). */
  driveId: number | null
  /** The description. */
  description?: string
  /** The original file name. */
  originalName?: string
  /** `public` or not. */
  access?: string
  /** The file size in bytes, when known. */
  size?: number | null
  /** When it was added (ISO 8601). */
  createdAt?: string
}

/** The library's sort options (back-office spec §9): newest first (the default), oldest first, name A to Z, name Z to A. */
export type MediaSort = 'newest' | 'oldest' | 'nameAsc' | 'nameDesc'

/** The format select of the library: `all` (shown as Default) or one image format (back-office spec §9). */
export type MediaFormatChoice = 'all' | ImageFormat

/** What the library shows: the search words, the sort, the page, and the size and format of its previews. */
export interface MediaQuery {
  /** The search words ('' for none). */
  keywords: string
  /** The sort. */
  sort: MediaSort
  /** The page, from 1. */
  page: number
  /** The media size the cards show and copy (Medium by default). */
  size: MediaSize
  /** The format the cards show and copy. */
  format: MediaFormatChoice
}

/** The library's list: the records of the page and where the list is. */
export interface MediaListState {
  /** `loading` while a request for the current query is awaited (or its debounce runs). */
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  /** The records of the page. */
  records: readonly MediaRecord[]
  /** The page shown, from 1. */
  page: number
  /** The number of pages (at least 1). */
  lastPage: number
  /** The number of records over all pages. */
  total: number
  /** The failure of the last request, or null. */
  error: SdkError | null
}

/** A file to upload: a browser `File`, or in Node any `Blob` with a name. */
export interface MediaUploadFileSource {
  /** The file name the storage and the drive are asked for. */
  readonly name: string
  /** The size in bytes. */
  readonly size: number
  /** Reads the bytes (the "read the files" step). */
  arrayBuffer(): Promise<ArrayBuffer>
}

/** Puts one file's bytes at an upload address (`PUT`, `application/octet-stream`), reporting progress. */
export interface MediaBucketTransport {
  /** Sends `bytes` to `url`; `onProgress` gets the bytes sent so far; an aborted `signal` stops it with `ABORTED`. */
  put(url: string, bytes: ArrayBuffer, options: { signal: AbortSignal; onProgress(loaded: number): void }): Promise<Result<void>>
}

/** Options of one upload. */
export interface MediaUploadOptions {
  /** A public upload (at most 10 files) rather than an editor's (at most 20). Defaults to false. */
  public?: boolean
  /** The title of the new records; each file's name without its extension when absent. */
  title?: string
  /** The description of the new records. */
  description?: string
  /** Stops the upload like {@link MediaService.cancelUpload}. */
  signal?: AbortSignal
}

/** What an upload ended with: the machine's last snapshot and the records it made. */
export interface MediaUploadOutcome {
  /** The upload's last snapshot (`succeeded`, `partiallySucceeded`, `failed` or `cancelled`). */
  snapshot: MediaUploadSnapshot
  /** The records made, in the order of the files. */
  created: readonly MediaRecord[]
}

/** The title and description of a media record (the edit media modal). */
export interface MediaEdit {
  /** Required. */
  title: string
  /** May be empty. */
  description: string
}

/**
 * The media library of the back-office (back-office spec §2, §4, §7): the list with its search, sort, paging,
 * size and format; the upload pipeline; editing and deleting records. For back-office users: the backend answers
 * anyone else 401 or 403.
 */
export interface MediaService {
  /** The query the list shows (or is about to show). */
  readonly $query: ReadableAtom<MediaQuery>
  /** The list. */
  readonly $list: ReadableAtom<MediaListState>
  /** The upload machine's snapshot: state, files with their progress, overall progress. */
  readonly $upload: ReadableAtom<MediaUploadSnapshot>
  /** The ids of the records being deleted (the delete's pending guard). */
  readonly $deleting: ReadableAtom<readonly number[]>
  /** Loads the list for the current query at once (the library's first load, or a retry). */
  load(): Promise<Result<void>>
  /** New search words: back to page 1, requested after the 500 ms debounce. */
  search(keywords: string): void
  /** Another sort: back to page 1, requested after the debounce. */
  sortBy(sort: MediaSort): void
  /** Another page, requested after the debounce. */
  goToPage(page: number): void
  /** Another preview size (the list is requested again, after the debounce, for its paths). */
  showSize(size: MediaSize): void
  /** Another preview format. */
  showFormat(format: MediaFormatChoice): void
  /** The page numbers the pagination shows: at most five around the current page. */
  pageNumbers(): number[]
  /** The URL of a record in the chosen (or given) size and format. */
  urlOf(record: MediaRecord, size?: MediaSize, format?: MediaFormatChoice): string
  /**
   * Runs the upload pipeline (back-office spec §4) for `files`, with notices for its outcome; then the list goes to
   * page 1 when sorting newest first, else to the last page.
   */
  upload(files: readonly MediaUploadFileSource[], options?: MediaUploadOptions): Promise<MediaUploadOutcome>
  /** Stops the running upload: the requests in flight are aborted and the records it made are deleted. */
  cancelUpload(): void
  /** Saves a record's title (required) and description, with the success or error notice. */
  edit(id: number, changes: MediaEdit, options?: CallOptions): Promise<Result<MediaRecord>>
  /** Deletes a record: its drive item first and, only when that worked, the CMS record; then the list refreshes. */
  remove(record: Pick<MediaRecord, 'id' | 'driveId'>): Promise<Result<void>>
}
