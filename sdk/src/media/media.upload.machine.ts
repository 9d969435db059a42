import { BACK_OFFICE_MESSAGE_KEYS } from '../back-office/back-office.messages.keys'
import type {
  MediaUploadEvent,
  MediaUploadEventType,
  MediaUploadFile,
  MediaUploadFileStatus,
  MediaUploadSnapshot,
  MediaUploadState,
} from './media.upload.types'

/** Back-office spec §9: the most files one upload takes, for an editor and for a public upload. */
export const MEDIA_UPLOAD_LIMITS = /* @__PURE__ */ Object.freeze({
  /** The most files an editor's upload takes (the media library). */
  admin: 20,
  /** The most files a public upload (a storefront form's attachments) takes. */
  public: 10,
})

/** The message keys of the upload (back-office spec §5 and §8), from the back-office catalog. */
export const MEDIA_UPLOAD_KEYS = BACK_OFFICE_MESSAGE_KEYS

/** The snapshot before an upload: no files, the editor's limit. */
export const INITIAL_MEDIA_UPLOAD: MediaUploadSnapshot = /* @__PURE__ */ Object.freeze({
  state: 'idle',
  limit: MEDIA_UPLOAD_LIMITS.admin,
  files: [],
  progress: { loaded: 0, total: 0 },
  messageKey: null,
})

/** The six steps: an upload under way, which a cancel stops. */
const UNDER_WAY: readonly MediaUploadState[] = ['checking', 'requestingUrls', 'reading', 'uploading', 'registering', 'creatingRecords']

/** A handler of the machine: the next snapshot for an event, or null when the event does not apply. */
export type MediaUploadHandler<E extends MediaUploadEventType> = (
  snapshot: MediaUploadSnapshot,
  event: Extract<MediaUploadEvent, { type: E }>,
) => MediaUploadSnapshot | null

/** The media upload machine as data: for each state, the events it accepts and their handlers. */
export type MediaUploadMachine = { readonly [S in MediaUploadState]: { readonly [E in MediaUploadEventType]?: MediaUploadHandler<E> } }

const to = (snapshot: MediaUploadSnapshot, state: MediaUploadState, changes: Partial<MediaUploadSnapshot> = {}): MediaUploadSnapshot => ({
  ...snapshot,
  ...changes,
  state,
})

const failed = (snapshot: MediaUploadSnapshot, messageKey: string, files = snapshot.files): MediaUploadSnapshot => to(snapshot, 'failed', { files, messageKey })

const has = (files: readonly MediaUploadFile[], ...statuses: MediaUploadFileStatus[]) => files.some((file) => statuses.includes(file.status))

/**
 * The files with the one at `index` changed, or null when there is no such file or it is not at the step `from`
 * (a late or repeated event changes nothing).
 */
function changeFile(
  files: readonly MediaUploadFile[],
  index: number,
  from: readonly MediaUploadFileStatus[],
  change: Partial<MediaUploadFile>,
): MediaUploadFile[] | null {
  const file = files[index]
  if (!file || !from.includes(file.status)) return null
  return files.map((each, at) => (at === index ? { ...each, ...change } : each))
}

/**
 * The handler of an event about one file: the file must be at one of the steps `from` (a late or repeated event, or
 * an index out of range, changes nothing); `after` then decides whether the step is over.
 */
const fileEvent =
  <E extends object = object>(
    from: readonly MediaUploadFileStatus[],
    change: (file: MediaUploadFile, event: E) => Partial<MediaUploadFile>,
    after: (snapshot: MediaUploadSnapshot, files: MediaUploadFile[]) => MediaUploadSnapshot,
  ) =>
  (snapshot: MediaUploadSnapshot, event: E & { index: number }): MediaUploadSnapshot | null => {
    const file = snapshot.files[event.index]
    const files = file ? changeFile(snapshot.files, event.index, from, change(file, event)) : null
    return files && after(snapshot, files)
  }

const withProgress = (snapshot: MediaUploadSnapshot, files: readonly MediaUploadFile[]): MediaUploadSnapshot => ({
  ...snapshot,
  files,
  progress: { loaded: files.reduce((sum, file) => sum + file.loaded, 0), total: snapshot.progress.total },
})

/** Reading ends when no file waits to be read: on to storage with what could be read, else the upload failed. */
function afterRead(snapshot: MediaUploadSnapshot, files: MediaUploadFile[]): MediaUploadSnapshot {
  if (has(files, 'pending')) return { ...snapshot, files }
  return has(files, 'read') ? to(snapshot, 'uploading', { files }) : failed(snapshot, MEDIA_UPLOAD_KEYS.readFile, files)
}

/** Storage ends when no file is on its way: on to the drive with what arrived, else the upload failed. */
function afterUpload(snapshot: MediaUploadSnapshot, files: MediaUploadFile[]): MediaUploadSnapshot {
  const next = withProgress(snapshot, files)
  if (has(files, 'read', 'uploading')) return next
  return has(files, 'uploaded') ? to(next, 'registering') : failed(next, MEDIA_UPLOAD_KEYS.uploadToBucketFailed)
}

/**
 * The records end when none is awaited: every file made is a success; some made, some failed (at any step) is the
 * partial success that names the failed ones; none made is a failure.
 */
