import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { shopperProfile } from '../../test/account.backend'
import { accountShop, calls } from '../../test/account.setup'
import { makeToken, SHOPPER } from '../../test/auth.backend'
import { API, seen, server, useMswServer } from '../../test/msw'
import { isValidationError } from '../errors/errors.guards'
import { profileFormOf } from './account.profile'
import type { ProfileForm } from './account.types'

useMswServer()

const failure = (result: { ok: boolean; error?: { code: string; messageKey: string } }) => (result.ok ? null : [result.error!.code, result.error!.messageKey])
const bodyOf = (path: string) =>
  seen
    .find((request) => new URL(request.url).pathname.endsWith(path))!
    .clone()
    .json()
const COUNTRIES = [
  { id: 191, iso: 'HR', code: 'HRV', name: 'Hrvatska' },
  { id: 705, iso: 'SI', code: 'SVN', name: 'Slovenija' },
]
const FORM: ProfileForm = {
  firstName: 'Ana',
  lastName: 'Kupac-Horvat',
  email: 'kupac@vitrina.test',
  contactPhone: '+385 98 000 111',
  street: 'Vukovarska',
  houseNumber: '5a',
  zipCode: '21000',
  city: 'Split',
  country: 'HR',
}

async function loggedIn(options: Parameters<typeof accountShop>[0] = {}) {
  const setup = accountShop(options)
  await setup.shop.auth.login(SHOPPER)
  seen.length = 0
  return setup
}

describe('loadProfile', () => {
  it('loads the user with every address in full and picks the main one', async () => {
    const { account } = await loggedIn()
    const result = await account.loadProfile()
    expect(calls()).toEqual(['GET /api/v1/user/web/profile'])
    const profile = account.$profile.get()
    expect(result).toEqual({ ok: true, data: profile })
    expect(profile?.user).toMatchObject({
      id: 2,
      email: 'kupac@vitrina.test',
      details: { firstName: 'Ana', lastName: 'Kupac' },
      addresses: [
        { id: 11, type: 'main' },
        { id: 12, type: 'shipping' },
      ],
    })
    expect(profile?.addresses.map((address) => [address.id, address.type, address.city, address.country])).toEqual([
      [11, 'main', 'Zagreb', 191],
      [12, 'shipping', 'Ljubljana', 705],
    ])
    // Missing and null text reads as empty text.
    expect(profile?.addresses[1]).toMatchObject({ region: '', companyName: '', oib: '' })
    expect(profile?.mainAddress?.id).toBe(11)
  })

  it('reads addresses tolerantly: an unknown type as other, a country object as its id, companyOIB as oib; the first one is shown without a main', async () => {
    const { account } = await loggedIn()
    server.use(
      mock.get(`${API}/api/v1/user/web/profile`, () =>
        HttpResponse.json({
          data: {
            ...shopperProfile(),
            addresses: [{ id: 'a1', type: 'weird', country: { id: 191, iso: 'HR' }, companyOIB: '123', city: null, houseNumber: 7 }],
          },
        }),
      ),
    )
    const result = await account.loadProfile()
    expect(result.ok && result.data.addresses[0]).toMatchObject({ id: 'a1', type: 'other', country: 191, oib: '123', city: '', houseNumber: '7' })
    expect(result.ok && result.data.mainAddress?.id).toBe('a1')
  })

  it('answers no main address for a user without addresses', async () => {
    const { account } = await loggedIn()
    server.use(mock.get(`${API}/api/v1/user/web/profile`, () => HttpResponse.json({ data: { ...shopperProfile(), addresses: null } })))
    const result = await account.loadProfile()
    expect(result.ok && [result.data.addresses, result.data.mainAddress]).toEqual([[], null])
  })

  it('fails as an invalid response when the user has no e-mail', async () => {
    const { account } = await loggedIn()
    server.use(mock.get(`${API}/api/v1/user/web/profile`, () => HttpResponse.json({ data: { id: 2, addresses: [] } })))
    expect(failure(await account.loadProfile())).toEqual(['INVALID_RESPONSE', 'core.notifications.somethingWentWrong'])
    expect(account.$profile.get()).toBeNull()
  })

  it('needs a logged-in user and asks nothing without one', async () => {
    const { account } = accountShop()
    expect(failure(await account.loadProfile())).toEqual(['UNAUTHENTICATED', 'core.notifications.somethingWentWrong'])
    expect(calls()).toEqual([])
  })

  it('forgets the profile on logout', async () => {
    const { account, shop } = await loggedIn()
    await account.loadProfile()
    await shop.auth.logout()
    expect(account.$profile.get()).toBeNull()
  })

  it('drops a profile that arrives after the user logged out', async () => {
    const { account, shop } = await loggedIn()
    let answer: (() => void) | undefined
    server.use(
      mock.get(
        `${API}/api/v1/user/web/profile`,
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ data: shopperProfile() })))),
      ),
    )
    const loading = account.loadProfile()
    await new Promise((resolve) => setTimeout(resolve, 10))
    await shop.auth.logout()
    answer!()
    expect((await loading).ok).toBe(true)
    expect(account.$profile.get()).toBeNull()
  })
})

