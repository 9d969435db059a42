import type { AuthUser } from '../auth/auth.types'
import type { ApiService, CallOptions, Http, HttpAuthMode, HttpMethod, ResponseSchema } from '../http/http.types'
import { lazySchemas } from '../internal/lazy-schemas'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'
import type { AccountAddress, AccountProfile, AddressType, FormConfirmation } from './account.types'

const schemas = /* @__PURE__ */ lazySchemas(() => import('./account.schema'))

/** An address as the user endpoints take it (docs/contract/checkout.md): the form's fields, country as an ISO code. */
export interface AddressBody {
  type?: AddressType
  firstName?: string
  lastName?: string
  contactEmail?: string
  contactPhone?: string
  country?: string
  region?: string
  city?: string
  street?: string
  houseNumber?: string
  zipCode?: string
}

/** The `web/register` body (storefront spec §3 "Registration payload"). */
export interface RegisterBody {
  details: { firstName: string; lastName: string }
  email: string
  password: string
  username: string
  memberCardBarcode?: string
  addresses?: AddressBody[]
}

/** The account calls of storefront spec §7 and docs/contract/account.md, one line each. */
export interface AccountApi {
  register(body: RegisterBody): Promise<Result<{ verificationToken?: string | null | undefined }>>
  verifyEmail(token: string): Promise<Result<{ email: string }>>
  confirmFormEmail(token: string): Promise<Result<FormConfirmation>>
  checkMembership(barcode: string, options?: CallOptions): Promise<Result<{ isValid: boolean }>>
  forgotPassword(username: string): Promise<Result<unknown>>
  setPassword(password: string, token: string): Promise<Result<unknown>>
  changePassword(oldPassword: string, newPassword: string): Promise<Result<unknown>>
  profile(options?: CallOptions): Promise<Result<AccountProfile>>
  updateUser(body: { email: string; details: { firstName: string; lastName: string } }): Promise<Result<AuthUser>>
  saveAddress(body: AddressBody, id?: Id): Promise<Result<AccountAddress>>
}

const segment = (value: Id) => encodeURIComponent(String(value))

// Registration, e-mail confirmation and the password e-mails are for people who are not logged in: they go
// without a token (`auth: 'none'`), so a stale session can neither delay them with a refresh nor log anyone out.
export function createAccountApi(http: Http, apiKey: string): AccountApi {
  function call<T>(
    service: ApiService,
    method: HttpMethod,
    path: string,
    schema: ResponseSchema<T>,
    body?: object,
    auth?: HttpAuthMode,
    options?: CallOptions,
  ) {
    return http.request({
      method,
      service,
      path,
      schema,
      ...(body ? { body } : {}),
      ...(auth ? { auth } : {}),
      ...(options?.signal ? { signal: options.signal } : {}),
    })
  }

  return {
    register: (body) => call('user', 'POST', 'web/register', schemas('registerReplySchema'), body, 'none'),
    verifyEmail: (token) => call('user', 'GET', `web/verify/${segment(token)}`, schemas('verifyReplySchema'), undefined, 'none'),
    confirmFormEmail: (token) => call('cms', 'GET', `form/confirmEmail/${segment(token)}`, schemas('formConfirmationSchema'), undefined, 'none'),
    checkMembership: (barcode, options) => call('user', 'POST', 'membership/check', schemas('membershipReplySchema'), { barcode }, 'none', options),
    forgotPassword: (username) => call('user', 'POST', 'password/forgot', schemas('acknowledgedSchema'), { username, apiKey }, 'none'),
    setPassword: (password, token) => call('user', 'POST', 'password/set', schemas('acknowledgedSchema'), { password, token, apiKey }, 'none'),
    changePassword: (oldPassword, newPassword) => call('user', 'POST', 'password/reset', schemas('acknowledgedSchema'), { oldPassword, newPassword }),
    profile: (options) => call('user', 'GET', 'web/profile', schemas('profileSchema'), undefined, undefined, options),
    updateUser: (body) => call('user', 'PATCH', 'web/update', schemas('userSchema'), body),
    saveAddress: (body, id) =>
      id === undefined
        ? call('user', 'POST', 'web/address/create', schemas('accountAddressSchema'), body)
        : call('user', 'PATCH', `web/address/update/${segment(id)}`, schemas('accountAddressSchema'), body),
  }
}
