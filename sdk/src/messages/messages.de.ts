import type { MessageCatalog } from './messages.keys'

/** German texts. */
export const de: MessageCatalog = {
  'core.notifications.somethingWentWrong': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'core.notifications.unknowUserOrPassword': 'Falscher Benutzername oder falsches Passwort!',
  INVALID_LOGIN: 'Anmeldung fehlgeschlagen',
  'core.notifications.userExists': 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.',
  'core.notifications.inccorectOldPassword': 'Das alte Passwort ist falsch.',
  'Coupon not found!': 'Der eingegebene Gutschein ist ungültig, bitte versuchen Sie einen anderen Gutschein.',
  'core.notifications.cartUpdateError': 'Der Warenkorb konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
  'core.notifications.logoutSuccess': 'Erfolgreich abgemeldet!',
  'core.login.success': 'Anmeldung erfolgreich!',
  'core.notifications.socialLoginDisabled': 'Die Anmeldung über soziale Netzwerke ist nicht aktiviert.',
  'core.notifications.backofficeOnly': 'Hier können sich nur Backoffice-Benutzer anmelden.',
  'validation.required': 'Dieses Feld ist ein Pflichtfeld',
  'validation.email': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'validation.minLength': 'Dieses Feld erfordert mindestens {length} Zeichen',
  'validation.maxLength': 'Dieses Feld erlaubt höchstens {length} Zeichen',
  'validation.sameAs': 'Der Wert muss lauten: {value}',
  'validation.repeatPassword': 'Die eingegebenen Passwörter stimmen nicht überein',
  'validation.newDiffersFromOld': 'Das neue und das alte Passwort dürfen nicht übereinstimmen',
  'validation.lettersOnly': 'Die Eingabe enthält Sonderzeichen! Verwenden Sie nur Buchstaben.',
  'validation.invalidQuantity': 'Die eingegebene Menge ist ungültig',
  'validation.invalid': 'Die Eingabe ist ungültig',
}
