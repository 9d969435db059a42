import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { accountShop, calls } from '../../test/account.setup'
import { SHOPPER } from '../../test/auth.backend'
import { API, seen, server, useMswServer } from '../../test/msw'
import { isValidationError } from '../errors/errors.guards'

useMswServer()

const failure = (result: { ok: boolean; error?: { code: string; messageKey: string } }) => (result.ok ? null : [result.error!.code, result.error!.messageKey])
const lastBody = () => seen.at(-1)!.clone().json()
const issueKeys = (result: { ok: boolean; error?: unknown }) =>
  !result.ok && isValidationError(result.error) ? result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.messageKey}`) : []

describe('requestPasswordReset', () => {
  it('asks for the e-mail with the site’s API key and says a mail is on its way if the account exists', async () => {
    const { account, notices } = accountShop()
    const result = await account.requestPasswordReset({ username: 'kupac@vitrina.test' })
    expect(result).toEqual({ ok: true, data: undefined })
    expect(calls()).toEqual(['POST /api/v1/user/password/forgot'])
    expect(await lastBody()).toEqual({ username: 'kupac@vitrina.test', apiKey: 'vitrina-sandbox-key' })
    expect(seen[0]!.headers.has('authorization')).toBe(false)
    expect(notices.map((notice) => [notice.level, notice.key])).toEqual([['info', 'core.notifications.passwordResetSent']])
  })

  it('refuses a username that is no e-mail without a request', async () => {
    const { account, noticeKeys } = accountShop()
    const result = await account.requestPasswordReset({ username: 'kupac' })
    expect(issueKeys(result)).toEqual(['username validation.email'])
    expect(calls()).toEqual([])
    expect(noticeKeys()).toEqual([])
  })

  it('says something went wrong when the call fails, and releases the lock', async () => {
    const { account, noticeKeys } = accountShop()
    server.use(mock.post(`${API}/api/v1/user/password/forgot`, () => HttpResponse.error()))
    const result = await account.requestPasswordReset({ username: 'kupac@vitrina.test' })
    expect(failure(result)).toEqual(['NETWORK_ERROR', 'core.notifications.somethingWentWrong'])
    expect(noticeKeys()).toEqual(['core.notifications.somethingWentWrong'])
    expect(account.$pending.get()).toEqual([])
  })
})

describe('resetPassword', () => {
  const FORM = { password: 'NovaLozinka1', confirmedPassword: 'NovaLozinka1', token: 'reset-token-1' }

  it('sets the new password with the token and the API key, and says so', async () => {
    const { account, notices } = accountShop()
    expect(await account.resetPassword(FORM)).toEqual({ ok: true, data: undefined })
    expect(calls()).toEqual(['POST /api/v1/user/password/set'])
    expect(await lastBody()).toEqual({ password: 'NovaLozinka1', token: 'reset-token-1', apiKey: 'vitrina-sandbox-key' })
    expect(notices.map((notice) => [notice.level, notice.key])).toEqual([['success', 'core.notifications.passwordReset']])
  })

  it.each([
    ['missing', undefined],
    ['null', null],
    ['blank', '  '],
  ])('stops at a %s token with error.tokenUndefined, before the rules and without a request', async (_name, token) => {
    const { account, noticeKeys } = accountShop()
    const result = await account.resetPassword({ password: 'x', confirmedPassword: 'y', token })
    expect(issueKeys(result)).toEqual(['token error.tokenUndefined'])
    expect(noticeKeys()).toEqual(['error.tokenUndefined'])
    expect(calls()).toEqual([])
  })

  it('applies the password rules without a request or a notice', async () => {
    const { account, noticeKeys } = accountShop()
    const result = await account.resetPassword({ ...FORM, confirmedPassword: 'NovaLozinka2' })
    expect(issueKeys(result)).toEqual(['confirmedPassword validation.repeatPassword'])
    expect(calls()).toEqual([])
    expect(noticeKeys()).toEqual([])
  })

  it('says the link is invalid for a used or expired token', async () => {
    const { account, noticeKeys } = accountShop()
    await account.resetPassword(FORM)
    const again = await account.resetPassword(FORM)
    expect(failure(again)).toEqual(['HTTP_ERROR', 'core.notifications.invalidToken'])
    expect(noticeKeys()).toEqual(['core.notifications.passwordReset', 'core.notifications.invalidToken'])
  })

  it('says something went wrong, not that the link is invalid, when the server fails', async () => {
    const { account, noticeKeys } = accountShop()
    server.use(mock.post(`${API}/api/v1/user/password/set`, () => HttpResponse.json({ message: 'Internal server error.', statusCode: 500 }, { status: 500 })))
    const result = await account.resetPassword(FORM)
    expect(failure(result)).toEqual(['HTTP_ERROR', 'core.notifications.somethingWentWrong'])
    expect(noticeKeys()).toEqual(['core.notifications.somethingWentWrong'])
  })
})

describe('changePassword', () => {
  const FORM = { oldPassword: SHOPPER.password, newPassword: 'NovaLozinka1', newPasswordAgain: 'NovaLozinka1' }

  it('changes the logged-in user’s password with their token and says Lozinka uspješno promjenjena', async () => {
    const { account, shop, notices } = accountShop()
    await shop.auth.login(SHOPPER)
    seen.length = 0
    expect(await account.changePassword(FORM)).toEqual({ ok: true, data: undefined })
    expect(calls()).toEqual(['POST /api/v1/user/password/reset'])
    expect(await lastBody()).toEqual({ oldPassword: SHOPPER.password, newPassword: 'NovaLozinka1' })
    expect(seen[0]!.headers.get('authorization')).toMatch(/^Bearer /)
    expect(notices.at(-1)).toMatchObject({ level: 'success', key: 'core.notifications.passwordChanged' })
  })

  it('maps Incorrect old password. to its message key', async () => {
    const { account, shop, noticeKeys } = accountShop()
    await shop.auth.login(SHOPPER)
    const result = await account.changePassword({ ...FORM, oldPassword: 'Pogresna1!' })
    expect(failure(result)).toEqual(['INCORRECT_OLD_PASSWORD', 'core.notifications.inccorectOldPassword'])
    expect(noticeKeys().at(-1)).toBe('core.notifications.inccorectOldPassword')
    expect(account.$pending.get()).toEqual([])
  })

  it('refuses a new password equal to the old one without a request', async () => {
    const { account, shop } = accountShop()
    await shop.auth.login(SHOPPER)
    seen.length = 0
    const result = await account.changePassword({ oldPassword: 'StaraLozinka1', newPassword: 'StaraLozinka1', newPasswordAgain: 'StaraLozinka1' })
    expect(issueKeys(result)).toEqual(['newPassword validation.newDiffersFromOld'])
    expect(calls()).toEqual([])
  })

  it('needs a logged-in user, and asks nothing without one', async () => {
    const { account } = accountShop()
    expect(failure(await account.changePassword(FORM))).toEqual(['UNAUTHENTICATED', 'core.notifications.somethingWentWrong'])
    expect(calls()).toEqual([])
  })

  it('holds its own lock, apart from the other forms’', async () => {
    const { account, shop } = accountShop()
    await shop.auth.login(SHOPPER)
    const change = account.changePassword(FORM)
    const forgot = account.requestPasswordReset({ username: SHOPPER.username })
    expect(account.$pending.get()).toEqual(['changePassword', 'forgotPassword'])
    expect(failure(await account.changePassword(FORM))).toEqual(['BUSY', 'core.notifications.somethingWentWrong'])
    expect([(await change).ok, (await forgot).ok]).toEqual([true, true])
    expect(account.$pending.get()).toEqual([])
  })
})
