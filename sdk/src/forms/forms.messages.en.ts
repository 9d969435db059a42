import type { FormsMessageCatalog } from './forms.messages.keys'

/** English texts. */
export const en: FormsMessageCatalog = {
  'core.notifications.newsletterSubscribed': 'Your e-mail has been sent successfully. Thank you!',
  'core.notifications.alreadySubscribedToNewsletter': 'This e-mail address is already subscribed to the newsletter.',
  'core.notifications.recaptchaMissing': 'The captcha check did not load. Reload the page and try again.',
  'core.notifications.fillAllFields': 'Please fill in all fields and send the message again.',
  'validation.tooManyFiles': 'You can attach at most {max} files.',
  'validation.fileType': 'Allowed file types: {types}',
}
