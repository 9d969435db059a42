import type { FormsMessageCatalog } from './forms.messages.keys'

/** Croatian texts; the spec's wording where it gives one (storefront.md §8). */
export const hr: FormsMessageCatalog = {
  'core.notifications.newsletterSubscribed': 'Vaš e-mail je uspješno poslan. Hvala vam!',
  'core.notifications.alreadySubscribedToNewsletter': 'Ova adresa e-pošte već je prijavljena na newsletter.',
  'core.notifications.recaptchaMissing': 'Provjera captcha nije se učitala. Osvježite stranicu i pokušajte ponovno.',
  'core.notifications.fillAllFields': 'Molimo popunite sva polja i ponovno pošaljite poruku.',
  'validation.tooManyFiles': 'Možete priložiti najviše {max} datoteka.',
  'validation.fileType': 'Dopuštene vrste datoteka: {types}',
}
