import type { FormsMessageCatalog } from './forms.messages.keys'

/** Slovenian texts. */
export const sl: FormsMessageCatalog = {
  'core.notifications.newsletterSubscribed': 'Vaš e-naslov je bil uspešno poslan. Hvala!',
  'core.notifications.alreadySubscribedToNewsletter': 'Ta e-poštni naslov je že prijavljen na e-novice.',
}
