import { beforeEach, describe, expect, it } from 'vitest'
import { SEED_IDS } from '../../src/seed/seed.constants'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { api, linkToken, mailbox, register, registration, setOptions } from './account.fixture'
import { login, manualClock, withBearer } from './auth.fixture'
import { createOrder, guestCart } from './checkout.fixture'

const clock = manualClock()
const sandbox = useSandbox({ control: true, clock })
beforeEach(() => clock.reset())

const EMAIL = 'nova.kupka@primjer.hr'
const tryLogin = (password = 'Lozinka123', email = EMAIL) => api(sandbox(), 'POST', 'v1/login', { username: email, password, apiKey: SHOP_HEADERS.apiKey })
const verify = (token: string) => api(sandbox(), 'GET', `v1/user/web/verify/${token}`)
const userRow = (email: string) => sandbox().db.prepare('SELECT * FROM users WHERE email = ?').get(email) as Record<string, any> | undefined

describe('POST api/v1/user/web/register with e-mail confirmation (the seeded default)', () => {
  it('creates an unverified account, answers the user and a verification token, and mails the link', async () => {
    const { status, body } = await register(sandbox())
    expect(status).toBe(200)
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      email: EMAIL,
      username: EMAIL,
      details: { firstName: 'Petra', lastName: 'Novak' },
      company: null,
      memberCardBarcode: null,
      addresses: [],
      isBackofficeUser: false,
      scope: ['shopper'],
    })
    expect(body.data.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The same User the profile answers, and no password anywhere.
    expect(JSON.stringify(body)).not.toContain('Lozinka123')
    expect(userRow(EMAIL)!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/)

    const [mail, ...others] = await mailbox(sandbox(), EMAIL)
    expect(others).toEqual([])
    expect(mail).toMatchObject({ to: EMAIL, kind: 'verification', subject: 'Potvrdite svoju adresu e-pošte' })
    // No Origin or Referer: the site's url.
    expect(mail!.links).toEqual([`http://localhost:3000/potvrdi-email?verificationToken=${body.data.verificationToken}`])
    expect(mail!.text).toContain('Petra')
  })

  it('keeps only a hash of the token, valid for 7 days', async () => {
    const { body } = await register(sandbox())
    const tokens = sandbox().db.prepare("SELECT token_hash, expires_at FROM user_tokens WHERE kind = 'emailVerification'").all() as {
      token_hash: string
      expires_at: string
    }[]
    expect(tokens).toHaveLength(1)
    expect(tokens[0]!.token_hash).not.toContain(body.data.verificationToken)
    expect(Date.parse(tokens[0]!.expires_at)).toBe(clock.now() + 7 * 24 * 3600 * 1000)
  })

  it('refuses the login of the unverified account with INVALID_LOGIN', async () => {
    await register(sandbox())
    expect(await tryLogin()).toEqual({ status: 401, body: { message: 'INVALID_LOGIN', statusCode: 401 } })
  })
})

describe('GET api/v1/user/web/verify/{token}', () => {
  it('verifies the account, which can then log in', async () => {
    const { body } = await register(sandbox())
    expect(await verify(body.data.verificationToken)).toEqual({ status: 200, body: { data: { verified: true, email: EMAIL } } })
    expect((await tryLogin()).status).toBe(200)
  })

  it('takes the token from the e-mailed link', async () => {
    await register(sandbox())
    const [mail] = await mailbox(sandbox(), EMAIL)
    expect((await verify(linkToken(mail!, 'verificationToken'))).status).toBe(200)
  })

  it('answers 400 for a used token, an unknown one and one older than 7 days', async () => {
    const invalid = { status: 400, body: { message: 'Invalid or expired verification token.', statusCode: 400 } }
    const { body } = await register(sandbox())
    expect((await verify(body.data.verificationToken)).status).toBe(200)
    expect(await verify(body.data.verificationToken)).toEqual(invalid)
    expect(await verify('x'.repeat(43))).toEqual(invalid)

    const other = await register(sandbox(), registration('treca.kupka@primjer.hr'))
    clock.advance(7 * 24 * 3600)
    expect(await verify(other.body.data.verificationToken)).toEqual(invalid)
    expect((await tryLogin('Lozinka123', 'treca.kupka@primjer.hr')).body.message).toBe('INVALID_LOGIN')
  })

  it('accepts the token until the last second of its 7 days', async () => {
    const { body } = await register(sandbox())
    clock.advance(7 * 24 * 3600 - 1)
    expect((await verify(body.data.verificationToken)).status).toBe(200)
  })
})

