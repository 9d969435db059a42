import type { CallOptions } from '../http/http.types'
import type { Result } from '../result/result.types'
import type { Id } from '../site/site.types'

/** A form kind that carries privacy consents (storefront spec §3), the `assigned_to` of a consent assignment. */
export type ConsentFormType = 'Newsletter' | 'Contact' | 'Register' | 'Checkout' | 'Address' | 'Product availability'

/**
 * A privacy consent of one form, as a checkbox shows it.
 *
 * @remarks
 * Forms tick consents by `uniqueNumber` (spec §3 "acceptedConsents lists ticked unique numbers"); the consent
 * log names them by `id` (spec §7).
 */
export interface Consent {
  /** The consent id, sent in the consent log. */
  id: Id
  /** The consent's unique number, what a form ticks. */
  uniqueNumber: string
  /** The text beside the checkbox, in the request language. */
  displayName: string
  /** A longer explanation, in the request language. */
  description?: string
  /** Whether this form requires it: show an asterisk; the form cannot be sent without it. */
  required: boolean
}

/** The privacy consents of the storefront: which a form shows, and the log of what a shopper accepted. */
export interface ConsentsService {
  /**
   * Loads the consents of a form type: its assignment first (`consent-assignment/filter`, perPage 50), then the
   * consents' texts (`web/consent/filter`, forWeb), in the assignment's order with the required ones marked
   * (spec §4 "Consent flow"). A form type without an assignment has no consents (an empty list).
   */
  load(formType: ConsentFormType, options?: CallOptions): Promise<Result<Consent[]>>
  /**
   * Logs that the shopper with `email` accepted the consents with these ids (`web/consent/log/create`, status
   * 'accepted', sourceType 'cmsSite', userType 'webUser', the clock's time). No ids: nothing to log, no request.
   * A failure also emits the error notice `core.notifications.consentLogFailed`.
   */
  log(consentIds: readonly Id[], email: string, options?: CallOptions): Promise<Result<void>>
}
