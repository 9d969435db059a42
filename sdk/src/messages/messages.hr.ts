import { catalogOf } from './messages.keys'

/** Croatian texts; the spec's wording where it gives one (storefront.md §5 and §8). */
export const hr = /* @__PURE__ */ catalogOf([
  'Nešto je pošlo po zlu. Molimo pokušajte ponovno.', // somethingWentWrong
  'Netočno korisničko ime ili lozinka!', // unknowUserOrPassword
  'Prijava nije uspjela', // invalidLogin
  'Korisnik s ovom adresom e-pošte već postoji.', // userExists
  'Stara lozinka nije ispravna.', // inccorectOldPassword
  'Unešeni kupon nije valjan, probajte sa drugim kuponom.', // couponNotFound
  'Košarica se nije mogla ažurirati. Molimo pokušajte ponovno.', // cartUpdateError
  'Uspješna odjava!', // logoutSuccess
  'Uspješna prijava!', // loginSuccess
  'Prijava putem društvenih mreža nije omogućena.', // socialLoginDisabled
  'Prijava je dopuštena samo korisnicima administracije.', // backofficeOnly
  'Previše pokušaja. Pokušajte ponovno za {minutes} min.', // tooManyRequests
  'Previše pokušaja. Pokušajte ponovno kasnije.', // tooManyRequestsLater
  'Traženi sadržaj nije pronađen.', // notFound
  'Trgovina se ne može povezati sa svojim poslužiteljem.', // corsRefused
  'Unos ovog polja je obavezan', // required
  'Unesite uzorak adrese elektroničke pošte', // email
  'Minimalan broj znakova potrebnih za ovo polje je {length}', // minLength
  'Maksimalan broj znakova za ovo polje je {length}', // maxLength
  'Vrijednost mora iznositi: {value}', // sameAs
  'Unesene lozinke se ne podudaraju', // repeatPassword
  'Nova i stara lozinka se ne smiju podudarati', // newDiffersFromOld
  'Unos sadrži posebne znakove! Koristite samo slova.', // lettersOnly
  'Unesena količina nije valjana', // invalidQuantity
  'Unos nije valjan', // invalid
  'Slug je kratak (minimum 4 znaka)!', // slugTooShort
  'Slug nije u dobrom formatu!', // slugFormat
  'Proizvod dodan u košaricu!', // addedToCart
  'Molimo odaberite opcije proizvoda prije dodavanja u košaricu.', // chooseOptions
  'Odaberite varijantu za svaki proizvod u paketu.', // configurationNotSet
  'Proizvod nije u košarici.', // itemNotInCart
  'Košarica je u međuvremenu ažurirana, provjerite cijene.', // cartUpdated
  'Članska kartica uspješno je primijenjena.', // memberCardApplied
  'Barkod članske kartice nije valjan.', // membershipCardBarcodeInvalid
  'Članska kartica više nije valjana.', // memberCardNotValid
  'Odaberite način dostave prije nastavka.', // shippingMethodUndefined
  'Način dostave nije pronađen.', // shippingMethodNotFound
  'Odaberite poslovnicu za preuzimanje prije nastavka.', // shippingBranchUndefined
  'Odaberite način plaćanja prije nastavka.', // paymentMethodUndefined
  'Molimo prihvatite sve obavezne privole.', // consentsRequired
  'Privole se nisu učitale. Molimo osvježite stranicu.', // consentsNotLoaded
  'Spremanje privola nije uspjelo.', // consentLogFailed
  'Plaćanje nije uspjelo', // checkoutFailureTitle
])
