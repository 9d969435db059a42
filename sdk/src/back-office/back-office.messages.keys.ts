/**
 * Every message key of `@vitrina/sdk/back-office` (the media library, its upload pipeline and media editing; a page
 * template that cannot be deleted; a user without the admin UI language), by a short name: back-office spec §5 and §8. Keys the core SDK already has
 * (`validation.slugTooShort` ...) stay in `MESSAGE_KEYS`.
 *
 * @remarks
 * `mediaPartiallyUploaded` has the placeholder `{files}`: the names of the files that failed, joined by commas.
 */
export const BACK_OFFICE_MESSAGE_KEYS = {
  noMediaSelected: 'core.notifications.noMediaSelected',
  tooManyFilesAtOnce: 'core.notifications.tooManyFilesAtOnce',
  uploadUrlFetchFailed: 'error.uploadUrlFetchFailed',
  readFile: 'error.readFile',
  uploadToBucketFailed: 'error.uploadToBucketFailed',
  addFromBucketFailed: 'error.addFromBucketFailed',
  mediaRecordFailed: 'error.mediaRecordFailed',
  mediaPartiallyUploaded: 'core.notifications.mediaPartiallyUploaded',
  uploaded: 'core.notifications.uploaded',
  copiedToClipboard: 'core.notifications.copiedToClipboard',
  mediaDescriptionUploadSuccess: 'core.modals.mediaDescriptionUploadSuccess',
  mediaDescriptionUploadError: 'core.modals.mediaDescriptionUploadError',
  mediaDeleted: 'core.notifications.mediaDeleted',
  mediaDeleteFailed: 'error.mediaDeleteFailed',
  postTypeHasPosts: 'error.postTypeHasPosts',
  adminLanguageMissing: 'error.adminLanguageMissing',
} as const

/** A message key of `@vitrina/sdk/back-office`. */
export type BackOfficeMessageKey = (typeof BACK_OFFICE_MESSAGE_KEYS)[keyof typeof BACK_OFFICE_MESSAGE_KEYS]

/** The texts of every back-office message key in one language, as plain ICU message strings. */
export type BackOfficeMessageCatalog = Readonly<Record<BackOfficeMessageKey, string>>
