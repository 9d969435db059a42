import type { ReadableAtom } from 'nanostores'
import type { CallOptions } from '../http/http.types'
import type { Consent } from '../privacy/privacy.types'
import type { Result } from '../result/result.types'

/** The newsletter sign-up form (storefront spec §5 "Newsletter"): the e-mail to subscribe. */
export interface NewsletterForm {
  /** The e-mail address; required and a valid e-mail. */
  email: string
}

/** The consents of a newsletter sign-up: the form type Newsletter's list and what the shopper ticked. */
export interface NewsletterConsents {
  /** The Newsletter consents from `ConsentsService.load('Newsletter')`; null when they could not be loaded. */
  consents: readonly Consent[] | null
  /** The unique numbers of the ticked consents. */
  acceptedConsents: readonly string[]
}

/**
 * What a sign-up came to: `subscribed` for a new subscription, `alreadySubscribed` when the backend already had the
 * e-mail (spec §4 "if the reply has subscribed false").
 */
export interface NewsletterOutcome {
  /** Whether the e-mail was newly subscribed or had been already. */
  status: 'subscribed' | 'alreadySubscribed'
  /** The e-mail as it was sent (trimmed). */
  email: string
}

/** The newsletter sign-up of the storefront (storefront spec §4 "Newsletter", §5, §7 `newsletter/subscribe`). */
export interface NewsletterService {
  /** Whether a sign-up is being sent: the form's submit lock, for a disabled button. */
  readonly $pending: ReadableAtom<boolean>
  /**
   * Signs an e-mail up for the newsletter. The form is checked first (e-mail required and valid: a
   * `ValidationError` with the issues per field, no request), then the consents (they must have been loaded and
   * every required one ticked, else the error notice of `validateConsents`' key and that error), then
   * `newsletter/subscribe` is sent. A reply with `subscribed: false` emits the info notice
   * `core.notifications.alreadySubscribedToNewsletter`, any other the success notice
   * `core.notifications.newsletterSubscribed` ('Vaš e-mail je uspješno poslan. Hvala vam!'); either way the ticked
   * consents are then logged for the e-mail. A failed call emits the error notice of its message key, never the
   * server's text (spec §8 "Newsletter failure text is not shown"). A second call while one runs answers `BUSY`
   * and sends nothing.
   */
  subscribe(form: NewsletterForm, consents: NewsletterConsents, options?: CallOptions): Promise<Result<NewsletterOutcome>>
}
