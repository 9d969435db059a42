import type { AdminMessageCatalog } from './admin.messages.keys'

/** Croatian texts of the admin message keys. */
export const hr: AdminMessageCatalog = {
  'admin.missingRight': 'Za ovo vam nedostaje ovlast {right}.',
  'admin.consents.unknownFormType': 'Nepoznata vrsta obrasca.',
  'admin.consents.unknownConsent': 'Odabrana privola ne postoji. Osvježite stranicu.',
  'admin.consents.requiredNotChosen': 'Obavezna privola mora biti i odabrana.',
  'admin.consents.noChange': 'Nema promjena za spremanje.',
  'admin.consents.notLoaded': 'Privole nisu učitane. Osvježite stranicu.',
  'admin.consents.saved': 'Privole su spremljene.',
  'admin.templates.created': 'Predložak je izrađen.',
  'admin.templates.deleted': 'Predložak je obrisan.',
}
