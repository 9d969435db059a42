import type { MessageCatalog } from './messages.keys'

/** English texts. */
export const en: MessageCatalog = {
  'core.notifications.somethingWentWrong': 'Something went wrong. Please try again.',
  'core.notifications.unknowUserOrPassword': 'Incorrect username or password!',
  INVALID_LOGIN: 'Login failed',
  'core.notifications.userExists': 'A user with this e-mail address already exists.',
  'core.notifications.inccorectOldPassword': 'The old password is incorrect.',
  'Coupon not found!': 'The coupon you entered is not valid, please try a different coupon.',
  'core.notifications.cartUpdateError': 'The cart could not be updated. Please try again.',
  'core.notifications.logoutSuccess': 'Logout successful!',
  'core.login.success': 'Login successful!',
  'core.notifications.socialLoginDisabled': 'Social login is not enabled for this site.',
  'core.notifications.backofficeOnly': 'Only back-office users can log in here.',
  'validation.required': 'This field is required',
  'validation.email': 'Enter a valid e-mail address',
  'validation.minLength': 'This field needs at least {length} characters',
  'validation.maxLength': 'This field allows at most {length} characters',
  'validation.sameAs': 'The value must be: {value}',
  'validation.repeatPassword': 'The passwords do not match',
  'validation.newDiffersFromOld': 'The new and the old password must not be the same',
  'validation.lettersOnly': 'The input contains special characters! Use letters only.',
  'validation.invalidQuantity': 'The quantity entered is not valid',
  'validation.invalid': 'The input is not valid',
}
