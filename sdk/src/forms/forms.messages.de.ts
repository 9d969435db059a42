import type { FormsMessageCatalog } from './forms.messages.keys'

/** German texts. */
export const de: FormsMessageCatalog = {
  'core.notifications.newsletterSubscribed': 'Ihre E-Mail wurde erfolgreich gesendet. Vielen Dank!',
  'core.notifications.alreadySubscribedToNewsletter': 'Diese E-Mail-Adresse ist bereits für den Newsletter angemeldet.',
  'core.notifications.recaptchaMissing': 'Die Captcha-Prüfung wurde nicht geladen. Laden Sie die Seite neu und versuchen Sie es erneut.',
  'core.notifications.fillAllFields': 'Bitte füllen Sie alle Felder aus und senden Sie die Nachricht erneut.',
  'validation.tooManyFiles': 'Sie können höchstens {max} Dateien anhängen.',
  'validation.fileType': 'Erlaubte Dateitypen: {types}',
}