describe('POST api/v1/user/web/register without e-mail confirmation', () => {
  it('verifies the account at once: no token, no e-mail, the login works', async () => {
    await setOptions(sandbox(), { emailConfirmation: false })
    expect((await json(call(sandbox(), 'GET', '/__sandbox/options'))).body.data.emailConfirmation).toBe(false)
    const { status, body } = await register(sandbox())
    expect(status).toBe(200)
    expect(Object.keys(body.data)).toEqual(['user'])
    expect(await mailbox(sandbox())).toEqual([])
    expect((await tryLogin()).status).toBe(200)
  })
})

describe('POST api/v1/user/web/register: validation', () => {
  it('reports every missing field at once', async () => {
    const { status, body } = await register(sandbox(), {})
    expect(status).toBe(400)
    expect(body.message).toBe('details.firstName is required.')
    expect(body.errors).toEqual([
      { path: 'details.firstName', message: 'details.firstName is required.' },
      { path: 'details.lastName', message: 'details.lastName is required.' },
      { path: 'email', message: 'email is required.' },
      { path: 'password', message: 'password is required.' },
    ])
    expect(userRow(EMAIL)).toBeUndefined()
  })

  it.each([
    [{ email: 'nije-adresa', username: 'nije-adresa' }, 'email', 'email must be an e-mail address.'],
    [{ password: 'Kratka1' }, 'password', 'password must be at least 8 characters.'],
    [{ username: 'netko.drugi@primjer.hr' }, 'username', 'username must equal email.'],
    [{ username: undefined }, 'username', 'username must equal email.'],
    [{ details: { firstName: 'x'.repeat(101), lastName: 'Novak' } }, 'details.firstName', 'details.firstName must be at most 100 characters.'],
    [{ memberCardBarcode: 2900000000025 }, 'memberCardBarcode', 'memberCardBarcode must be a string.'],
    [{ addresses: { city: 'Zadar' } }, 'addresses', 'addresses must be a list of addresses.'],
  ])('refuses %j', async (extra, path, message) => {
    const { status, body } = await register(sandbox(), registration(EMAIL, extra))
    expect(status).toBe(400)
    expect(body).toEqual({ message, statusCode: 400, errors: [{ path, message }] })
  })

  it('accepts a password of exactly 8 characters and a username in another case', async () => {
    const { status } = await register(sandbox(), registration(EMAIL, { password: '12345678', username: 'Nova.Kupka@primjer.hr' }))
    expect(status).toBe(200)
  })

  it('answers 409 User already exist. for a registered e-mail in any case, the blocked account included', async () => {
    const exists = { status: 409, body: { message: 'User already exist.', statusCode: 409 } }
    expect(await register(sandbox(), registration('KUPAC@vitrina.test'))).toEqual(exists)
    expect(await register(sandbox(), registration('blokiran@vitrina.test'))).toEqual(exists)
    await register(sandbox())
    expect(await register(sandbox())).toEqual(exists)
  })
})

