/**
 * The states of the media upload machine (back-office spec §4, "Media upload flow"): before a start, the six steps
 * in their order, then how it ended.
 */
export type MediaUploadState =
  | 'idle'
  | 'checking'
  | 'requestingUrls'
  | 'reading'
  | 'uploading'
  | 'registering'
  | 'creatingRecords'
  | 'succeeded'
  | 'partiallySucceeded'
  | 'failed'
  | 'cancelled'

/** Where one file of an upload is: each step it passed, or where it failed. */
export type MediaUploadFileStatus = 'pending' | 'read' | 'uploading' | 'uploaded' | 'registered' | 'created' | 'failed'

/** A file chosen for an upload, as the machine needs it (the bytes stay with the service). */
export interface MediaUploadFileInput {
  /** The file's name (what the upload addresses and the drive are asked for). */
  name: string
  /** The file's size in bytes: the whole of its progress. */
  size: number
}

/** One file of an upload and how far it got. */
export interface MediaUploadFile extends MediaUploadFileInput {
  /** The step it reached, or `failed`. */
  status: MediaUploadFileStatus
  /** The bytes storage has received. */
  loaded: number
  /** The message key of its failure (`error.readFile`, `error.uploadToBucketFailed`, ...), or null. */
  errorKey: string | null
}

/** The machine's snapshot: the state, the files, and what the upload modal shows. */
export interface MediaUploadSnapshot {
  /** The current state. */
  state: MediaUploadState
  /** The most files one upload takes: 20 for an editor, 10 for a public upload (back-office spec §9). */
  limit: number
  /** The files, in the order chosen. */
  files: readonly MediaUploadFile[]
  /** All files' bytes received by storage against their total: the overall progress bar. */
  progress: { loaded: number; total: number }
  /** The message key of the failure that ended the upload, or of the partial success; null otherwise. */
  messageKey: string | null
}

/** The events of the media upload machine, in the order the service sends them. */
export type MediaUploadEvent =
  | { type: 'UPLOAD.START'; files: readonly MediaUploadFileInput[]; limit: number }
  | { type: 'FILES.CHECK' }
  | { type: 'URLS.RECEIVED' }
  | { type: 'URLS.FAILED' }
  | { type: 'FILE.READ'; index: number }
  | { type: 'FILE.UNREADABLE'; index: number }
  | { type: 'FILE.PROGRESS'; index: number; loaded: number }
  | { type: 'FILE.UPLOADED'; index: number }
  | { type: 'FILE.UPLOAD_FAILED'; index: number }
  | { type: 'DRIVE.REGISTERED' }
  | { type: 'DRIVE.FAILED' }
  | { type: 'RECORD.CREATED'; index: number }
  | { type: 'RECORD.FAILED'; index: number }
  | { type: 'UPLOAD.CANCEL' }
  | { type: 'UPLOAD.RESET' }

/** The `type` of a {@link MediaUploadEvent}. */
export type MediaUploadEventType = MediaUploadEvent['type']
