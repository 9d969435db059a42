import { MESSAGE_KEYS } from '../messages/messages.keys'
import type { SdkErrorCode, SdkErrorKind, ValidationIssue } from './errors.types'

/** Prefix of every error brand; guards test it instead of `instanceof`, which fails across duplicated module copies. */
export const ERROR_BRAND_PREFIX = 'vitrina:'

/** Constructor input shared by every SDK error. */
export interface SdkErrorInit {
  /** Stable code to branch on. */
  code: SdkErrorCode
  /** English text for developers; defaults to the code. */
  message?: string
  /** Key of the text for people; defaults to `core.notifications.somethingWentWrong`. */
  messageKey?: string
  /** The values of the text's placeholders, such as `{ minutes: 15 }`. */
  messageParams?: Readonly<Record<string, string | number>>
  /** HTTP status; defaults to 500 when the server gave none. */
  status?: number
  /** The underlying error. */
  cause?: unknown
  /** Whether the same call may succeed when tried again later; defaults to false (true for network errors). */
  retryable?: boolean
}

/**
 * The one error type the SDK produces: a stable `code`, a `messageKey` for people and an HTTP-like `status`.
 */
export class SdkError extends Error {
  /** Stable code to branch on. */
  readonly code: SdkErrorCode
  /** Key of the text for people, to be translated by the UI (see `sdkMessages` of `@vitrina/sdk/messages`). */
  readonly messageKey: string
  /** The values of the text's placeholders (`t(error.messageKey, error.messageParams)`), when it has any. */
  readonly messageParams: Readonly<Record<string, string | number>> | undefined
  /** HTTP status of the failure: the server's, 0 for network failures, 500 when none was given. */
  readonly status: number
  /**
   * True when the same call may succeed if tried again later with nothing changed: every {@link NetworkError}
   * (offline, timeout) and an `AuthError` with code `REFRESH_FAILED` (the token refresh failed for a transient
   * reason and the user is still logged in). False for HTTP error statuses, which the SDK cannot judge.
   */
  readonly retryable: boolean
  /** Which error class this is, as a string that survives duplicated module copies; read by the `is*` guards. */
  readonly brand: `vitrina:${SdkErrorKind}` = 'vitrina:SdkError'
  /** The class name, kept as data so minified builds still say which error this is. */
  override readonly name: SdkErrorKind = 'SdkError'

  /** Creates an error; `messageKey` defaults to the generic "something went wrong" and `status` to 500. */
  constructor(init: SdkErrorInit) {
    super(init.message ?? init.code, init.cause === undefined ? undefined : { cause: init.cause })
    this.code = init.code
    this.messageKey = init.messageKey ?? MESSAGE_KEYS.somethingWentWrong
    this.messageParams = init.messageParams
    this.status = init.status ?? 500
    this.retryable = init.retryable ?? false
  }
}

/** Constructor input of {@link HttpError}. */
export interface HttpErrorInit extends SdkErrorInit {
  /** The parsed response body (or its text when it was not JSON). */
  body?: unknown
  /** The `message` the server sent, when it sent one. */
  serverMessage?: string
  /** The wait the server asked for (`Retry-After`), in seconds. */
  retryAfterSeconds?: number
}

/** A failure the server answered with an HTTP error status. */
export class HttpError extends SdkError {
  /** The parsed response body (or its text when it was not JSON). */
  readonly body: unknown
  /** The `message` the server sent, when it sent one. */
  readonly serverMessage: string | undefined
  /**
   * The wait the server asked for before the same call is tried again (`Retry-After`, in seconds), as a throttled
   * call (429, code `TOO_MANY_REQUESTS`) or a backend briefly down (503) send it; undefined when it sent none.
   */
  readonly retryAfterSeconds: number | undefined

  /** Creates an HTTP error from the response's status, body and server text. */
  constructor(init: HttpErrorInit) {
    super(init)
    this.body = init.body
    this.serverMessage = init.serverMessage
    this.retryAfterSeconds = init.retryAfterSeconds
  }

  /** Marks the error as a {@link HttpError} for the guards, even across copies of the module. */
  override readonly brand = 'vitrina:HttpError' as const
  /** The class name, kept as data so minified builds still say which error this is. */
  override readonly name = 'HttpError'
}

/** A request that never got an answer (offline, DNS, refused, timed out); its status is always 0. */
export class NetworkError extends SdkError {
  /** Creates a network error; the status is forced to 0 as the spec says ("Network errors give status 0"), and it is retryable unless told otherwise. */
  constructor(init: Omit<SdkErrorInit, 'status'>) {
    super({ ...init, status: 0, retryable: init.retryable ?? true })
  }

  /** Marks the error as a {@link NetworkError} for the guards, even across copies of the module. */
  override readonly brand = 'vitrina:NetworkError' as const
  /** The class name, kept as data so minified builds still say which error this is. */
  override readonly name = 'NetworkError'
}

/** Constructor input of the errors that may come from a server text. */
export interface ServerTextErrorInit extends SdkErrorInit {
  /** The `message` the server sent, when the error came from a response. */
  serverMessage?: string
}

/**
 * A failed login, a rejected or expired token, or a call that needs a user without one.
 *
 * @remarks
 * Code `REFRESH_FAILED` (with `retryable: true` and the failure as `cause`) means an expired access token could
 * not be refreshed for a transient reason; the request was not sent and the user is still logged in.
 */
export class AuthError extends SdkError {
  /** The `message` the server sent, when the error came from a response. */
  readonly serverMessage: string | undefined

  /** Creates an authentication error. */
  constructor(init: ServerTextErrorInit) {
    super(init)
    this.serverMessage = init.serverMessage
  }

  /** Marks the error as a {@link AuthError} for the guards, even across copies of the module. */
  override readonly brand = 'vitrina:AuthError' as const
  /** The class name, kept as data so minified builds still say which error this is. */
  override readonly name = 'AuthError'
}

/** A cart session that is missing, archived or already used up by an order. */
export class CartSessionError extends SdkError {
  /** The `message` the server sent, when the error came from a response. */
  readonly serverMessage: string | undefined

  /** Creates a cart session error. */
  constructor(init: ServerTextErrorInit) {
    super(init)
    this.serverMessage = init.serverMessage
  }

  /** Marks the error as a {@link CartSessionError} for the guards, even across copies of the module. */
  override readonly brand = 'vitrina:CartSessionError' as const
  /** The class name, kept as data so minified builds still say which error this is. */
  override readonly name = 'CartSessionError'
}

/** Input that broke validation rules; each issue carries a message key and its params. */
export class ValidationError extends SdkError {
  /** What was wrong, field by field. */
  readonly issues: ValidationIssue[]

  /** Creates a validation error (status 400, code `VALIDATION_ERROR` unless given). */
  constructor(init: Omit<SdkErrorInit, 'code'> & { code?: SdkErrorCode; issues: ValidationIssue[] }) {
    super({
      ...init,
      code: init.code ?? 'VALIDATION_ERROR',
      status: init.status ?? 400,
      messageKey: init.messageKey ?? init.issues[0]?.messageKey,
    })
    this.issues = init.issues
  }

  /** Marks the error as a {@link ValidationError} for the guards, even across copies of the module. */
  override readonly brand = 'vitrina:ValidationError' as const
  /** The class name, kept as data so minified builds still say which error this is. */
  override readonly name = 'ValidationError'
}