describe('POST api/v1/user/web/register with addresses', () => {
  const address = {
    firstName: 'Petra',
    lastName: 'Novak',
    contactPhone: '+385 98 111 222',
    country: 'HR',
    city: 'Zadar',
    street: 'Široka ulica',
    houseNumber: '3',
    zipCode: '23000',
  }

  it('stores them: the first as main, an untyped second as shipping, a typed one as typed; the e-mail as contact', async () => {
    const addresses = [address, { ...address, city: 'Split', zipCode: '21000' }, { ...address, type: 'billing', city: 'Rijeka', zipCode: '51000' }]
    const { status, body } = await register(sandbox(), registration(EMAIL, { addresses }))
    expect(status).toBe(200)
    expect(body.data.user.addresses.map((a: Record<string, unknown>) => [a.type, a.city, a.contactEmail, a.country])).toEqual([
      ['main', 'Zadar', EMAIL, 191],
      ['shipping', 'Split', EMAIL, 191],
      ['billing', 'Rijeka', EMAIL, 191],
    ])
  })

  it('checks them as web/address/create does, with every problem under its index', async () => {
    const { status, body } = await register(
      sandbox(),
      registration(EMAIL, { addresses: [address, { ...address, city: '', zipCode: 'x'.repeat(26), country: 'XX' }] }),
    )
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { path: 'addresses[1].country', message: 'addresses[1].country must be a country id or ISO code.' },
      { path: 'addresses[1].city', message: 'addresses[1].city is required.' },
      { path: 'addresses[1].zipCode', message: 'addresses[1].zipCode must be at most 25 characters.' },
    ])
    expect(userRow(EMAIL)).toBeUndefined()
  })
})

describe('POST api/v1/user/web/register with a member card', () => {
  it('saves a valid card on the user', async () => {
    const { status, body } = await register(sandbox(), registration(EMAIL, { memberCardBarcode: SEED_IDS.memberCards.valid }))
    expect(status).toBe(200)
    expect(body.data.user.memberCardBarcode).toBe(SEED_IDS.memberCards.valid)
  })

  it.each([
    ['blocked', SEED_IDS.memberCards.blocked],
    ['expired', SEED_IDS.memberCards.expired],
    ['unknown', '2900000000070'],
  ])('refuses a %s card with 400 and creates nothing', async (_, barcode) => {
    expect(await register(sandbox(), registration(EMAIL, { memberCardBarcode: barcode }))).toEqual({
      status: 400,
      body: { message: 'Invalid member card code.', statusCode: 400 },
    })
    expect(userRow(EMAIL)).toBeUndefined()
    expect(await mailbox(sandbox())).toEqual([])
  })

  it('answers 503 when the membership service is down (the fault-injection card)', async () => {
    const { status, body } = await register(sandbox(), registration(EMAIL, { memberCardBarcode: SEED_IDS.memberCards.serviceUnavailable }))
    expect({ status, body }).toEqual({ status: 503, body: { message: 'Membership service unavailable.', statusCode: 503 } })
    expect(userRow(EMAIL)).toBeUndefined()
  })
})

describe('POST api/v1/user/web/register for a guest e-mail', () => {
  it('turns the guest into the account, keeping its id, so its guest orders become the user’s', async () => {
    await setOptions(sandbox(), { guestCheckout: true, emailConfirmation: false })
    const key = await guestCart(sandbox())
    const order = await createOrder(sandbox(), key)
    expect(order.status).toBe(200)
    const guestId = userRow('gost@primjer.hr')!.id
    expect(userRow('gost@primjer.hr')!.is_guest).toBe(1)

    const { status, body } = await register(sandbox(), registration('Gost@primjer.hr'))
    expect(status).toBe(200)
    expect(body.data.user).toMatchObject({ id: guestId, email: 'Gost@primjer.hr', details: { firstName: 'Petra', lastName: 'Novak' } })
    expect(userRow('gost@primjer.hr')!.is_guest).toBe(0)
    const { tokens } = await login(sandbox(), { email: 'gost@primjer.hr', password: 'Lozinka123' })
    const history = await api(sandbox(), 'POST', 'v1/document/filter/web', { filters: [{ key: 'store', value: 1 }] }, withBearer(tokens.accessToken))
    expect(history.body.data.records.map((r: { id: number }) => r.id)).toEqual([order.body.data.orderId])
  })
})
