import { beforeEach, describe, expect, it } from 'vitest'
import { SEED_IDS } from '../../src/seed/seed.constants'
import { useSandbox } from '../sandbox.fixture'
import { api } from './account.fixture'
import { manualClock } from './auth.fixture'

const clock = manualClock()
const sandbox = useSandbox({ control: true, clock })
beforeEach(() => clock.reset())

const check = (body: unknown, headers?: Record<string, string>) => api(sandbox(), 'POST', 'v1/user/membership/check', body, headers)
const { memberCards } = SEED_IDS

describe('POST api/v1/user/membership/check', () => {
  it.each([memberCards.shopper, memberCards.valid, memberCards.otherValid])('answers isValid true for the active card %s, without a token', async (barcode) => {
    expect(await check({ barcode })).toEqual({ status: 200, body: { data: { barcode, isValid: true } } })
  })

  it.each([
    ['blocked', memberCards.blocked],
    ['expired', memberCards.expired],
    ['unknown', '2900000000070'],
    ['not a barcode', 'abc'],
  ])('answers 200 with isValid false for a %s card', async (_, barcode) => {
    expect(await check({ barcode })).toEqual({ status: 200, body: { data: { barcode, isValid: false } } })
  })

  it('trims the barcode', async () => {
    expect((await check({ barcode: ` ${memberCards.valid} ` })).body.data).toEqual({ barcode: memberCards.valid, isValid: true })
  })

  it('judges expiry by the sandbox clock', async () => {
    clock.advance((Date.UTC(2031, 0, 1) - clock.now()) / 1000)
    expect((await check({ barcode: memberCards.valid })).body.data.isValid).toBe(false)
  })

  it.each([{}, { barcode: '' }, { barcode: '   ' }, { barcode: 2900000000025 }, { barcode: null }])('answers 400 barcode is required. for %j', async (body) => {
    expect(await check(body)).toEqual({
      status: 400,
      body: { message: 'barcode is required.', statusCode: 400, errors: [{ path: 'barcode', message: 'barcode is required.' }] },
    })
  })

  it('answers 503 for the fault-injection barcode, although the card itself is active', async () => {
    expect(await check({ barcode: memberCards.serviceUnavailable })).toEqual({
      status: 503,
      body: { message: 'Membership service unavailable.', statusCode: 503 },
    })
    const card = sandbox().db.prepare('SELECT status FROM member_cards WHERE barcode = ?').get(memberCards.serviceUnavailable) as { status: string }
    expect(card.status).toBe('active')
  })

  it('needs the apiKey like every api/ call', async () => {
    expect((await check({ barcode: memberCards.valid }, { 'Content-Type': 'application/json' })).status).toBe(401)
  })
})
