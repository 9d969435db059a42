import { ValidationError } from '../errors/errors.classes'
import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { Consent } from './privacy.types'

const consentError = (messageKey: string) => new ValidationError({ issues: [{ path: ['consents'], messageKey }], message: `consents: ${messageKey}` })

/**
 * Checks a form's consents before it is sent (storefront spec §4 and §5): they must have been loaded ("consents must
 * be loaded before submit"; spec §8 "consent-not-loaded asks to reload the page") and every required one must be
 * ticked ("all required consents must be ticked, else an error toast"). Returns the problem, or null.
 *
 * @param consents - The form's consents from {@link ConsentsService.load}; null or undefined when they were not loaded.
 * @param accepted - The unique numbers of the ticked consents.
 *
 * @example
 * ```ts
 * import { type Consent, validateConsents } from '@vitrina/sdk'
 *
 * declare const consents: Consent[]
 *
 * const problem = validateConsents(consents, ['1001'])
 * if (problem) shop.notices.notify({ level: 'error', key: problem.issues[0]!.messageKey })
 * ```
 */
export function validateConsents(consents: readonly Consent[] | null | undefined, accepted: readonly string[]): ValidationError | null {
  if (!consents) return consentError(MESSAGE_KEYS.consentsNotLoaded)
  return consents.some((consent) => consent.required && !accepted.includes(consent.uniqueNumber)) ? consentError(MESSAGE_KEYS.consentsRequired) : null
}
