import type { ReadableAtom } from 'nanostores'
import type { AuthUser } from '../auth/auth.types'
import type { CheckoutAddressFields } from '../checkout/checkout.types'
import type { CallOptions } from '../http/http.types'
import type { Consent } from '../privacy/privacy.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'

/** An address type (storefront spec §3): `main` is the billing address. */
export type AddressType = 'main' | 'billing' | 'shipping' | 'other'

/** One of the logged-in user's saved addresses, in full (storefront spec §3 "Address"). */
export interface AccountAddress {
  /** The address id. */
  id: Id
  /** Its type. */
  type: AddressType
  /** First name. */
  firstName: string
  /** Last name. */
  lastName: string
  /** Contact e-mail. */
  contactEmail: string
  /** Contact phone. */
  contactPhone: string
  /** The country id on the server (its ISO code and name: `createSiteService(shop).$countries`), or null when unset. */
  country: Id | null
  /** Region; empty text when not given. */
  region: string
  /** City. */
  city: string
  /** Street. */
  street: string
  /** House number. */
  houseNumber: string
  /** Postal code. */
  zipCode: string
  /** Company name; empty text when not given. */
  companyName: string
  /** Company OIB; empty text when not given. */
  oib: string
}

/** An address to save: the checkout form's fields (country as an ISO code) with a type, and an id to update an existing one. */
export interface AccountAddressInput extends CheckoutAddressFields {
  /** The saved address to update; absent to create a new one. */
  id?: Id
  /** The type of a new address; default `main`. */
  type?: AddressType
}

/** The logged-in user with their saved addresses in full: what the profile overview shows. */
export interface AccountProfile {
  /** The user. */
  user: AuthUser
  /** Every saved address, in the server's order. */
  addresses: AccountAddress[]
  /** The `main` address (else the first), which the overview shows; null when there is none. */
  mainAddress: AccountAddress | null
}

/** The registration form (storefront spec §2 "Registracija", §5 "Registration without addresses"). */
export interface RegistrationForm {
  /** First name (Ime). */
  firstName: string
  /** Last name (Prezime). */
  lastName: string
  /** E-mail; also the username. */
  email: string
  /** Password (Lozinka), at least 8 characters. */
  password: string
  /** The password again (Potvrdite lozinku). */
  confirmedPassword: string
  /** A member card barcode; checked with the membership service before anything else when given. */
  memberCardBarcode?: string
}

/** Options of {@link AccountService.register}. */
export interface RegisterOptions {
  /** The Register consents as `createConsentsService(shop).load('Register')` answered them (required ones marked). */
  consents: readonly Consent[]
  /** The unique numbers the shopper ticked. */
  acceptedConsents: readonly string[]
  /** Log in right after registering when no e-mail confirmation is needed; default true. */
  autoLogin?: boolean
  /** Registration with addresses (spec §5 "Registration with addresses"): the addresses, validated like the checkout's. */
  addresses?: readonly AccountAddressInput[]
}

/**
 * How a registration ended: the server wants the e-mail confirmed first (no login), the shopper is logged in
 * (auto-login), or registered without logging in (`autoLogin: false`).
 */
export type RegistrationOutcome =
  | {
      /** The server sent a verification token: the shopper must confirm the e-mail before logging in. */
      status: 'verificationRequired'
      /** The registered e-mail address, the confirmation's recipient. */
      email: string
    }
  | {
      /** Registered and logged in (auto-login). */
      status: 'loggedIn'
      /** The logged-in user. */
      user: AuthUser
    }
  | {
      /** Registered without logging in (`autoLogin: false`). */
      status: 'registered'
      /** The registered e-mail address. */
      email: string
    }

/** The forgot-password form (spec §5 "Forgot password"). */
export interface ForgotPasswordForm {
  /** The account's e-mail. */
  username: string
}

/** The reset-password page's form (spec §5 "Reset password"); `token` comes from the page's query. */
export interface ResetPasswordForm {
  /** The new password (Nova lozinka). */
  password: string
  /** The new password again (Potvrdite lozinku). */
  confirmedPassword: string
  /** The token of the e-mailed link; missing gives the error `tokenUndefined`. */
  token: string | null | undefined
}

/** The profile's password tab (spec §5 "Change password"). */
export interface ChangePasswordForm {
  /** The current password. */
  oldPassword: string
  /** The new password, different from the old one. */
  newPassword: string
  /** The new password again. */
  newPasswordAgain: string
}

