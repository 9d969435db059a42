import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/sandbox.create'
import { DEMO_ACCOUNTS } from '../../src/seed/seed.constants'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { API_KEY, api, mailbox, register, registration } from './account.fixture'
import { manualClock } from './auth.fixture'

const clock = manualClock()
const sandbox = useSandbox({ control: true, clock, allowedOrigins: ['https://shop.example'] })
beforeEach(() => clock.reset())

const SHOPPER = DEMO_ACCOUNTS.shopper.email
const forgot = (headers: Record<string, string> = {}) =>
  api(sandbox(), 'POST', 'v1/user/password/forgot', { username: SHOPPER, apiKey: API_KEY }, { ...SHOP_HEADERS, ...headers })
const lastLink = async () => (await mailbox(sandbox()))[0]!.links[0]!

describe('GET /__sandbox/mailbox', () => {
  it('lists every e-mail newest first, with its fields', async () => {
    await register(sandbox())
    clock.advance(60)
    await forgot()
    const mails = await mailbox(sandbox())
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['passwordReset', SHOPPER],
      ['verification', 'nova.kupka@primjer.hr'],
    ])
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: SHOPPER,
      subject: 'Postavite novu lozinku',
      text: expect.stringContaining(mails[0]!.links[0]!),
      html: expect.stringContaining(`<a href="${mails[0]!.links[0]!}">Postavi novu lozinku</a>`),
      kind: 'passwordReset',
      links: [expect.stringMatching(/^http:\/\/localhost:3000\/nova-lozinka\?token=/)],
      createdAt: new Date(clock.now()).toISOString(),
    })
    expect(mails[0]!.text).toMatch(/^Poštovani\/a Ana,/)
  })

  it('narrows to one recipient, in any case', async () => {
    await register(sandbox())
    await forgot()
    expect((await mailbox(sandbox(), 'NOVA.KUPKA@primjer.hr')).map((mail) => mail.kind)).toEqual(['verification'])
    expect(await mailbox(sandbox(), 'nitko@primjer.hr')).toEqual([])
  })

  it('answers one e-mail by id, and 404 for an unknown one', async () => {
    await forgot()
    const [mail] = await mailbox(sandbox())
    expect(await json(call(sandbox(), 'GET', `/__sandbox/mailbox/${mail!.id}`))).toEqual({ status: 200, body: { data: mail } })
    expect(await json(call(sandbox(), 'GET', `/__sandbox/mailbox/${mail!.id + 1}`))).toEqual({
      status: 404,
      body: { message: 'Mail not found.', statusCode: 404 },
    })
  })

  it('empties on DELETE', async () => {
    await forgot()
    await forgot()
    expect(await json(call(sandbox(), 'DELETE', '/__sandbox/mailbox'))).toEqual({ status: 200, body: { data: { deleted: 2 } } })
    expect(await mailbox(sandbox())).toEqual([])
  })
})

