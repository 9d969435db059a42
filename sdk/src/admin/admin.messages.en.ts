import type { AdminMessageCatalog } from './admin.messages.keys'

/** English texts of the admin message keys. */
export const en: AdminMessageCatalog = {
  'admin.missingRight': 'You lack the right {right} for this.',
  'admin.consents.unknownFormType': 'Unknown form type.',
  'admin.consents.unknownConsent': 'A chosen consent does not exist. Reload the page.',
  'admin.consents.requiredNotChosen': 'A required consent must also be chosen.',
  'admin.consents.noChange': 'There are no changes to save.',
  'admin.consents.notLoaded': 'The consents are not loaded. Reload the page.',
  'admin.consents.saved': 'The consents are saved.',
  'admin.templates.created': 'The template is created.',
  'admin.templates.deleted': 'The template is deleted.',
}
