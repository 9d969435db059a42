import type { FormsMessageCatalog } from './forms.messages.keys'

/** Slovenian texts. */
export const sl: FormsMessageCatalog = {
  'core.notifications.newsletterSubscribed': 'Vaš e-naslov je bil uspešno poslan. Hvala!',
  'core.notifications.alreadySubscribedToNewsletter': 'Ta e-poštni naslov je že prijavljen na e-novice.',
  'core.notifications.recaptchaMissing': 'Preverjanje captcha se ni naložilo. Osvežite stran in poskusite znova.',
  'core.notifications.fillAllFields': 'Prosimo, izpolnite vsa polja in sporočilo pošljite znova.',
  'validation.tooManyFiles': 'Priložite lahko največ {max} datotek.',
  'validation.fileType': 'Dovoljene vrste datotek: {types}',
}
