import { catalogOf } from './messages.keys'

/** German texts. */
export const de = /* @__PURE__ */ catalogOf([
  'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.', // somethingWentWrong
  'Falscher Benutzername oder falsches Passwort!', // unknowUserOrPassword
  'Anmeldung fehlgeschlagen', // invalidLogin
  'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.', // userExists
  'Das alte Passwort ist falsch.', // inccorectOldPassword
  'Der eingegebene Gutschein ist ungültig, bitte versuchen Sie einen anderen Gutschein.', // couponNotFound
  'Der Warenkorb konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.', // cartUpdateError
  'Erfolgreich abgemeldet!', // logoutSuccess
  'Anmeldung erfolgreich!', // loginSuccess
  'Die Anmeldung über soziale Netzwerke ist nicht aktiviert.', // socialLoginDisabled
  'Hier können sich nur Backoffice-Benutzer anmelden.', // backofficeOnly
  'Zu viele Versuche. Versuchen Sie es in {minutes} Min. erneut.', // tooManyRequests
  'Zu viele Versuche. Versuchen Sie es später erneut.', // tooManyRequestsLater
  'Der gesuchte Inhalt wurde nicht gefunden.', // notFound
  'Der Shop kann keine Verbindung zu seinem Server herstellen.', // corsRefused
  'Dieses Feld ist ein Pflichtfeld', // required
  'Geben Sie eine gültige E-Mail-Adresse ein', // email
  'Dieses Feld erfordert mindestens {length} Zeichen', // minLength
  'Dieses Feld erlaubt höchstens {length} Zeichen', // maxLength
  'Der Wert muss lauten: {value}', // sameAs
  'Die eingegebenen Passwörter stimmen nicht überein', // repeatPassword
  'Das neue und das alte Passwort dürfen nicht übereinstimmen', // newDiffersFromOld
  'Die Eingabe enthält Sonderzeichen! Verwenden Sie nur Buchstaben.', // lettersOnly
  'Die eingegebene Menge ist ungültig', // invalidQuantity
  'Die Eingabe ist ungültig', // invalid
  'Der Slug ist zu kurz (mindestens 4 Zeichen)!', // slugTooShort
  'Der Slug hat nicht das richtige Format!', // slugFormat
  'Produkt wurde in den Warenkorb gelegt!', // addedToCart
  'Bitte wählen Sie die Produktoptionen, bevor Sie es in den Warenkorb legen.', // chooseOptions
  'Wählen Sie für jedes Produkt im Paket eine Variante.', // configurationNotSet
  'Das Produkt ist nicht im Warenkorb.', // itemNotInCart
  'Der Warenkorb wurde inzwischen aktualisiert, bitte prüfen Sie die Preise.', // cartUpdated
  'Die Kundenkarte wurde angewendet.', // memberCardApplied
  'Der Barcode der Kundenkarte ist ungültig.', // membershipCardBarcodeInvalid
  'Die Kundenkarte ist nicht mehr gültig.', // memberCardNotValid
  'Wählen Sie vor dem Fortfahren eine Versandart.', // shippingMethodUndefined
  'Versandart nicht gefunden.', // shippingMethodNotFound
  'Wählen Sie vor dem Fortfahren eine Abholfiliale.', // shippingBranchUndefined
  'Wählen Sie vor dem Fortfahren eine Zahlungsart.', // paymentMethodUndefined
  'Bitte akzeptieren Sie alle erforderlichen Einwilligungen.', // consentsRequired
  'Die Einwilligungen wurden nicht geladen. Bitte laden Sie die Seite neu.', // consentsNotLoaded
  'Ihre Einwilligungen konnten nicht gespeichert werden.', // consentLogFailed
  'Die Zahlung ist fehlgeschlagen', // checkoutFailureTitle
])
