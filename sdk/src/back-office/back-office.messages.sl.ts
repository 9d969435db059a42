import type { BackOfficeMessageCatalog } from './back-office.messages.keys'

/** Slovenian texts. */
export const sl: BackOfficeMessageCatalog = {
  'core.notifications.noMediaSelected': 'Niste izbrali nobene datoteke.',
  'core.notifications.tooManyFilesAtOnce': 'Preveč datotek hkrati: največ {limit} na prenos.',
  'error.uploadUrlFetchFailed': 'Naslovov za prenos ni bilo mogoče pridobiti. Poskusite znova.',
  'error.readFile': 'Datoteke ni mogoče prebrati.',
  'error.uploadToBucketFailed': 'Prenos datotek v shrambo ni uspel.',
  'error.addFromBucketFailed': 'Datoteke niso vpisane v medijsko knjižnico.',
  'error.mediaRecordFailed': 'Medija ni mogoče shraniti.',
  'core.notifications.mediaPartiallyUploaded': 'Nekatere datoteke niso prenesene: {files}',
  'core.notifications.uploaded': 'Datoteke so uspešno prenesene!',
  'core.notifications.copiedToClipboard': 'Kopirano v odložišče!',
  'core.modals.mediaDescriptionUploadSuccess': 'Podatki o mediju so shranjeni!',
  'core.modals.mediaDescriptionUploadError': 'Podatki o mediju niso shranjeni. Poskusite znova.',
  'core.notifications.mediaDeleted': 'Medij je izbrisan.',
  'error.mediaDeleteFailed': 'Medij ni izbrisan. Poskusite znova.',
  'error.postTypeHasPosts': 'Predloga ima še strani.',
  'error.adminLanguageMissing': 'Jezik administracije ni nastavljen v vaših nastavitvah.',
}
