import type { BackOfficeMessageCatalog } from './back-office.messages.keys'

/** English texts. */
export const en: BackOfficeMessageCatalog = {
  'core.notifications.noMediaSelected': 'No file was chosen.',
  'core.notifications.tooManyFilesAtOnce': 'Too many files at once: at most {limit} per upload.',
  'error.uploadUrlFetchFailed': 'The upload addresses could not be fetched. Please try again.',
  'error.readFile': 'The file could not be read.',
  'error.uploadToBucketFailed': 'Uploading the files to storage failed.',
  'error.addFromBucketFailed': 'The files could not be added to the media library.',
  'error.mediaRecordFailed': 'The media could not be saved.',
  'core.notifications.mediaPartiallyUploaded': 'Some files were not uploaded: {files}',
  'core.notifications.uploaded': 'The files were uploaded!',
  'core.notifications.copiedToClipboard': 'Copied to the clipboard!',
  'core.modals.mediaDescriptionUploadSuccess': 'The media details were saved!',
  'core.modals.mediaDescriptionUploadError': 'The media details were not saved. Please try again.',
  'core.notifications.mediaDeleted': 'The media was deleted.',
  'error.mediaDeleteFailed': 'The media was not deleted. Please try again.',
  'error.postTypeHasPosts': 'The template still has pages.',
  'error.adminLanguageMissing': 'The admin language is not set in your settings.',
}
