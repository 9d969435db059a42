import { catalogOf } from './messages.keys'

/** English texts. */
export const en = /* @__PURE__ */ catalogOf([
  'Something went wrong. Please try again.', // somethingWentWrong
  'Incorrect username or password!', // unknowUserOrPassword
  'Login failed', // invalidLogin
  'A user with this e-mail address already exists.', // userExists
  'The old password is incorrect.', // inccorectOldPassword
  'The coupon you entered is not valid, please try a different coupon.', // couponNotFound
  'The cart could not be updated. Please try again.', // cartUpdateError
  'Logout successful!', // logoutSuccess
  'Login successful!', // loginSuccess
  'Social login is not enabled for this site.', // socialLoginDisabled
  'Only back-office users can log in here.', // backofficeOnly
  'Too many attempts. Try again in {minutes} min.', // tooManyRequests
  'Too many attempts. Try again later.', // tooManyRequestsLater
  'What you are looking for was not found.', // notFound
  'The shop could not connect to its server.', // corsRefused
  'This field is required', // required
  'Enter a valid e-mail address', // email
  'This field needs at least {length} characters', // minLength
  'This field allows at most {length} characters', // maxLength
  'The value must be: {value}', // sameAs
  'The passwords do not match', // repeatPassword
  'The new and the old password must not be the same', // newDiffersFromOld
  'The input contains special characters! Use letters only.', // lettersOnly
  'The quantity entered is not valid', // invalidQuantity
  'The input is not valid', // invalid
  'The slug is too short (at least 4 characters)!', // slugTooShort
  'The slug is not in the right format!', // slugFormat
  'Product added to the cart!', // addedToCart
  'Please choose the product options before adding it to the cart.', // chooseOptions
  'Choose a variant for every product in the bundle.', // configurationNotSet
  'The product is not in the cart.', // itemNotInCart
  'The cart was updated meanwhile, please check the prices.', // cartUpdated
  'The member card was applied.', // memberCardApplied
  'The member card barcode is not valid.', // membershipCardBarcodeInvalid
  'The member card is no longer valid.', // memberCardNotValid
  'Choose a shipping method before continuing.', // shippingMethodUndefined
  'Shipping method not found.', // shippingMethodNotFound
  'Choose a pickup branch before continuing.', // shippingBranchUndefined
  'Choose a payment method before continuing.', // paymentMethodUndefined
  'Please accept all required consents.', // consentsRequired
  'The consents did not load. Please reload the page.', // consentsNotLoaded
  'Saving your consents failed.', // consentLogFailed
  'The payment did not go through', // checkoutFailureTitle
])
