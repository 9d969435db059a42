import type { MessageCatalog } from './messages.keys'

/** Slovenian texts. */
export const sl: MessageCatalog = {
  'core.notifications.somethingWentWrong': 'Nekaj je šlo narobe. Prosimo, poskusite znova.',
  'core.notifications.unknowUserOrPassword': 'Napačno uporabniško ime ali geslo!',
  INVALID_LOGIN: 'Prijava ni uspela',
  'core.notifications.userExists': 'Uporabnik s tem e-poštnim naslovom že obstaja.',
  'core.notifications.inccorectOldPassword': 'Staro geslo ni pravilno.',
  'Coupon not found!': 'Vneseni kupon ni veljaven, poskusite z drugim kuponom.',
  'core.notifications.cartUpdateError': 'Košarice ni bilo mogoče posodobiti. Prosimo, poskusite znova.',
  'core.notifications.logoutSuccess': 'Uspešna odjava!',
  'core.login.success': 'Uspešna prijava!',
  'core.notifications.socialLoginDisabled': 'Prijava prek družbenih omrežij ni omogočena.',
  'core.notifications.backofficeOnly': 'Prijava je dovoljena samo uporabnikom administracije.',
  'validation.required': 'Vnos tega polja je obvezen',
  'validation.email': 'Vnesite veljaven e-poštni naslov',
  'validation.minLength': 'Najmanjše število znakov za to polje je {length}',
  'validation.maxLength': 'Največje število znakov za to polje je {length}',
  'validation.sameAs': 'Vrednost mora biti: {value}',
  'validation.repeatPassword': 'Vneseni gesli se ne ujemata',
  'validation.newDiffersFromOld': 'Novo in staro geslo se ne smeta ujemati',
  'validation.lettersOnly': 'Vnos vsebuje posebne znake! Uporabite samo črke.',
  'validation.invalidQuantity': 'Vnesena količina ni veljavna',
  'validation.invalid': 'Vnos ni veljaven',
}
