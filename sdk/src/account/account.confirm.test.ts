import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { accountShop, calls } from '../../test/account.setup'
import { API, seen, server, useMswServer } from '../../test/msw'

useMswServer()

const failure = (result: { ok: boolean; error?: { code: string; messageKey: string } }) => (result.ok ? null : [result.error!.code, result.error!.messageKey])

describe('confirmEmail', () => {
  it('confirms a registration’s e-mail with its token and says so', async () => {
    const { account, notices } = accountShop()
    await account.register(
      { firstName: 'Iva', lastName: 'Nova', email: 'iva@example.hr', password: 'Lozinka1!', confirmedPassword: 'Lozinka1!' },
      { consents: [], acceptedConsents: [] },
    )
    seen.length = 0
    const result = await account.confirmEmail('verify-101')
    expect(result).toEqual({ ok: true, data: { email: 'iva@example.hr' } })
    expect(calls()).toEqual(['GET /api/v1/user/web/verify/verify-101'])
    expect(notices.at(-1)).toMatchObject({ level: 'success', key: 'core.notifications.emailConfirmed' })
  })

  it('says the link is invalid for an unknown or used token', async () => {
    const { account, noticeKeys } = accountShop()
    const result = await account.confirmEmail('verify-nepoznat')
    expect(failure(result)).toEqual(['HTTP_ERROR', 'core.notifications.invalidToken'])
    expect(result.ok ? null : result.error.status).toBe(400)
    expect(noticeKeys()).toEqual(['core.notifications.invalidToken'])
  })

  it('says something went wrong when the network fails, rather than blaming the link', async () => {
    const { account, noticeKeys } = accountShop()
    server.use(mock.get(`${API}/api/v1/user/web/verify/:token`, () => HttpResponse.error()))
    expect(failure(await account.confirmEmail('verify-101'))).toEqual(['NETWORK_ERROR', 'core.notifications.somethingWentWrong'])
    expect(noticeKeys()).toEqual(['core.notifications.somethingWentWrong'])
  })

  it('stops at a missing token without a request', async () => {
    const { account, noticeKeys } = accountShop()
    expect(failure(await account.confirmEmail(''))).toEqual(['VALIDATION_ERROR', 'error.tokenUndefined'])
    expect(noticeKeys()).toEqual(['error.tokenUndefined'])
    expect(calls()).toEqual([])
  })

  it('puts the token into the path safely', async () => {
    const { account } = accountShop()
    await account.confirmEmail('a/b?c')
    expect(calls()).toEqual(['GET /api/v1/user/web/verify/a%2Fb%3Fc'])
  })
})

describe('confirmFormEmail', () => {
  it('answers what the confirmed form leads to, without a notice (the page acts on the goal)', async () => {
    const { account, noticeKeys } = accountShop()
    const result = await account.confirmFormEmail('form-token-1')
    expect(result).toEqual({ ok: true, data: { goal: 'Hvala, e-mail je potvrđen.', goalType: 'message', confirmedEmail: 'gost@example.hr' } })
    expect(calls()).toEqual(['GET /api/v1/cms/form/confirmEmail/form-token-1'])
    expect(noticeKeys()).toEqual([])
  })

  it('says the link is invalid for an unknown token', async () => {
    const { account, noticeKeys } = accountShop()
    const result = await account.confirmFormEmail('form-token-2')
    expect(result.ok ? null : [result.error.status, result.error.messageKey]).toEqual([404, 'core.notifications.invalidToken'])
    expect(noticeKeys()).toEqual(['core.notifications.invalidToken'])
  })

  it('fails as an invalid response when the goal or its type is missing (spec: goal or goalType were not defined)', async () => {
    const { account } = accountShop()
    server.use(mock.get(`${API}/api/v1/cms/form/confirmEmail/:token`, () => HttpResponse.json({ data: { goal: 'x', confirmedEmail: 'gost@example.hr' } })))
    expect(failure(await account.confirmFormEmail('form-token-1'))).toEqual(['INVALID_RESPONSE', 'core.notifications.somethingWentWrong'])
  })
})
