/**
 * Every message key of `@vitrina/sdk/back-office` (the media library, its upload pipeline and media editing; a page
 * template that cannot be deleted; a user without the admin UI language), by a short name: back-office spec §5 and §8. Keys the core SDK already has
 * (`validation.slugTooShort` ...) stay in `MESSAGE_KEYS`.
 *
 * @remarks
 * `mediaPartiallyUploaded` has the placeholder `{files}`: the names of the files that failed, joined by commas.
 */
export const BACK_OFFICE_MESSAGE_KEYS = {
  /** An upload or media action started with no file chosen. */
  noMediaSelected: 'core.notifications.noMediaSelected',
  /** More files in one upload than allowed; the text takes the `limit` parameter. */
  tooManyFilesAtOnce: 'core.notifications.tooManyFilesAtOnce',
  /** Upload step 1 failed: the signed upload URLs could not be fetched. */
  uploadUrlFetchFailed: 'error.uploadUrlFetchFailed',
  /** A chosen file could not be read in the browser (the other files go on). */
  readFile: 'error.readFile',
  /** Upload step 2 failed: storage refused the file or could not be reached. */
  uploadToBucketFailed: 'error.uploadToBucketFailed',
  /** Upload step 3 failed: the uploaded files could not be added to the media library. */
  addFromBucketFailed: 'error.addFromBucketFailed',
  /** Upload step 3 failed for a file: its media record could not be saved. */
  mediaRecordFailed: 'error.mediaRecordFailed',
  /** Some files of an upload failed; the text takes the `files` parameter (their names, comma-separated). */
  mediaPartiallyUploaded: 'core.notifications.mediaPartiallyUploaded',
  /** Notice after every file of an upload went through. */
  uploaded: 'core.notifications.uploaded',
  /** Notice after a media URL was copied to the clipboard. */
  copiedToClipboard: 'core.notifications.copiedToClipboard',
  /** Notice after a media item's details (title, alt text, description) were saved. */
  mediaDescriptionUploadSuccess: 'core.modals.mediaDescriptionUploadSuccess',
  /** Saving a media item's details failed. */
  mediaDescriptionUploadError: 'core.modals.mediaDescriptionUploadError',
  /** Notice after a media item was deleted. */
  mediaDeleted: 'core.notifications.mediaDeleted',
  /** Deleting a media item failed. */
  mediaDeleteFailed: 'error.mediaDeleteFailed',
  /** Deleting a page template that still has pages. */
  postTypeHasPosts: 'error.postTypeHasPosts',
  /** The back-office user's settings have no admin UI language. */
  adminLanguageMissing: 'error.adminLanguageMissing',
} as const

/** A message key of `@vitrina/sdk/back-office`. */
export type BackOfficeMessageKey = (typeof BACK_OFFICE_MESSAGE_KEYS)[keyof typeof BACK_OFFICE_MESSAGE_KEYS]

/** The texts of every back-office message key in one language, as plain ICU message strings. */
export type BackOfficeMessageCatalog = Readonly<Record<BackOfficeMessageKey, string>>
