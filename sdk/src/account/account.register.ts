import { ValidationError } from '../errors/errors.classes'
import { isHttpError } from '../errors/errors.guards'
import { fail, mapResult, ok } from '../internal/result'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import { errorNoticeDuration } from '../notices/notices.errors'
import { validateConsents } from '../privacy/privacy.rules'
import { createConsentsService } from '../privacy/privacy.service'
import type { Result } from '../result/result.types'
import type { AddressBody, RegisterBody } from './account.api'
import type { AccountContext } from './account.context'
import { ACCOUNT_MESSAGE_KEYS } from './account.messages.keys'
import { withMessageKey } from './account.notices'
import type { AccountAddressInput, AccountService, RegisterOptions, RegistrationForm, RegistrationOutcome } from './account.types'
import { validateRegistration } from './account.validation'

/** docs/contract/account.md: the register and profile calls' answer to a barcode that is no member card. */
const INVALID_MEMBER_CARD = 'Invalid member card code.'

const invalidBarcode = () =>
  new ValidationError({
    issues: [{ path: ['memberCardBarcode'], messageKey: MESSAGE_KEYS.membershipCardBarcodeInvalid }],
    message: 'memberCardBarcode: not a valid member card',
  })

/** An address as the user endpoints take it: trimmed text, a new one `main` unless it says otherwise. */
export function addressBodyOf(address: AccountAddressInput): AddressBody {
  const body: Record<string, string> = {}
  for (const [key, value] of Object.entries(address)) if (key !== 'id' && typeof value === 'string') body[key] = value.trim()
  return { ...body, type: address.type ?? 'main' }
}

function registerBody(form: RegistrationForm, barcode: string, addresses: readonly AccountAddressInput[] | undefined): RegisterBody {
  const email = form.email.trim()
  return {
    details: { firstName: form.firstName.trim(), lastName: form.lastName.trim() },
    email,
    password: form.password,
    // Spec §3: "username (equals the e-mail)".
    username: email,
    ...(barcode ? { memberCardBarcode: barcode } : {}),
    ...(addresses?.length ? { addresses: addresses.map(addressBodyOf) } : {}),
  }
}

/** Registration (storefront spec §4 "Registration") and the member card check it starts with. */
export function createRegistration(acc: AccountContext): Pick<AccountService, 'register' | 'checkMemberCard'> {
  const { shop, api, ctx } = acc

  /** Spec §8: "Membership barcode check failure: toast membershipCardBarcodeError; invalid barcode: toast membershipCardBarcodeInvalid plus event incorrect-member-card-barcode". */
  async function checkBarcode(barcode: string): Promise<Result<void>> {
    const checked = await api.checkMembership(barcode)
    if (!checked.ok) {
      acc.notify('error', ACCOUNT_MESSAGE_KEYS.membershipCardBarcodeError)
      return fail(withMessageKey(checked.error, ACCOUNT_MESSAGE_KEYS.membershipCardBarcodeError))
    }
    if (checked.data.isValid) return ok(undefined)
    const key = MESSAGE_KEYS.membershipCardBarcodeInvalid
    ctx.notices.notify({ level: 'error', key, durationMs: errorNoticeDuration(ctx.$language.get(), key) })
    acc.emit({ type: 'incorrect-member-card-barcode', barcode })
    return fail(invalidBarcode())
  }

  async function register(form: RegistrationForm, options: RegisterOptions): Promise<Result<RegistrationOutcome>> {
    // Spec §4: "if a barcode is given it is validated first ... Then form validation and consents, then register call."
    const barcode = typeof form?.memberCardBarcode === 'string' ? form.memberCardBarcode.trim() : ''
    if (barcode) {
      const valid = await checkBarcode(barcode)
      if (!valid.ok) return valid
    }
    const checked = validateRegistration(form, options.addresses)
    if (!checked.ok) return checked
    const consentProblem = validateConsents(options.consents, options.acceptedConsents)
    if (consentProblem) {
      // Spec §5: "all required consents must be ticked, else an error toast".
      const key = consentProblem.messageKey
      ctx.notices.notify({ level: 'error', key, durationMs: errorNoticeDuration(ctx.$language.get(), key) })
      return fail(consentProblem)
    }

    const body = registerBody(checked.data, barcode, options.addresses)
    const reply = await api.register(body)
    if (!reply.ok) {
      return acc.failed(
        isHttpError(reply.error) && reply.error.serverMessage === INVALID_MEMBER_CARD
          ? withMessageKey(reply.error, MESSAGE_KEYS.membershipCardBarcodeInvalid)
          : reply.error,
      )
    }
    acc.notify('success', ACCOUNT_MESSAGE_KEYS.registrationSuccess)
    const accepted = options.consents.filter((consent) => options.acceptedConsents.includes(consent.uniqueNumber)).map((consent) => consent.id)
    // The consent log names the shopper by e-mail; its own failure notice is enough, the account exists either way.
    await createConsentsService(shop).log(accepted, body.email)

    // Spec §4: "If the response has verificationToken an info toast asks to confirm e-mail, with no auto-login".
    if (reply.data.verificationToken) {
      acc.notify('info', ACCOUNT_MESSAGE_KEYS.confirmEmail)
      return ok({ status: 'verificationRequired', email: body.email })
    }
    if (options.autoLogin === false) return ok({ status: 'registered', email: body.email })
    // A failed auto-login has its own notice; the shopper is registered all the same and can log in by hand.
    const login = await shop.auth.login({ username: body.email, password: body.password })
    return ok(login.ok ? { status: 'loggedIn', user: login.data } : { status: 'registered', email: body.email })
  }

  return {
    register: (form, options) => acc.locks.run('register', () => register(form, options)),

    async checkMemberCard(barcode, options) {
      const trimmed = typeof barcode === 'string' ? barcode.trim() : ''
      if (!trimmed) return fail(new ValidationError({ issues: [{ path: ['memberCardBarcode'], messageKey: MESSAGE_KEYS.required }] }))
      return mapResult(await api.checkMembership(trimmed, options), (reply) => reply.isValid)
    },
  }
}