function afterRecords(snapshot: MediaUploadSnapshot, files: MediaUploadFile[]): MediaUploadSnapshot {
  if (has(files, 'registered')) return { ...snapshot, files }
  if (!has(files, 'created')) return failed(snapshot, MEDIA_UPLOAD_KEYS.mediaRecordFailed, files)
  if (has(files, 'failed')) return to(snapshot, 'partiallySucceeded', { files, messageKey: MEDIA_UPLOAD_KEYS.mediaPartiallyUploaded })
  return to(snapshot, 'succeeded', { files, messageKey: MEDIA_UPLOAD_KEYS.uploaded })
}

const start: MediaUploadHandler<'UPLOAD.START'> = (_snapshot, event) =>
  to(INITIAL_MEDIA_UPLOAD, 'checking', {
    limit: event.limit,
    files: event.files.map((file) => ({ name: file.name, size: Math.max(0, file.size), status: 'pending', loaded: 0, errorKey: null })),
    progress: { loaded: 0, total: event.files.reduce((sum, file) => sum + Math.max(0, file.size), 0) },
  })

const cancel: MediaUploadHandler<'UPLOAD.CANCEL'> = (snapshot) => to(snapshot, 'cancelled', { messageKey: null })

/** What an ended upload accepts: another start. */
const ended = { 'UPLOAD.START': start }

/** The media upload machine: state → event → next snapshot (back-office spec §4 "Media upload flow"). */
export const mediaUploadMachine: MediaUploadMachine = {
  idle: ended,
  checking: {
    // Spec §5: "no file chosen gives the notice noMediaSelected; more than 20 files at once gives tooManyFilesAtOnce".
    'FILES.CHECK': (s) => {
      if (s.files.length === 0) return failed(s, MEDIA_UPLOAD_KEYS.noMediaSelected)
      if (s.files.length > s.limit) return failed(s, MEDIA_UPLOAD_KEYS.tooManyFilesAtOnce)
      return to(s, 'requestingUrls')
    },
    'UPLOAD.CANCEL': cancel,
  },
  requestingUrls: {
    'URLS.RECEIVED': (s) => to(s, 'reading'),
    'URLS.FAILED': (s) => failed(s, MEDIA_UPLOAD_KEYS.uploadUrlFetchFailed),
    'UPLOAD.CANCEL': cancel,
  },
  reading: {
    'FILE.READ': fileEvent(['pending'], () => ({ status: 'read' }), afterRead),
    // Spec §5: "a file that cannot be read gives error readFile"; the others go on.
    'FILE.UNREADABLE': fileEvent(['pending'], () => ({ status: 'failed', errorKey: MEDIA_UPLOAD_KEYS.readFile }), afterRead),
    'UPLOAD.CANCEL': cancel,
  },
  uploading: {
    // Progress only grows, and never past the file's size.
    'FILE.PROGRESS': fileEvent<{ loaded: number }>(
      ['read', 'uploading'],
      (file, e) => ({ status: 'uploading', loaded: Math.min(file.size, Math.max(file.loaded, e.loaded)) }),
      withProgress,
    ),
    'FILE.UPLOADED': fileEvent(['read', 'uploading'], (file) => ({ status: 'uploaded', loaded: file.size }), afterUpload),
    'FILE.UPLOAD_FAILED': fileEvent(
      ['read', 'uploading'],
      () => ({ status: 'failed', loaded: 0, errorKey: MEDIA_UPLOAD_KEYS.uploadToBucketFailed }),
      afterUpload,
    ),
    'UPLOAD.CANCEL': cancel,
  },
  // One drive call registers every file that reached storage.
  registering: {
    'DRIVE.REGISTERED': (s) =>
      to(s, 'creatingRecords', { files: s.files.map((file) => (file.status === 'uploaded' ? { ...file, status: 'registered' } : file)) }),
    'DRIVE.FAILED': (s) =>
      failed(
        s,
        MEDIA_UPLOAD_KEYS.addFromBucketFailed,
        s.files.map((file) => (file.status === 'uploaded' ? { ...file, status: 'failed', errorKey: MEDIA_UPLOAD_KEYS.addFromBucketFailed } : file)),
      ),
    'UPLOAD.CANCEL': cancel,
  },
  creatingRecords: {
    'RECORD.CREATED': fileEvent(['registered'], () => ({ status: 'created' }), afterRecords),
    'RECORD.FAILED': fileEvent(['registered'], () => ({ status: 'failed', errorKey: MEDIA_UPLOAD_KEYS.mediaRecordFailed }), afterRecords),
    'UPLOAD.CANCEL': cancel,
  },
  succeeded: ended,
  partiallySucceeded: ended,
  failed: ended,
  cancelled: ended,
}

/**
 * The media upload's pure transition: the next snapshot for `event`, or the same snapshot (by identity) when the
 * state does not accept the event or it does not apply (a file at another step, an index out of range).
 * `UPLOAD.RESET` is accepted everywhere.
 */
export function transitionMediaUpload(snapshot: MediaUploadSnapshot, event: MediaUploadEvent): MediaUploadSnapshot {
  if (event.type === 'UPLOAD.RESET') return INITIAL_MEDIA_UPLOAD
  const handler = mediaUploadMachine[snapshot.state][event.type] as MediaUploadHandler<typeof event.type> | undefined
  return handler?.(snapshot, event as never) ?? snapshot
}

/** True while an upload is under way: what the upload modal's spinner and its Cancel button read. */
export function isUploading(snapshot: MediaUploadSnapshot): boolean {
  return UNDER_WAY.includes(snapshot.state)
}

/** The files that failed, with the key of why: what a partial success names. */
export function failedUploads(snapshot: MediaUploadSnapshot): readonly MediaUploadFile[] {
  return snapshot.files.filter((file) => file.status === 'failed')
}
