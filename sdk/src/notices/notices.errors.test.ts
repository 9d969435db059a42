import { describe, expect, it, vi } from 'vitest'
import { CartSessionError, HttpError, NetworkError, SdkError } from '../errors/errors.classes'
import { sdkMessages } from '../messages/messages.catalog'
import { errorNoticeDuration, notifyError } from './notices.errors'
import { createNotices } from './notices.service'

describe('error notices', () => {
  it('shows a message for 50 ms per character of its text in the current language', () => {
    const text = sdkMessages.de['core.notifications.cartUpdateError']
    expect(text.length * 50).toBeGreaterThan(3000)
    expect(errorNoticeDuration('de', 'core.notifications.cartUpdateError')).toBe(text.length * 50)
  })

  it('never shows a message for less than the 3000 ms default', () => {
    expect(sdkMessages.hr.INVALID_LOGIN.length * 50).toBeLessThan(3000)
    expect(errorNoticeDuration('hr', 'INVALID_LOGIN')).toBe(3000)
  })

  it('measures the text with its placeholders filled in', () => {
    const withShort = errorNoticeDuration('en', 'validation.minLength', { length: 8 })
    const withLong = errorNoticeDuration('en', 'validation.minLength', { length: 'x'.repeat(40) })
    expect(withShort).toBe(3000)
    expect(withLong).toBe(sdkMessages.en['validation.minLength'].replace('{length}', 'x'.repeat(40)).length * 50)
  })

  it('measures an unknown key (a server text passed through) by its own length', () => {
    const key = 'A server text that is long enough to need more than three seconds on screen.'
    expect(errorNoticeDuration('hr', key)).toBe(key.length * 50)
  })

  it('emits an error notice with the error message key and the language-dependent duration', () => {
    const notices = createNotices()
    const listener = vi.fn()
    notices.listen(listener)
    const notice = notifyError(notices, new HttpError({ code: 'HTTP_ERROR', messageKey: 'core.notifications.cartUpdateError', status: 500 }), 'de')
    expect(notice).toMatchObject({
      level: 'error',
      key: 'core.notifications.cartUpdateError',
      durationMs: sdkMessages.de['core.notifications.cartUpdateError'].length * 50,
    })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('emits a notice for network failures', () => {
    const notices = createNotices()
    expect(notifyError(notices, new NetworkError({ code: 'NETWORK_ERROR' }), 'hr')?.key).toBe('core.notifications.somethingWentWrong')
  })

  it.each([
    ['an aborted request', new SdkError({ code: 'ABORTED', status: 0 })],
    ['an already used cart session', new CartSessionError({ code: 'SESSION_ALREADY_USED', messageKey: 'core.notifications.cartUpdateError', status: 409 })],
  ])('emits no notice for %s', (_case, error) => {
    const notices = createNotices()
    const listener = vi.fn()
    notices.listen(listener)
    expect(notifyError(notices, error, 'hr')).toBeNull()
    expect(listener).not.toHaveBeenCalled()
  })
})
