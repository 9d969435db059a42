import { HttpError, NetworkError, SdkError } from '../errors/errors.classes'
import { isHttpError, isNetworkError } from '../errors/errors.guards'
import type { Language } from '../language/language.constants'
import { ERROR_NOTICE_MS_PER_CHARACTER } from '../notices/notices.errors'
import { DEFAULT_NOTICE_DURATION_MS } from '../notices/notices.service'
import type { NoticeLevel, Notices } from '../notices/notices.types'
import { accountMessages } from './account.messages.catalog'
import type { AccountMessageKey } from './account.messages.keys'

/**
 * Emits a notice with an account message key. Error notices stay 50 ms per character of their text (back-office
 * spec §8), measured in the account catalog, which the core's `notifyError` does not know.
 */
export function notifyAccount(notices: Notices, language: Language, level: NoticeLevel, key: AccountMessageKey): void {
  if (level !== 'error') {
    notices.notify({ level, key })
    return
  }
  const characters = [...accountMessages[language][key]].length
  notices.notify({ level, key, durationMs: Math.max(DEFAULT_NOTICE_DURATION_MS, characters * ERROR_NOTICE_MS_PER_CHARACTER) })
}

/** The same failure with the message key that tells people what it meant here (a failed member card check, an expired link). */
export function withMessageKey(error: SdkError, messageKey: string): SdkError {
  const init = { code: error.code, message: error.message, messageKey, status: error.status, cause: error, retryable: error.retryable }
  if (isHttpError(error)) return new HttpError({ ...init, body: error.body, ...(error.serverMessage === undefined ? {} : { serverMessage: error.serverMessage }) })
  if (isNetworkError(error)) return new NetworkError(init)
  return new SdkError(init)
}

/** The refusal of a form submitted again while its first submit runs (spec §4 "Forms use a submit lock"). */
export function busyError(action: string): SdkError {
  return new SdkError({ code: 'BUSY', status: 0, message: `${action} is already being submitted` })
}
