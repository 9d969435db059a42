import type { MessageCatalog } from './messages.keys'

/** Croatian texts; the spec's wording where it gives one (storefront.md §5 and §8). */
export const hr: MessageCatalog = {
  'core.notifications.somethingWentWrong': 'Nešto je pošlo po zlu. Molimo pokušajte ponovno.',
  'core.notifications.unknowUserOrPassword': 'Netočno korisničko ime ili lozinka!',
  INVALID_LOGIN: 'Prijava nije uspjela',
  'core.notifications.userExists': 'Korisnik s ovom adresom e-pošte već postoji.',
  'core.notifications.inccorectOldPassword': 'Stara lozinka nije ispravna.',
  'Coupon not found!': 'Unešeni kupon nije valjan, probajte sa drugim kuponom.',
  'core.notifications.cartUpdateError': 'Košarica se nije mogla ažurirati. Molimo pokušajte ponovno.',
  'core.notifications.logoutSuccess': 'Uspješna odjava!',
  'core.login.success': 'Uspješna prijava!',
  'core.notifications.socialLoginDisabled': 'Prijava putem društvenih mreža nije omogućena.',
  'core.notifications.backofficeOnly': 'Prijava je dopuštena samo korisnicima administracije.',
  'validation.required': 'Unos ovog polja je obavezan',
  'validation.email': 'Unesite uzorak adrese elektroničke pošte',
  'validation.minLength': 'Minimalan broj znakova potrebnih za ovo polje je {length}',
  'validation.maxLength': 'Maksimalan broj znakova za ovo polje je {length}',
  'validation.sameAs': 'Vrijednost mora iznositi: {value}',
  'validation.repeatPassword': 'Unesene lozinke se ne podudaraju',
  'validation.newDiffersFromOld': 'Nova i stara lozinka se ne smiju podudarati',
  'validation.lettersOnly': 'Unos sadrži posebne znakove! Koristite samo slova.',
  'validation.invalidQuantity': 'Unesena količina nije valjana',
  'validation.invalid': 'Unos nije valjan',
}
