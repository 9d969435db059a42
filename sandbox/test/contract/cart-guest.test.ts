import { describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'
import { cartCall, getCart, newCart } from './cart.fixture'

const sandbox = useSandbox()
const updateGuest = async (body: Record<string, unknown>) => cartCall(sandbox(), 'POST', 'updateGuestUser', { ...(await newCart(sandbox())), ...body })

const address = {
  type: 'shipping',
  firstName: 'Iva',
  lastName: 'Gost',
  contactEmail: 'iva@primjer.hr',
  contactPhone: '+385 91 000 0000',
  country: 'HR',
  city: 'Zadar',
  street: 'Široka ulica',
  houseNumber: '3',
  zipCode: '23000',
}

describe('POST api/v2/ecommerce/cart/updateGuestUser', () => {
  it('creates a guest user from an e-mail and attaches it to the cart', async () => {
    const key = await newCart(sandbox())
    const { status, body } = await cartCall(sandbox(), 'POST', 'updateGuestUser', { ...key, email: 'iva@primjer.hr' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ id: expect.any(Number), email: 'iva@primjer.hr' })
    expect((await getCart(sandbox(), key)).guestUser).toEqual(body.data)
    const row = sandbox().db.prepare('SELECT is_guest, password_hash FROM users WHERE id = ?').get(body.data.id)
    expect(row).toEqual({ is_guest: 1, password_hash: null })
  })

  it('keeps one guest per e-mail', async () => {
    const first = await updateGuest({ email: 'iva@primjer.hr' })
    const second = await updateGuest({ email: 'IVA@primjer.hr' })
    expect(second.body.data.id).toBe(first.body.data.id)
  })

  it('stores details, company and addresses, answering the addresses with ids and country ids', async () => {
    const { status, body } = await updateGuest({
      email: 'iva@primjer.hr',
      details: { firstName: 'Iva', lastName: 'Gost' },
      company: {
        name: 'Primjer d.o.o.',
        oib: '12345678901',
        address: { street: 'Ilica', houseNumber: '1', zipCode: '10000', city: 'Zagreb', country: 191, region: '', type: 'billing' },
      },
      addresses: [address],
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      email: 'iva@primjer.hr',
      details: { firstName: 'Iva', lastName: 'Gost', phone: '' },
      company: { name: 'Primjer d.o.o.', oib: '12345678901' },
    })
    expect(body.data.addresses).toEqual([
      { id: expect.any(Number), ...address, country: 191, region: '', companyName: '', oib: '' },
      expect.objectContaining({
        id: expect.any(Number),
        type: 'billing',
        city: 'Zagreb',
        country: 191,
        companyName: 'Primjer d.o.o.',
        contactEmail: 'iva@primjer.hr',
      }),
    ])
  })

  it('replaces the guest’s addresses, and an e-mail-only call does not reveal them', async () => {
    await updateGuest({ email: 'iva@primjer.hr', addresses: [address, { ...address, type: 'main' }] })
    const replaced = await updateGuest({ email: 'iva@primjer.hr', addresses: [{ ...address, city: 'Split' }] })
    expect(replaced.body.data.addresses.map((a: { city: string }) => a.city)).toEqual(['Split'])
    const count = sandbox().db.prepare('SELECT count(*) AS n FROM user_addresses WHERE user_id = ?').get(replaced.body.data.id) as { n: number }
    expect(count.n).toBe(1)
    const plain = await updateGuest({ email: 'iva@primjer.hr' })
    expect(plain.body.data).toEqual({ id: replaced.body.data.id, email: 'iva@primjer.hr' })
  })

  it('answers the e-mail of a registered account exactly as any other, so the answer does not tell which e-mails have accounts', async () => {
    const answers = []
    for (const email of ['kupac@vitrina.test', 'nitko@vitrina.test']) {
      for (const body of [{ email }, { email, details: { firstName: 'Iva', lastName: 'Gost' }, addresses: [address] }]) {
        const { status, body: answer } = await updateGuest(body)
        answers.push({ status, keys: Object.keys(answer.data).sort(), email: answer.data.email })
      }
    }
    const [registered, registeredFull, unknown, unknownFull] = answers
    expect(registered).toEqual({ ...unknown, email: 'kupac@vitrina.test' })
    expect(registeredFull).toEqual({ ...unknownFull, email: 'kupac@vitrina.test' })
    expect(registered).toEqual({ status: 200, keys: ['email', 'id'], email: 'kupac@vitrina.test' })
  })

  it('gives a registered e-mail a guest of its own for the cart, and neither reads nor writes the account', async () => {
    const account = () =>
      sandbox().db.prepare("SELECT id, email, first_name, last_name, phone, is_guest FROM users WHERE email = 'kupac@vitrina.test'").get() as { id: number }
    const accountAddresses = () => sandbox().db.prepare('SELECT * FROM user_addresses WHERE user_id = ? ORDER BY id').all(account().id)
    const before = { user: account(), addresses: accountAddresses() }
    const key = await newCart(sandbox())
    const first = await cartCall(sandbox(), 'POST', 'updateGuestUser', {
      ...key,
      email: 'KUPAC@vitrina.test',
      details: { firstName: 'Stranac', lastName: 'Netko' },
      addresses: [address],
    })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ email: 'KUPAC@vitrina.test', details: { firstName: 'Stranac', lastName: 'Netko' }, addresses: [{ city: 'Zadar' }] })
    expect(first.body.data.id).not.toBe(before.user.id)
    expect({ user: account(), addresses: accountAddresses() }).toEqual(before)
    expect((await getCart(sandbox(), key)).guestUser).toEqual({ id: first.body.data.id, email: 'KUPAC@vitrina.test' })
    // The same cart keeps its guest; another cart gets another one.
    const again = await cartCall(sandbox(), 'POST', 'updateGuestUser', { ...key, email: 'kupac@vitrina.test' })
    expect(again.body.data).toEqual({ id: first.body.data.id, email: 'kupac@vitrina.test' })
    const other = await updateGuest({ email: 'kupac@vitrina.test' })
    expect(other.body.data.id).not.toBe(first.body.data.id)
    const guest = sandbox().db.prepare('SELECT is_guest, password_hash, guest_email FROM users WHERE id = ?').get(first.body.data.id)
    expect(guest).toEqual({ is_guest: 1, password_hash: null, guest_email: 'KUPAC@vitrina.test' })
  })

  it('reports every invalid field at once', async () => {
    const { status, body } = await updateGuest({
      email: 'nije-email',
      addresses: [{ ...address, firstName: '', city: 'x'.repeat(76), country: 'XX', houseNumber: '1'.repeat(16) }],
    })
    expect(status).toBe(400)
    expect(body.message).toBe('email must be an e-mail address.')
    expect(body.errors).toEqual([
      { path: 'email', message: 'email must be an e-mail address.' },
      { path: 'addresses[0].firstName', message: 'addresses[0].firstName is required.' },
      { path: 'addresses[0].country', message: 'addresses[0].country must be a country id or ISO code.' },
      { path: 'addresses[0].city', message: 'addresses[0].city must be at most 75 characters.' },
      { path: 'addresses[0].houseNumber', message: 'addresses[0].houseNumber must be at most 15 characters.' },
    ])
  })

  it('requires the e-mail', async () => {
    const { status, body } = await updateGuest({ details: { firstName: 'Iva', lastName: 'Gost' } })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ path: 'email', message: 'email is required.' }])
  })
})
