import { catalogOf } from './messages.keys'

/** Slovenian texts. */
export const sl = /* @__PURE__ */ catalogOf([
  'Nekaj je šlo narobe. Prosimo, poskusite znova.', // somethingWentWrong
  'Napačno uporabniško ime ali geslo!', // unknowUserOrPassword
  'Prijava ni uspela', // invalidLogin
  'Uporabnik s tem e-poštnim naslovom že obstaja.', // userExists
  'Staro geslo ni pravilno.', // inccorectOldPassword
  'Vneseni kupon ni veljaven, poskusite z drugim kuponom.', // couponNotFound
  'Košarice ni bilo mogoče posodobiti. Prosimo, poskusite znova.', // cartUpdateError
  'Uspešna odjava!', // logoutSuccess
  'Uspešna prijava!', // loginSuccess
  'Prijava prek družbenih omrežij ni omogočena.', // socialLoginDisabled
  'Prijava je dovoljena samo uporabnikom administracije.', // backofficeOnly
  'Preveč poskusov. Poskusite znova čez {minutes} min.', // tooManyRequests
  'Preveč poskusov. Poskusite znova pozneje.', // tooManyRequestsLater
  'Iskane vsebine ni bilo mogoče najti.', // notFound
  'Trgovina se ne more povezati s svojim strežnikom.', // corsRefused
  'Vnos tega polja je obvezen', // required
  'Vnesite veljaven e-poštni naslov', // email
  'Najmanjše število znakov za to polje je {length}', // minLength
  'Največje število znakov za to polje je {length}', // maxLength
  'Vrednost mora biti: {value}', // sameAs
  'Vneseni gesli se ne ujemata', // repeatPassword
  'Novo in staro geslo se ne smeta ujemati', // newDiffersFromOld
  'Vnos vsebuje posebne znake! Uporabite samo črke.', // lettersOnly
  'Vnesena količina ni veljavna', // invalidQuantity
  'Vnos ni veljaven', // invalid
  'Slug je prekratek (najmanj 4 znaki)!', // slugTooShort
  'Slug ni v pravilni obliki!', // slugFormat
  'Izdelek je dodan v košarico!', // addedToCart
  'Pred dodajanjem v košarico izberite možnosti izdelka.', // chooseOptions
  'Izberite različico za vsak izdelek v paketu.', // configurationNotSet
  'Izdelka ni v košarici.', // itemNotInCart
  'Košarica je bila medtem posodobljena, preverite cene.', // cartUpdated
  'Članska kartica je bila uspešno uporabljena.', // memberCardApplied
  'Črtna koda članske kartice ni veljavna.', // membershipCardBarcodeInvalid
  'Članska kartica ni več veljavna.', // memberCardNotValid
  'Pred nadaljevanjem izberite način dostave.', // shippingMethodUndefined
  'Načina dostave ni mogoče najti.', // shippingMethodNotFound
  'Pred nadaljevanjem izberite poslovalnico za prevzem.', // shippingBranchUndefined
  'Pred nadaljevanjem izberite način plačila.', // paymentMethodUndefined
  'Prosimo, sprejmite vsa obvezna soglasja.', // consentsRequired
  'Soglasja se niso naložila. Prosimo, osvežite stran.', // consentsNotLoaded
  'Shranjevanje soglasij ni uspelo.', // consentLogFailed
  'Plačilo ni uspelo', // checkoutFailureTitle
])
