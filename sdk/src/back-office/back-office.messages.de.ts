import type { BackOfficeMessageCatalog } from './back-office.messages.keys'

/** German texts. */
export const de: BackOfficeMessageCatalog = {
  'core.notifications.noMediaSelected': 'Es wurde keine Datei ausgewählt.',
  'core.notifications.tooManyFilesAtOnce': 'Zu viele Dateien auf einmal: höchstens {limit} pro Upload.',
  'error.uploadUrlFetchFailed': 'Die Upload-Adressen konnten nicht abgerufen werden. Bitte erneut versuchen.',
  'error.readFile': 'Die Datei konnte nicht gelesen werden.',
  'error.uploadToBucketFailed': 'Das Hochladen der Dateien in den Speicher ist fehlgeschlagen.',
  'error.addFromBucketFailed': 'Die Dateien konnten nicht in die Mediathek aufgenommen werden.',
  'error.mediaRecordFailed': 'Das Medium konnte nicht gespeichert werden.',
  'core.notifications.mediaPartiallyUploaded': 'Einige Dateien wurden nicht hochgeladen: {files}',
  'core.notifications.uploaded': 'Die Dateien wurden hochgeladen!',
  'core.notifications.copiedToClipboard': 'In die Zwischenablage kopiert!',
  'core.modals.mediaDescriptionUploadSuccess': 'Die Mediendaten wurden gespeichert!',
  'core.modals.mediaDescriptionUploadError': 'Die Mediendaten wurden nicht gespeichert. Bitte erneut versuchen.',
  'core.notifications.mediaDeleted': 'Das Medium wurde gelöscht.',
  'error.mediaDeleteFailed': 'Das Medium wurde nicht gelöscht. Bitte erneut versuchen.',
  'error.postTypeHasPosts': 'Die Vorlage hat noch Seiten.',
  'error.adminLanguageMissing': 'Die Sprache der Verwaltung ist in Ihren Einstellungen nicht festgelegt.',
}