describe('GET /__sandbox/mailbox.html', () => {
  it('shows the e-mails newest first with subject, recipient, time, text and clickable links', async () => {
    await register(sandbox())
    clock.advance(60)
    await forgot()
    const res = await call(sandbox(), 'GET', '/__sandbox/mailbox.html')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    const page = await res.text()
    expect(page).toContain('<title>Sandbox mailbox</title>')
    const [reset, verification] = await mailbox(sandbox())
    expect(page.indexOf('Postavite novu lozinku')).toBeLessThan(page.indexOf('Potvrdite svoju adresu e-pošte'))
    expect(page).toContain(`<a href="${reset!.links[0]}">`)
    expect(page).toContain(`<a href="${verification!.links[0]}">`)
    expect(page).toContain('nova.kupka@primjer.hr')
    expect(page).toContain('2026-06-15 10:01:00 UTC')
  })

  it('escapes everything that came from a request', async () => {
    await register(sandbox(), registration('nova.kupka@primjer.hr', { details: { firstName: '<script>alert(1)</script>', lastName: 'Novak' } }))
    const page = await (await call(sandbox(), 'GET', '/__sandbox/mailbox.html')).text()
    expect(page).not.toContain('<script>alert(1)</script>')
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('says when the mailbox is empty', async () => {
    expect(await (await call(sandbox(), 'GET', '/__sandbox/mailbox.html')).text()).toContain('The mailbox is empty.')
  })
})

describe('the shop link in e-mails', () => {
  it('points to an allowed Origin (a browser calling the sandbox directly)', async () => {
    await forgot({ Origin: 'http://localhost:5173' })
    expect(await lastLink()).toMatch(/^http:\/\/localhost:5173\/nova-lozinka\?token=/)
    await forgot({ Origin: 'https://shop.example' })
    expect(await lastLink()).toMatch(/^https:\/\/shop\.example\/nova-lozinka\?token=/)
  })

  it('falls back to the Referer’s origin for an Origin CORS does not allow, then to the site’s url', async () => {
    await forgot({ Origin: 'https://evil.example', Referer: 'http://127.0.0.1:4173/zaboravljena-lozinka?x=1' })
    expect(await lastLink()).toMatch(/^http:\/\/127\.0\.0\.1:4173\/nova-lozinka\?token=/)
    await forgot({ Origin: 'https://evil.example' })
    expect(await lastLink()).toMatch(/^http:\/\/localhost:3000\/nova-lozinka\?token=/)
  })

  it.each([
    ['hr', '', 'potvrdi-email', 'nova-lozinka', 'Potvrdite svoju adresu e-pošte', 'Postavite novu lozinku'],
    ['sl', '/sl', 'potvrdi-email', 'nova-lozinka', 'Potrdite svoj e-poštni naslov', 'Nastavite novo geslo'],
    ['en', '/en', 'confirm-email', 'reset-password', 'Confirm your e-mail address', 'Set a new password'],
    ['de', '/de', 'confirm-email', 'reset-password', 'Bestätigen Sie Ihre E-Mail-Adresse', 'Legen Sie ein neues Passwort fest'],
  ])('in %s: prefix %j, pages %s and %s, subjects in the language', async (language, prefix, confirmPage, resetPage, confirmSubject, resetSubject) => {
    const headers = { ...SHOP_HEADERS, 'x-gaussbox-language': language, Origin: 'http://localhost:5173' }
    await register(sandbox(), registration(), headers)
    const [verification] = await mailbox(sandbox())
    expect(verification!.subject).toBe(confirmSubject)
    expect(verification!.links[0]).toMatch(new RegExp(`^http://localhost:5173${prefix}/${confirmPage}\\?verificationToken=[A-Za-z0-9_-]{43}$`))
    expect(verification!.html).toContain(`<html lang="${language}">`)
    await forgot({ 'x-gaussbox-language': language, Origin: 'http://localhost:5173' })
    const [reset] = await mailbox(sandbox())
    expect(reset!.subject).toBe(resetSubject)
    expect(reset!.links[0]).toMatch(new RegExp(`^http://localhost:5173${prefix}/${resetPage}\\?token=[A-Za-z0-9_-]{43}$`))
  })
})

describe('without control', () => {
  const plain = createSandbox()
  afterAll(() => plain.close())

  it.each([
    ['GET', '/__sandbox/mailbox'],
    ['GET', '/__sandbox/mailbox/1'],
    ['DELETE', '/__sandbox/mailbox'],
    ['GET', '/__sandbox/mailbox.html'],
    ['POST', '/__sandbox/form-confirmations'],
  ])('refuses %s %s with 404', async (method, path) => {
    const { status, body } = await json(call(plain, method, path, method === 'POST' ? { body: {} } : {}))
    expect(status).toBe(404)
    expect(body.message).toBe(`Route not found: ${method} ${path}`)
  })
})
