import type { AdminMessageCatalog } from './admin.messages.keys'

/** German texts of the admin message keys. */
export const de: AdminMessageCatalog = {
  'admin.missingRight': 'Ihnen fehlt dafür das Recht {right}.',
  'admin.consents.unknownFormType': 'Unbekannte Formularart.',
  'admin.consents.unknownConsent': 'Eine gewählte Einwilligung gibt es nicht. Laden Sie die Seite neu.',
  'admin.consents.requiredNotChosen': 'Eine Pflicht-Einwilligung muss auch gewählt sein.',
  'admin.consents.noChange': 'Es gibt keine Änderungen zu speichern.',
  'admin.consents.notLoaded': 'Die Einwilligungen sind nicht geladen. Laden Sie die Seite neu.',
  'admin.consents.saved': 'Die Einwilligungen sind gespeichert.',
  'admin.templates.created': 'Die Vorlage ist angelegt.',
  'admin.templates.deleted': 'Die Vorlage ist gelöscht.',
}
