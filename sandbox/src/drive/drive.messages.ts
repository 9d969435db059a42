/** The server texts of the upload and drive calls (docs/contract.md, Media back-office). */
export const DRIVE_MESSAGES = {
  noFiles: 'No files.',
  tooManyFiles: 'Too many files at once.',
  uploadUrlNotFound: 'Upload URL not found.',
  uploadUrlExpired: 'Upload URL expired.',
  uploadUrlUsed: 'Upload URL already used.',
  fileTooLarge: 'File too large.',
  expectedOctetStream: 'Expected application/octet-stream.',
  expectedMultipart: 'Expected multipart/form-data.',
} as const

/** The 400 of a registration whose path has no uploaded, unregistered bytes in the bucket. */
export function fileNotInBucket(filename: string): string {
  return `File not in bucket: ${filename}.`
}

/** The 404 of a drive delete naming an unknown drive item. */
export function driveItemNotFound(id: number): string {
  return `Drive item not found: ${id}.`
}

/** Limits of the upload calls: back-office spec §9 "Max files per upload 20 (admin)". */
export const UPLOAD_LIMITS = {
  maxFiles: 20,
  /** 10 MiB per file. */
  maxBytes: 10 * 1024 * 1024,
  /** How long a signed upload URL takes its PUT. */
  urlLifetimeMs: 15 * 60 * 1000,
  /** Drive items one delete call may name. */
  maxDeleteIds: 100,
} as const