describe('updateProfile', () => {
  it('saves the details and e-mail, updates the main address, refetches the user and reloads the profile', async () => {
    const { account, backend, notices } = await loggedIn()
    const result = await account.updateProfile(FORM)
    expect(calls()).toEqual([
      'PATCH /api/v1/user/web/update',
      'PATCH /api/v1/user/web/address/update/11',
      'GET /api/v1/user/web/profile',
      'GET /api/v1/user/web/profile',
    ])
    expect(await bodyOf('/web/update')).toEqual({ email: 'kupac@vitrina.test', details: { firstName: 'Ana', lastName: 'Kupac-Horvat' } })
    expect(await bodyOf('/address/update/11')).toEqual({
      type: 'main',
      firstName: 'Ana',
      lastName: 'Kupac-Horvat',
      contactEmail: 'kupac@vitrina.test',
      contactPhone: '+385 98 000 111',
      country: 'HR',
      city: 'Split',
      street: 'Vukovarska',
      houseNumber: '5a',
      zipCode: '21000',
    })
    expect(result.ok && result.data.mainAddress).toMatchObject({ id: 11, city: 'Split', street: 'Vukovarska' })
    expect(account.$profile.get()?.user.details.lastName).toBe('Kupac-Horvat')
    expect((backend.state.profile.details as { lastName: string }).lastName).toBe('Kupac-Horvat')
    expect(notices.at(-1)).toMatchObject({ level: 'success', key: 'core.notifications.profileSaved' })
  })

  it('creates the main address for a user without one', async () => {
    const { account, backend, shop } = accountShop()
    const user = { ...shopperProfile(), addresses: [] }
    backend.state.profile = user
    server.use(
      mock.post(`${API}/api/v1/login`, () =>
        HttpResponse.json({ data: { tokens: { accessToken: makeToken({ sub: 2, exp: 4102444800 }), refreshToken: 'refresh-x' }, user } }),
      ),
    )
    await shop.auth.login(SHOPPER)
    seen.length = 0
    const result = await account.updateProfile(FORM)
    expect(calls()).toEqual([
      'PATCH /api/v1/user/web/update',
      'POST /api/v1/user/web/address/create',
      'GET /api/v1/user/web/profile',
      'GET /api/v1/user/web/profile',
    ])
    expect(await bodyOf('/address/create')).toMatchObject({ type: 'main', city: 'Split' })
    expect(result.ok && result.data.mainAddress?.city).toBe('Split')
    // The refetched user now names the address, so the next save updates it.
    expect(shop.auth.$user.get()?.addresses).toEqual([{ id: 101, type: 'main' }])
  })

  it('leaves blank optional fields out of the address, so the saved values stay', async () => {
    const { account } = await loggedIn()
    await account.updateProfile({ ...FORM, street: '', houseNumber: ' ', zipCode: '', city: '' })
    const body = (await bodyOf('/address/update/11')) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['contactEmail', 'contactPhone', 'country', 'firstName', 'lastName', 'type'])
  })

  it('refuses an invalid form without a request or a notice', async () => {
    const { account, noticeKeys } = await loggedIn()
    const result = await account.updateProfile({ ...FORM, firstName: 'Ana2', country: '' })
    expect(!result.ok && isValidationError(result.error) && result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.messageKey}`)).toEqual([
      'firstName validation.lettersOnly',
      'country validation.required',
    ])
    expect(calls()).toEqual([])
    expect(noticeKeys()).toEqual(['core.login.success'])
  })

  it('says the user exists when the e-mail belongs to another account, and saves no address', async () => {
    const { account, noticeKeys } = await loggedIn()
    const result = await account.updateProfile({ ...FORM, email: 'postoji@vitrina.test' })
    expect(failure(result)).toEqual(['USER_EXISTS', 'core.notifications.userExists'])
    expect(calls()).toEqual(['PATCH /api/v1/user/web/update'])
    expect(noticeKeys().at(-1)).toBe('core.notifications.userExists')
    expect(account.$pending.get()).toEqual([])
  })

  it('refreshes the user even when the address is refused, since the details were saved', async () => {
    const { account, noticeKeys, shop } = await loggedIn()
    server.use(
      mock.patch(`${API}/api/v1/user/web/address/update/:id`, () => HttpResponse.json({ message: 'street is required.', statusCode: 400 }, { status: 400 })),
    )
    const result = await account.updateProfile(FORM)
    expect(failure(result)).toEqual(['HTTP_ERROR', 'core.notifications.somethingWentWrong'])
    expect(calls()).toEqual([
      'PATCH /api/v1/user/web/update',
      'PATCH /api/v1/user/web/address/update/11',
      'GET /api/v1/user/web/profile',
      'GET /api/v1/user/web/profile',
    ])
    expect(shop.auth.$user.get()?.details.lastName).toBe('Kupac-Horvat')
    expect(noticeKeys()).not.toContain('core.notifications.profileSaved')
  })

  it('needs a logged-in user', async () => {
    const { account } = accountShop()
    expect(failure(await account.updateProfile(FORM))).toEqual(['UNAUTHENTICATED', 'core.notifications.somethingWentWrong'])
    expect(calls()).toEqual([])
  })
})

describe('saveAddress', () => {
  const ADDRESS = {
    firstName: 'Ana',
    lastName: 'Kupac',
    contactEmail: 'kupac@vitrina.test',
    contactPhone: '091 222 333',
    country: 'SI',
    city: 'Maribor',
    street: 'Glavni trg',
    houseNumber: '1',
    zipCode: '2000',
  }

  it('creates a new address (main unless it says otherwise), refetches the user and reloads the profile', async () => {
    const { account, noticeKeys } = await loggedIn()
    const result = await account.saveAddress({ ...ADDRESS, type: 'other' })
    expect(result.ok && result.data).toMatchObject({ type: 'other', city: 'Maribor' })
    expect(calls()).toEqual(['POST /api/v1/user/web/address/create', 'GET /api/v1/user/web/profile', 'GET /api/v1/user/web/profile'])
    expect(await bodyOf('/address/create')).toEqual({ ...ADDRESS, type: 'other' })
    expect(account.$profile.get()?.addresses.map((address) => address.type)).toEqual(['main', 'shipping', 'other'])
    expect(noticeKeys().at(-1)).toBe('core.notifications.profileSaved')
  })

  it('updates an address by id, keeping its type when none is given', async () => {
    const { account } = await loggedIn()
    const result = await account.saveAddress({ ...ADDRESS, id: 12 })
    expect(result.ok && result.data).toMatchObject({ id: 12, type: 'shipping', city: 'Maribor' })
    expect(await bodyOf('/address/update/12')).toEqual(ADDRESS)
  })

  it('validates with the checkout’s address rules before sending', async () => {
    const { account } = await loggedIn()
    const result = await account.saveAddress({ ...ADDRESS, zipCode: '1'.repeat(26), contactEmail: '' })
    expect(!result.ok && isValidationError(result.error) && result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.messageKey}`)).toEqual([
      'contactEmail validation.required',
      'zipCode validation.maxLength',
    ])
    expect(calls()).toEqual([])
  })

  it('says it was not found for an address that is not the user’s', async () => {
    const { account, noticeKeys } = await loggedIn()
    const result = await account.saveAddress({ ...ADDRESS, id: 999 })
    expect(result.ok ? null : [result.error.status, result.error.code]).toEqual([404, 'NOT_FOUND'])
    expect(noticeKeys().at(-1)).toBe('core.notifications.notFound')
  })
})

describe('profileFormOf', () => {
  it('fills the edit form from the profile, the country id as its ISO code', async () => {
    const { account } = await loggedIn()
    const loaded = await account.loadProfile()
    if (!loaded.ok) throw loaded.error
    expect(profileFormOf(loaded.data, COUNTRIES)).toEqual({
      firstName: 'Ana',
      lastName: 'Kupac',
      email: 'kupac@vitrina.test',
      contactPhone: '+385 91 111 2222',
      street: 'Ilica',
      houseNumber: '10',
      zipCode: '10000',
      city: 'Zagreb',
      country: 'HR',
    })
  })

  it('leaves the address fields empty without a main address, and the country empty when it is unknown', async () => {
    const { account } = await loggedIn()
    const loaded = await account.loadProfile()
    if (!loaded.ok) throw loaded.error
    expect(profileFormOf({ ...loaded.data, mainAddress: null }, COUNTRIES)).toMatchObject({ contactPhone: '', street: '', country: '' })
    expect(profileFormOf(loaded.data, []).country).toBe('')
  })
})
