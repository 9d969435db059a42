import type { NoticeLevel } from '@vitrina/sdk'

/** The `intent` a newsletter sign-up posts with: the one form a page's action takes. */
export const NEWSLETTER_INTENT = 'newsletter'

/** A notice of the sign-up as text in the page's language, for the shop's toaster. */
export interface NewsletterToast {
  level: NoticeLevel
  text: string
  durationMs: number
}

/**
 * What a page's action answers to a newsletter sign-up (newsletter.server.ts): whether it went through, the
 * notices the SDK emitted as text (the success, the already-subscribed info, a consent or a failure), the e-mail
 * field's message, and what was sent, so a page rendered without JavaScript shows the form as it was.
 */
export interface NewsletterAnswer {
  ok: boolean
  toasts: NewsletterToast[]
  emailError: string | null
  email: string
  accepted: string[]
}

/** A page action's data when it took a newsletter sign-up. */
export interface NewsletterActionData {
  newsletter: NewsletterAnswer
}
