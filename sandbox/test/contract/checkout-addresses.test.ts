import { describe, expect, it } from 'vitest'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { login, withBearer } from './auth.fixture'
import { shopper } from './checkout.fixture'

const sandbox = useSandbox()
const USER = '/api/v1/user'

const address = {
  type: 'shipping',
  firstName: 'Ana',
  lastName: 'Horvat',
  contactEmail: 'kupac@vitrina.test',
  contactPhone: '+385 91 234 5678',
  country: 'HR',
  city: 'Zadar',
  street: 'Široka ulica',
  houseNumber: '3',
  zipCode: '23000',
}

const userCall = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  json(call(sandbox(), method, `${USER}/${path}`, { body, headers }))

describe('POST api/v1/user/web/address/create', () => {
  it('stores an address of the logged-in user and answers it with the country id', async () => {
    const { headers, userId } = await shopper(sandbox())
    const { status, body } = await userCall('POST', 'web/address/create', address, headers)
    expect(status).toBe(200)
    expect(body.data).toEqual({ id: expect.any(Number), ...address, country: 191, region: '', companyName: '', oib: '' })
    const profile = await json(call(sandbox(), 'GET', `${USER}/web/profile`, { headers }))
    expect(profile.body.data.addresses.map((a: { id: number }) => a.id)).toContain(body.data.id)
    expect(userId).toBe(profile.body.data.id)
  })

  it('needs a logged-in user', async () => {
    expect((await userCall('POST', 'web/address/create', address, SHOP_HEADERS)).status).toBe(401)
  })

  it('reports every missing required field', async () => {
    const { headers } = await shopper(sandbox())
    const { status, body } = await userCall('POST', 'web/address/create', { type: 'main' }, headers)
    expect(status).toBe(400)
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual([
      'firstName',
      'lastName',
      'contactEmail',
      'contactPhone',
      'country',
      'city',
      'street',
      'houseNumber',
      'zipCode',
    ])
  })

  it.each([
    ['city', 75],
    ['street', 75],
    ['houseNumber', 15],
    ['zipCode', 25],
  ])('accepts %s of %i characters and refuses one more', async (field, max) => {
    const { headers } = await shopper(sandbox())
    expect((await userCall('POST', 'web/address/create', { ...address, [field]: 'x'.repeat(max) }, headers)).status).toBe(200)
    const { status, body } = await userCall('POST', 'web/address/create', { ...address, [field]: 'x'.repeat(max + 1) }, headers)
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ path: field, message: `${field} must be at most ${max} characters.` }])
  })

  it('refuses a country longer than 75 characters or unknown', async () => {
    const { headers } = await shopper(sandbox())
    expect((await userCall('POST', 'web/address/create', { ...address, country: 'x'.repeat(76) }, headers)).body.errors[0]).toEqual({
      path: 'country',
      message: 'country must be at most 75 characters.',
    })
    expect((await userCall('POST', 'web/address/create', { ...address, country: 'XX' }, headers)).status).toBe(400)
  })
})

describe('PATCH api/v1/user/web/address/update/{id}', () => {
  it('changes the fields sent and keeps the others', async () => {
    const { headers } = await shopper(sandbox())
    const created = await userCall('POST', 'web/address/create', address, headers)
    const { status, body } = await userCall('PATCH', `web/address/update/${created.body.data.id}`, { city: 'Split', zipCode: '21000' }, headers)
    expect(status).toBe(200)
    expect(body.data).toEqual({ ...created.body.data, city: 'Split', zipCode: '21000' })
  })

  it('answers 404 for another user’s address and checks the maxima', async () => {
    const { headers } = await shopper(sandbox())
    const created = await userCall('POST', 'web/address/create', address, headers)
    const editor = await login(sandbox(), { email: 'urednik@vitrina.test', password: 'Urednik123!' })
    const other = await userCall('PATCH', `web/address/update/${created.body.data.id}`, { city: 'Split' }, withBearer(editor.tokens.accessToken))
    expect(other).toEqual({ status: 404, body: { message: 'Address not found.', statusCode: 404 } })
    const long = await userCall('PATCH', `web/address/update/${created.body.data.id}`, { houseNumber: '1'.repeat(16) }, headers)
    expect(long.status).toBe(400)
  })
})

describe('PATCH api/v1/user/web/update', () => {
  it('changes the e-mail and member card and answers the user', async () => {
    const { headers } = await shopper(sandbox())
    const barcode = (sandbox().db.prepare('SELECT barcode FROM member_cards ORDER BY id LIMIT 1 OFFSET 1').get() as { barcode: string }).barcode
    const { status, body } = await userCall('PATCH', 'web/update', { email: 'ana.horvat@vitrina.test', memberCardBarcode: barcode }, headers)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ email: 'ana.horvat@vitrina.test', memberCardBarcode: barcode })
  })

  it('answers 409 for the e-mail of another account and 400 for an unknown card', async () => {
    const { headers } = await shopper(sandbox())
    expect((await userCall('PATCH', 'web/update', { email: 'urednik@vitrina.test' }, headers)).body).toEqual({
      message: 'User already exist.',
      statusCode: 409,
    })
    expect((await userCall('PATCH', 'web/update', { memberCardBarcode: '123' }, headers)).body.message).toBe('Invalid member card code.')
  })
})
