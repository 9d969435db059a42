import { HttpError, NetworkError, SdkError } from '../errors/errors.classes'
import { isHttpError, isNetworkError } from '../errors/errors.guards'
import type { Language } from '../language/language.constants'
import { errorNoticeDuration } from '../notices/notices.errors'
import type { NoticeLevel, Notices } from '../notices/notices.types'
import type { AccountMessageKey } from './account.messages.keys'

/**
 * Emits a notice with an account message key. Error notices stay 50 ms per character of their text (back-office
 * spec §8), as the core's do.
 */
export function notifyAccount(notices: Notices, language: Language, level: NoticeLevel, key: AccountMessageKey): void {
  if (level !== 'error') {
    notices.notify({ level, key })
    return
  }
  notices.notify({ level, key, durationMs: errorNoticeDuration(language, key) })
}

/** The same failure with the message key that tells people what it meant here (a failed member card check, an expired link). */
export function withMessageKey(error: SdkError, messageKey: string): SdkError {
  const init = { code: error.code, message: error.message, messageKey, status: error.status, cause: error, retryable: error.retryable }
  if (isHttpError(error))
    return new HttpError({ ...init, body: error.body, ...(error.serverMessage === undefined ? {} : { serverMessage: error.serverMessage }) })
  if (isNetworkError(error)) return new NetworkError(init)
  return new SdkError(init)
}

/** The refusal of a form submitted again while its first submit runs (spec §4 "Forms use a submit lock"). */
export function busyError(action: string): SdkError {
  return new SdkError({ code: 'BUSY', status: 0, message: `${action} is already being submitted` })
}
