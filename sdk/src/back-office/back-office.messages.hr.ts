import type { BackOfficeMessageCatalog } from './back-office.messages.keys'

/** Croatian texts. */
export const hr: BackOfficeMessageCatalog = {
  'core.notifications.noMediaSelected': 'Niste odabrali nijednu datoteku.',
  'core.notifications.tooManyFilesAtOnce': 'Previše datoteka odjednom: najviše {limit} po prijenosu.',
  'error.uploadUrlFetchFailed': 'Adrese za prijenos nisu dohvaćene. Pokušajte ponovno.',
  'error.readFile': 'Datoteku nije moguće pročitati.',
  'error.uploadToBucketFailed': 'Prijenos datoteka u spremište nije uspio.',
  'error.addFromBucketFailed': 'Datoteke nisu upisane u medijsku biblioteku.',
  'error.mediaRecordFailed': 'Medij nije moguće spremiti.',
  'core.notifications.mediaPartiallyUploaded': 'Neke datoteke nisu prenesene: {files}',
  'core.notifications.uploaded': 'Datoteke su uspješno prenesene!',
  'core.notifications.copiedToClipboard': 'Kopirano u međuspremnik!',
  'core.modals.mediaDescriptionUploadSuccess': 'Podaci o mediju su spremljeni!',
  'core.modals.mediaDescriptionUploadError': 'Podaci o mediju nisu spremljeni. Pokušajte ponovno.',
  'core.notifications.mediaDeleted': 'Medij je obrisan.',
  'error.mediaDeleteFailed': 'Medij nije obrisan. Pokušajte ponovno.',
  'error.postTypeHasPosts': 'Predložak još ima stranica.',
  'error.adminLanguageMissing': 'Jezik administracije nije postavljen u vašim postavkama.',
}
