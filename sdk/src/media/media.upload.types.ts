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
  progress: {
    /** The bytes storage has received so far, over all files. */
    loaded: number
    /** The bytes of all files together. */
    total: number
  }
  /** The message key of the failure that ended the upload, or of the partial success; null otherwise. */
  messageKey: string | null
}

/** The events of the media upload machine, in the order the service sends them. */
export type MediaUploadEvent =
  | {
      /** An upload of the chosen files begins (accepted when idle or ended). */
      type: 'UPLOAD.START'
      /** The chosen files, in order. */
      files: readonly MediaUploadFileInput[]
      /** The most files the upload takes (`MEDIA_UPLOAD_LIMITS`). */
      limit: number
    }
  | {
      /** The file count is checked: none chosen or over the limit ends the upload. */
      type: 'FILES.CHECK'
    }
  | {
      /** The signed upload URLs arrived: the files are read next. */
      type: 'URLS.RECEIVED'
    }
  | {
      /** The signed upload URLs could not be fetched: the upload fails. */
      type: 'URLS.FAILED'
    }
  | {
      /** A file was read in the browser. */
      type: 'FILE.READ'
      /** The file's position in the upload's `files`. */
      index: number
    }
  | {
      /** A file could not be read: it fails, the others go on. */
      type: 'FILE.UNREADABLE'
      /** The file's position in the upload's `files`. */
      index: number
    }
  | {
      /** Storage received more of a file. */
      type: 'FILE.PROGRESS'
      /** The file's position in the upload's `files`. */
      index: number
      /** The bytes of this file received so far (never decreases, never past its size). */
      loaded: number
    }
  | {
      /** Storage received the whole file. */
      type: 'FILE.UPLOADED'
      /** The file's position in the upload's `files`. */
      index: number
    }
  | {
      /** Storage refused the file or could not be reached: it fails, the others go on. */
      type: 'FILE.UPLOAD_FAILED'
      /** The file's position in the upload's `files`. */
      index: number
    }
  | {
      /** The drive call registered every file that reached storage. */
      type: 'DRIVE.REGISTERED'
    }
  | {
      /** The drive call failed: every uploaded file fails. */
      type: 'DRIVE.FAILED'
    }
  | {
      /** A file's media record was created. */
      type: 'RECORD.CREATED'
      /** The file's position in the upload's `files`. */
      index: number
    }
  | {
      /** A file's media record could not be created. */
      type: 'RECORD.FAILED'
      /** The file's position in the upload's `files`. */
      index: number
    }
  | {
      /** The editor cancelled the upload (accepted until it ends). */
      type: 'UPLOAD.CANCEL'
    }
  | {
      /** Back to idle; accepted in every state. */
      type: 'UPLOAD.RESET'
    }

/** The `type` of a {@link MediaUploadEvent}. */
export type MediaUploadEventType = MediaUploadEvent['type']
