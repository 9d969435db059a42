import type { AdminMessageCatalog } from './admin.messages.keys'

/** Slovenian texts of the admin message keys. */
export const sl: AdminMessageCatalog = {
  'admin.missingRight': 'Za to vam manjka pravica {right}.',
  'admin.consents.unknownFormType': 'Neznana vrsta obrazca.',
  'admin.consents.unknownConsent': 'Izbrana privolitev ne obstaja. Osvežite stran.',
  'admin.consents.requiredNotChosen': 'Obvezna privolitev mora biti tudi izbrana.',
  'admin.consents.noChange': 'Ni sprememb za shranjevanje.',
  'admin.consents.notLoaded': 'Privolitve niso naložene. Osvežite stran.',
  'admin.consents.saved': 'Privolitve so shranjene.',
  'admin.templates.created': 'Predloga je ustvarjena.',
  'admin.templates.deleted': 'Predloga je izbrisana.',
}