/** The profile overview's edit form: the user's details and their main address (country as an ISO code). */
export interface ProfileForm {
  /** First name. */
  firstName: string
  /** Last name. */
  lastName: string
  /** E-mail (also the username). */
  email: string
  /** Phone. */
  contactPhone: string
  /** Street. */
  street: string
  /** House number. */
  houseNumber: string
  /** Postal code. */
  zipCode: string
  /** City. */
  city: string
  /** Country ISO code. */
  country: string
}

/** What a confirmed form e-mail leads to (spec §4 "Email confirmation page"): a message, a redirect or a file download. */
export type FormConfirmationGoalType = 'message' | 'url' | 'file'

/** The answer of `form/confirmEmail/{token}`. */
export interface FormConfirmation {
  /** The message text, the URL to go to, or the file URL to download. */
  goal: string
  /** What `goal` is. */
  goalType: FormConfirmationGoalType
  /** The e-mail address that was confirmed. */
  confirmedEmail: string
}

/** What the account service tells listeners besides notices: spec §8 "invalid barcode: ... plus event incorrect-member-card-barcode". */
export type AccountEvent = {
  /** The member card check (before a registration or `checkMemberCard`) found the barcode not valid. */
  type: 'incorrect-member-card-barcode'
  /** The barcode that was refused, as entered. */
  barcode: string
}

/** The account's submitting actions; each has its own submit lock. */
export type AccountAction = 'register' | 'forgotPassword' | 'resetPassword' | 'changePassword' | 'updateProfile' | 'saveAddress'

/**
 * Registration, e-mail confirmation, passwords, the profile with its addresses and the member card of one
 * storefront instance. Create it with `createAccountService(shop)` from `@vitrina/sdk/account`.
 *
 * @remarks
 * Every submitting method validates first (a `ValidationError` whose issues carry message keys per field) and
 * holds a submit lock while its call runs: a second call meanwhile answers an error with code `BUSY` and sends
 * nothing; the lock is released on success and on failure (spec §4 "Forms use a submit lock").
 */
export interface AccountService {
  /** The loaded profile (user and full addresses), or null before {@link AccountService.loadProfile} or after logout. */
  readonly $profile: ReadableAtom<AccountProfile | null>
  /** The actions whose submit is under way. */
  readonly $pending: ReadableAtom<readonly AccountAction[]>
  /** Fetches the logged-in user's profile with full addresses and stores it. */
  loadProfile(options?: CallOptions): Promise<Result<AccountProfile>>
  /** Registers a shopper (spec §4 "Registration"); see {@link RegistrationOutcome}. */
  register(form: RegistrationForm, options: RegisterOptions): Promise<Result<RegistrationOutcome>>
  /** Confirms a registration's e-mail with the token of the e-mailed link (`GET web/verify/{token}`). */
  confirmEmail(verificationToken: string): Promise<
    Result<{
      /** The e-mail address that was confirmed. */
      email: string
    }>
  >
  /** Confirms a form's e-mail (`GET form/confirmEmail/{token}`): what to do next. */
  confirmFormEmail(token: string): Promise<Result<FormConfirmation>>
  /** Asks for a password-reset e-mail (`password/forgot`); succeeds whether or not the account exists. */
  requestPasswordReset(form: ForgotPasswordForm): Promise<Result<void>>
  /** Sets a new password with the e-mailed token (`password/set`); emits `core.notifications.passwordReset`. */
  resetPassword(form: ResetPasswordForm): Promise<Result<void>>
  /** Changes the logged-in user's password (`password/reset`); emits `core.notifications.passwordChanged`. */
  changePassword(form: ChangePasswordForm): Promise<Result<void>>
  /** Saves the overview's edit form (details and e-mail, then the main address), refetches the user and the profile; emits `core.notifications.profileSaved`. */
  updateProfile(form: ProfileForm): Promise<Result<AccountProfile>>
  /** Creates or updates one saved address, then reloads the profile. */
  saveAddress(address: AccountAddressInput): Promise<Result<AccountAddress>>
  /** Asks the membership service whether a member card barcode is valid (`isValid`). */
  checkMemberCard(barcode: string, options?: CallOptions): Promise<Result<boolean>>
  /** Calls `listener` for every account event from now on; returns a function that stops listening. */
  listen(listener: (event: AccountEvent) => void): () => void
}
