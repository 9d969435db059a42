import { useStore } from '@nanostores/react'
import { createNewsletterService, type NewsletterService } from '@vitrina/sdk/forms'
import { useStorefront } from './storefront.context'

/** What {@link useNewsletter} returns: whether a sign-up is being sent, and the sign-up itself. */
export interface UseNewsletterResult {
  /** True while a sign-up is sent: disable the button (the service refuses a second one meanwhile). */
  pending: boolean
  /** Checks the form and the consents, signs the e-mail up and emits the success or already-subscribed notice. */
  subscribe: NewsletterService['subscribe']
}

/**
 * Subscribes to the newsletter sign-up's pending state and hands through its `subscribe` (the service of
 * `createNewsletterService` from `@vitrina/sdk/forms`, one per instance).
 *
 * @example
 * ```tsx
 * import { useNewsletter } from '@vitrina/react'
 * import { isValidationError, type ValidationIssue } from '@vitrina/sdk'
 * import type { NewsletterConsents } from '@vitrina/sdk/forms'
 *
 * function useSubscribe(consents: NewsletterConsents, showIssues: (issues: readonly ValidationIssue[]) => void) {
 *   const { pending, subscribe } = useNewsletter()
 *   const send = async (email: string) => {
 *     const sent = await subscribe({ email }, consents)
 *     if (!sent.ok && isValidationError(sent.error)) showIssues(sent.error.issues)
 *   }
 *   return { pending, send }
 * }
 * ```
 */
export function useNewsletter(): UseNewsletterResult {
  const newsletter = createNewsletterService(useStorefront())
  return { pending: useStore(newsletter.$pending), subscribe: newsletter.subscribe }
}
