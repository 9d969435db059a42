import type { SdkError } from '../errors/errors.classes'
import type { Language } from '../language/language.constants'
import { messageLength } from '../messages/messages.format'
import { DEFAULT_NOTICE_DURATION_MS, NOTICE_MS_PER_CHARACTER } from './notices.service'
import type { Notice, Notices } from './notices.types'

/** How long to show a text of `length` characters: 50 ms per character, never below the 3000 ms default. */
export function noticeDurationFor(length: number): number {
  return Math.max(DEFAULT_NOTICE_DURATION_MS, length * NOTICE_MS_PER_CHARACTER)
}

/** How long to show a message: 50 ms per character of its text in `language`, never below the 3000 ms default. */
export function errorNoticeDuration(language: Language, key: string, params?: Record<string, string | number>): number {
  return noticeDurationFor(messageLength(language, key, params))
}

/**
 * Emits the error notice for a failed call, or nothing when the failure is not for people to see.
 *
 * Services call this for failures of their own calls; it is the one place that decides which failures toast.
 */
export function notifyError(notices: Notices, error: SdkError, language: Language): Notice | null {
  // A cancelled request is the caller's own doing (a newer edit, a left page), not a failure.
  if (error.code === 'ABORTED') return null
  // Back-office spec §8: for 'Session already used.' the cart session is cleared and an alert shows, "no toast".
  if (error.code === 'SESSION_ALREADY_USED') return null
  return notices.notify({
    level: 'error',
    key: error.messageKey,
    durationMs: errorNoticeDuration(language, error.messageKey),
  })
}
