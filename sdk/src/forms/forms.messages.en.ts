import type { FormsMessageCatalog } from './forms.messages.keys'

/** English texts. */
export const en: FormsMessageCatalog = {
  'core.notifications.newsletterSubscribed': 'Your e-mail has been sent successfully. Thank you!',
  'core.notifications.alreadySubscribedToNewsletter': 'This e-mail address is already subscribed to the newsletter.',
}
