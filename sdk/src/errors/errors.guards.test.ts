import { describe, expect, it, vi } from 'vitest'
import { AuthError, CartSessionError, HttpError, NetworkError, SdkError, ValidationError } from './errors.classes'
import { isAuthError, isCartSessionError, isHttpError, isNetworkError, isSdkError, isValidationError } from './errors.guards'

const guards = { isSdkError, isHttpError, isNetworkError, isAuthError, isValidationError, isCartSessionError }

describe('SDK errors', () => {
  it.each([
    ['SdkError', new SdkError({ code: 'ABORTED' }), ['isSdkError']],
    ['HttpError', new HttpError({ code: 'HTTP_ERROR', status: 503 }), ['isSdkError', 'isHttpError']],
    ['NetworkError', new NetworkError({ code: 'NETWORK_ERROR' }), ['isSdkError', 'isNetworkError']],
    ['AuthError', new AuthError({ code: 'INVALID_LOGIN', status: 401 }), ['isSdkError', 'isAuthError']],
    ['ValidationError', new ValidationError({ issues: [{ path: ['email'], messageKey: 'validation.email' }] }), ['isSdkError', 'isValidationError']],
    ['CartSessionError', new CartSessionError({ code: 'CART_ARCHIVED', status: 400 }), ['isSdkError', 'isCartSessionError']],
  ])('recognises a %s with exactly its own guards', (name, error, expected) => {
    const passing = Object.entries(guards)
      .filter(([, guard]) => guard(error))
      .map(([guardName]) => guardName)
    expect(passing).toEqual(expected)
    expect(error.name).toBe(name)
    expect(error).toBeInstanceOf(Error)
  })

  it('recognises errors from a second copy of the module, where instanceof fails', async () => {
    vi.resetModules()
    const copy = (await import('./errors.classes?copy' as string)) as typeof import('./errors.classes')
    const foreign = new copy.HttpError({ code: 'HTTP_ERROR', status: 418 })
    expect(foreign instanceof HttpError).toBe(false)
    expect(isHttpError(foreign)).toBe(true)
    expect(isSdkError(foreign)).toBe(true)
  })

  it('rejects look-alikes without the brand', () => {
    const lookAlike = Object.assign(new Error('x'), { code: 'HTTP_ERROR', messageKey: 'k', status: 500 })
    expect([isSdkError(lookAlike), isSdkError(null), isSdkError('vitrina:HttpError'), isHttpError({ brand: 'other:HttpError' })]).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('defaults the status to 500 and the message key to the generic one', () => {
    const error = new SdkError({ code: 'HTTP_ERROR' })
    expect([error.status, error.messageKey]).toEqual([500, 'core.notifications.somethingWentWrong'])
  })

  it('forces status 0 on network errors', () => {
    expect(new NetworkError({ code: 'NETWORK_ERROR' }).status).toBe(0)
  })

  it('marks network errors retryable and other errors not, unless told otherwise', () => {
    expect([
      new NetworkError({ code: 'TIMEOUT' }).retryable,
      new HttpError({ code: 'HTTP_ERROR', status: 503 }).retryable,
      new SdkError({ code: 'ABORTED' }).retryable,
      new AuthError({ code: 'REFRESH_FAILED', retryable: true }).retryable,
    ]).toEqual([true, false, false, true])
  })

  it('gives a validation error status 400 and the first issue key', () => {
    const error = new ValidationError({ issues: [{ path: ['password'], messageKey: 'validation.minLength', params: { length: 8 } }] })
    expect([error.status, error.code, error.messageKey]).toEqual([400, 'VALIDATION_ERROR', 'validation.minLength'])
  })
})
