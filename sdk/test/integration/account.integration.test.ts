import { createConsentsService } from '../../src/index'
// The account entry (@vitrina/sdk/account) against the real sandbox (docs/contract/account.md), in process:
// registration with and without e-mail confirmation (the link taken from the sandbox mailbox), the member card
// check, the password e-mails and changes, the profile and its addresses, the seeded shopper's wishlist and
// order history.
import { DEMO_ACCOUNTS, SANDBOX_SITE, type Sandbox } from '@vitrina/sandbox'
import { describe, expect, it } from 'vitest'
import { createAccountService } from '../../src/account/account.service'
import type { AccountEvent, RegistrationForm } from '../../src/account/account.types'
import { createOrdersService } from '../../src/orders/orders.service'
import { PAYMENT_STATUSES } from '../../src/orders/orders.status'
import type { Storefront } from '../../src/storefront/storefront.types'
import { createWishlistService } from '../../src/wishlist/wishlist.service'
import { SANDBOX_URL, storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

const SHOPPER = { username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password }
const NEW_SHOPPER: RegistrationForm = {
  firstName: 'Iva',
  lastName: 'Nova',
  email: 'iva.nova@example.hr',
  password: 'IvaNova123!',
  confirmedPassword: 'IvaNova123!',
}

/** A call to the sandbox's test kit (`/__sandbox/...`), outside any storefront. */
async function control(target: Sandbox, method: string, path: string, body?: object): Promise<any> {
  const response = await target.app.fetch(
    new Request(`${SANDBOX_URL}${path}`, {
      method,
      headers: { apiKey: SANDBOX_SITE.apiKey, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
  )
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
  return response.json()
}

/** The token of the newest mail of a kind to an address, read from its link's query. */
async function mailedToken(target: Sandbox, to: string, kind: string, parameter: string): Promise<string> {
  const { data } = (await control(target, 'GET', `/__sandbox/mailbox?to=${encodeURIComponent(to)}`)) as { data: Array<{ kind: string; links: string[] }> }
  const mail = data.find((candidate) => candidate.kind === kind)
  const token = mail?.links.map((link) => new URL(link, SANDBOX_URL).searchParams.get(parameter)).find(Boolean)
  if (!token) throw new Error(`No ${kind} mail with a ${parameter} link to ${to}`)
  return token
}

function open() {
  const harness = storefronts(sandbox(), clock)
  const tab = harness.open()
  const events: AccountEvent[] = []
  const account = createAccountService(tab.shop)
  account.listen((event) => events.push(event))
  return { ...tab, log: harness.log, account, events }
}

async function registerConsents(shop: Storefront) {
  const consents = await createConsentsService(shop).load('Register')
  if (!consents.ok) throw consents.error
  return { consents: consents.data, acceptedConsents: consents.data.filter((consent) => consent.required).map((consent) => consent.uniqueNumber) }
}

async function loggedIn() {
  const tab = open()
  const login = await tab.shop.auth.login(SHOPPER)
  if (!login.ok) throw login.error
  tab.log.clear()
  return tab
}

describe('registration against the sandbox', () => {
  it('registers, cannot log in before confirming, confirms with the mailed link, then logs in', async () => {
    const { shop, account, noticeKeys } = open()
    const result = await account.register(NEW_SHOPPER, await registerConsents(shop))
    expect(result).toEqual({ ok: true, data: { status: 'verificationRequired', email: NEW_SHOPPER.email } })
    expect(noticeKeys()).toEqual(['core.notifications.registrationSuccess', 'core.notifications.confirmEmail'])

    const early = await shop.auth.login({ username: NEW_SHOPPER.email, password: NEW_SHOPPER.password })
    expect(early.ok ? null : early.error.code).toBe('INVALID_LOGIN')

    const token = await mailedToken(sandbox(), NEW_SHOPPER.email, 'verification', 'verificationToken')
    expect(await account.confirmEmail(token)).toEqual({ ok: true, data: { email: NEW_SHOPPER.email } })
    const login = await shop.auth.login({ username: NEW_SHOPPER.email, password: NEW_SHOPPER.password })
    expect(login.ok && login.data.details).toEqual({ firstName: 'Iva', lastName: 'Nova' })

    // The link is single use.
    const again = await account.confirmEmail(token)
    expect(again.ok ? null : again.error.messageKey).toBe('core.notifications.invalidToken')
  })

  it('logs the new shopper in at once when the site needs no e-mail confirmation, with the consents logged', async () => {
    await control(sandbox(), 'PATCH', '/__sandbox/options', { emailConfirmation: false })
    const { shop, account, log } = open()
    const result = await account.register(NEW_SHOPPER, await registerConsents(shop))
    expect(result.ok && result.data.status).toBe('loggedIn')
    expect(shop.auth.$user.get()?.email).toBe(NEW_SHOPPER.email)
    expect(log.calls.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      'POST /api/v1/privacy/consent-assignment/filter 200',
      'POST /api/v1/privacy/web/consent/filter 200',
      'POST /api/v1/user/web/register 200',
      'POST /api/v1/privacy/web/consent/log/create 201',
      'POST /api/v1/login 200',
    ])
  })

  it('says the user exists for the seeded shopper’s e-mail', async () => {
    const { shop, account, noticeKeys } = open()
    const result = await account.register({ ...NEW_SHOPPER, email: SHOPPER.username }, await registerConsents(shop))
    expect(result.ok ? null : [result.error.code, result.error.status]).toEqual(['USER_EXISTS', 409])
    expect(noticeKeys()).toEqual(['core.notifications.userExists'])
  })

  it('registers with a valid member card, and stops at a blocked one or an unavailable membership service', async () => {
    const { shop, account, noticeKeys, events } = open()
    const consents = await registerConsents(shop)
    expect((await account.register({ ...NEW_SHOPPER, memberCardBarcode: '2900000000025' }, consents)).ok).toBe(true)

    const blocked = await account.register({ ...NEW_SHOPPER, email: 'druga@example.hr', memberCardBarcode: '2900000000049' }, consents)
    expect(blocked.ok ? null : blocked.error.messageKey).toBe('core.notifications.membershipCardBarcodeInvalid')
    expect(events).toEqual([{ type: 'incorrect-member-card-barcode', barcode: '2900000000049' }])

    const unavailable = await account.register({ ...NEW_SHOPPER, email: 'treca@example.hr', memberCardBarcode: '2900000000063' }, consents)
    expect(unavailable.ok ? null : [unavailable.error.status, unavailable.error.messageKey]).toEqual([503, 'core.notifications.membershipCardBarcodeError'])
    expect(noticeKeys().slice(-2)).toEqual(['core.notifications.membershipCardBarcodeInvalid', 'core.notifications.membershipCardBarcodeError'])
  })

  it('answers the membership check for the seeded cards', async () => {
    const { account } = open()
    const answers = await Promise.all(['2900000000018', '2900000000032', '2900000000056', '2900000009999'].map((barcode) => account.checkMemberCard(barcode)))
    expect(answers.map((answer) => (answer.ok ? answer.data : answer.error.code))).toEqual([true, true, false, false])
  })
})

describe('passwords against the sandbox', () => {
  it('resets a forgotten password with the mailed token, once', async () => {
    const { account, shop, noticeKeys } = open()
    expect(await account.requestPasswordReset({ username: SHOPPER.username })).toEqual({ ok: true, data: undefined })
    const token = await mailedToken(sandbox(), SHOPPER.username, 'passwordReset', 'token')
    const form = { password: 'NovaLozinka1!', confirmedPassword: 'NovaLozinka1!', token }
    expect(await account.resetPassword(form)).toEqual({ ok: true, data: undefined })
    expect((await shop.auth.login({ username: SHOPPER.username, password: 'NovaLozinka1!' })).ok).toBe(true)
    const reused = await account.resetPassword(form)
    expect(reused.ok ? null : reused.error.messageKey).toBe('core.notifications.invalidToken')
    expect(noticeKeys()).toEqual([
      'core.notifications.passwordResetSent',
      'core.notifications.passwordReset',
      'core.login.success',
      'core.notifications.invalidToken',
    ])
  })

  it('answers the same for an e-mail without an account, and mails nothing', async () => {
    const { account } = open()
    expect((await account.requestPasswordReset({ username: 'nitko@example.hr' })).ok).toBe(true)
    const { data } = await control(sandbox(), 'GET', '/__sandbox/mailbox?to=nitko%40example.hr')
    expect(data).toEqual([])
  })

  it('changes the password of the logged-in shopper, refusing a wrong old one', async () => {
    const { account, shop } = await loggedIn()
    const wrong = await account.changePassword({ oldPassword: 'Pogresna123!', newPassword: 'Promjena123!', newPasswordAgain: 'Promjena123!' })
    expect(wrong.ok ? null : [wrong.error.code, wrong.error.messageKey]).toEqual(['INCORRECT_OLD_PASSWORD', 'core.notifications.inccorectOldPassword'])
    expect((await account.changePassword({ oldPassword: SHOPPER.password, newPassword: 'Promjena123!', newPasswordAgain: 'Promjena123!' })).ok).toBe(true)
    // The current session keeps working.
    expect((await shop.auth.fetchUser()).ok).toBe(true)
    const other = storefronts(sandbox(), clock).open()
    expect((await other.shop.auth.login({ username: SHOPPER.username, password: 'Promjena123!' })).ok).toBe(true)
  })
})

describe('the profile against the sandbox', () => {
  it('loads the shopper with full addresses, saves the edit form and an extra address', async () => {
    const { account, shop } = await loggedIn()
    const loaded = await account.loadProfile()
    if (!loaded.ok) throw loaded.error
    expect(loaded.data.user.email).toBe(SHOPPER.username)
    expect(loaded.data.mainAddress?.type).toBe('main')

    const saved = await account.updateProfile({
      firstName: 'Ana',
      lastName: 'Kupac-Horvat',
      email: SHOPPER.username,
      contactPhone: '+385 98 765 4321',
      street: 'Vukovarska',
      houseNumber: '5',
      zipCode: '21000',
      city: 'Split',
      country: 'HR',
    })
    if (!saved.ok) throw saved.error
    expect(saved.data.mainAddress).toMatchObject({ city: 'Split', street: 'Vukovarska', contactPhone: '+385 98 765 4321' })
    expect(shop.auth.$user.get()?.details.lastName).toBe('Kupac-Horvat')

    const address = await account.saveAddress({
      type: 'shipping',
      firstName: 'Ana',
      lastName: 'Kupac',
      contactEmail: SHOPPER.username,
      contactPhone: '091',
      country: 'SI',
      city: 'Maribor',
      street: 'Glavni trg',
      houseNumber: '1',
      zipCode: '2000',
    })
    expect(address.ok && address.data.type).toBe('shipping')
    expect(account.$profile.get()?.addresses.some((entry) => entry.city === 'Maribor')).toBe(true)
  })

  it('says the user exists when the new e-mail is another account’s', async () => {
    const { account } = await loggedIn()
    const loaded = await account.loadProfile()
    if (!loaded.ok) throw loaded.error
    const result = await account.updateProfile({
      firstName: 'Ana',
      lastName: 'Kupac',
      email: DEMO_ACCOUNTS.editor.email,
      contactPhone: '091',
      street: '',
      houseNumber: '',
      zipCode: '',
      city: '',
      country: 'HR',
    })
    expect(result.ok ? null : result.error.code).toBe('USER_EXISTS')
  })
})

describe('the e-mail confirmation of a form against the sandbox', () => {
  it('answers the goal of a confirmed form, and invalidToken for an unknown one', async () => {
    const { data } = await control(sandbox(), 'POST', '/__sandbox/form-confirmations', { email: 'gost@example.hr', goal: 'Hvala!', goalType: 'message' })
    const { account } = open()
    expect(await account.confirmFormEmail(data.token)).toEqual({ ok: true, data: { goal: 'Hvala!', goalType: 'message', confirmedEmail: 'gost@example.hr' } })
    const unknown = await account.confirmFormEmail('nepostojeci')
    expect(unknown.ok ? null : [unknown.error.status, unknown.error.messageKey]).toEqual([404, 'core.notifications.invalidToken'])
  })
})

describe('the wishlist against the sandbox', () => {
  it('loads the shopper’s three seeded items after login, toggles one off and on again', async () => {
    const { shop } = open()
    const wishlist = createWishlistService(shop)
    await shop.auth.login(SHOPPER)
    const loaded = await wishlist.load()
    if (!loaded.ok) throw loaded.error
    expect(loaded.data).toHaveLength(3)
    expect(loaded.data.every((item) => item.product !== null)).toBe(true)
    const productId = loaded.data[0]!.product_id
    expect(await wishlist.toggle(productId)).toEqual({ ok: true, data: 'removed' })
    expect([wishlist.$count.get(), wishlist.has(productId)]).toEqual([2, false])
    expect(await wishlist.toggle(productId)).toEqual({ ok: true, data: 'added' })
    expect([wishlist.$count.get(), wishlist.has(productId)]).toEqual([3, true])
  })

  it('has none for the back-office user', async () => {
    const { shop, log } = open()
    const wishlist = createWishlistService(shop)
    await shop.auth.login({ username: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(wishlist.$items.get()).toBeNull()
    expect(log.calls.filter((call) => call.path.includes('wishlist'))).toEqual([])
  })
})

describe('the order history against the sandbox', () => {
  it('pages through the shopper’s nine orders five at a time, every payment status among them', async () => {
    const { shop } = await loggedIn()
    const orders = createOrdersService(shop)
    await orders.loadFirst()
    expect([orders.$history.get().orders.length, orders.$hasMore.get()]).toEqual([5, true])
    await orders.loadMore()
    const history = orders.$history.get()
    expect([history.orders.length, history.total, history.lastPage, orders.$hasMore.get()]).toEqual([9, 9, 2, false])
    expect(new Set(history.orders.map((order) => order.paymentStatus))).toEqual(new Set(PAYMENT_STATUSES))
    expect(Math.max(...history.orders.map((order) => order.itemImages.length))).toBe(6)
  })

  it('reads an order’s details and the products of its lines', async () => {
    const { shop } = await loggedIn()
    const orders = createOrdersService(shop)
    const first = await orders.loadFirst()
    if (!first.ok) throw first.error
    const summary = first.data.orders[0]!
    const detail = await orders.get(summary.id)
    if (!detail.ok) throw detail.error
    expect(detail.data.number).toBe(summary.number)
    expect(detail.data.contactName).toBeTruthy()
    expect(detail.data.deliveryMethodName).toBeTruthy()
    expect(detail.data.totalQuantity).toBe(summary.items.reduce((sum, item) => sum + item.qty, 0))
    const products = await orders.productsOf(detail.data)
    expect(products).toHaveLength(detail.data.items.length)
    expect(products.every((product) => product !== null)).toBe(true)
  })

  it('answers 404 for another user’s order', async () => {
    const shopper = await loggedIn()
    const first = await createOrdersService(shopper.shop).loadFirst()
    if (!first.ok) throw first.error
    const editor = open()
    await editor.shop.auth.login({ username: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password })
    const result = await createOrdersService(editor.shop).get(first.data.orders[0]!.id)
    expect(result.ok ? null : result.error.status).toBe(404)
  })
})
