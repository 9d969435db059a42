import type { FormsMessageCatalog } from './forms.messages.keys'

/** German texts. */
export const de: FormsMessageCatalog = {
  'core.notifications.newsletterSubscribed': 'Ihre E-Mail wurde erfolgreich gesendet. Vielen Dank!',
  'core.notifications.alreadySubscribedToNewsletter': 'Diese E-Mail-Adresse ist bereits für den Newsletter angemeldet.',
}
