import { describe, expect, it } from 'vitest'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { api, linkToken, mailbox } from './account.fixture'

const sandbox = useSandbox({ control: true })

const create = (body: unknown, headers: Record<string, string> = {}) =>
  json(call(sandbox(), 'POST', '/__sandbox/form-confirmations', { body, headers: { 'Content-Type': 'application/json', ...headers } }))
const confirm = (token: string, headers?: Record<string, string>) => api(sandbox(), 'GET', `v1/cms/form/confirmEmail/${token}`, undefined, headers)

describe('POST /__sandbox/form-confirmations', () => {
  it('stores a confirmation, mails its link and answers the token', async () => {
    const { status, body } = await create({ email: 'upit@primjer.hr', goal: 'Hvala, vaš upit je poslan.', goalType: 'message' })
    expect(status).toBe(200)
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [mail, ...others] = await mailbox(sandbox(), 'upit@primjer.hr')
    expect(others).toEqual([])
    expect(mail).toMatchObject({
      kind: 'formConfirmation',
      subject: 'Potvrdite slanje obrasca',
      links: [`http://localhost:3000/potvrdi-email?token=${body.data.token}`],
    })
    const row = sandbox().db.prepare('SELECT token_hash, confirmed_at FROM form_confirmations').get() as { token_hash: string; confirmed_at: string | null }
    expect(row.token_hash).not.toContain(body.data.token)
    expect(row.confirmed_at).toBeNull()
  })

  it('uses the shop origin and language of the request for the link', async () => {
    await create({ email: 'upit@primjer.hr', goal: 'x', goalType: 'message' }, { Origin: 'http://localhost:5173', 'x-gaussbox-language': 'en' })
    const [mail] = await mailbox(sandbox())
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:5173\/en\/confirm-email\?token=/)
    expect(mail!.subject).toBe('Confirm your form submission')
  })

  it('reports every problem of the body', async () => {
    const { status, body } = await create({ email: 'nije-adresa', goalType: 'video' })
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { path: 'email', message: 'email must be an e-mail address.' },
      { path: 'goal', message: 'goal is required.' },
      { path: 'goalType', message: 'goalType must be message, url or file.' },
    ])
    expect(await mailbox(sandbox())).toEqual([])
  })
})

describe('GET api/v1/cms/form/confirmEmail/{token}', () => {
  it.each([
    ['message', 'Hvala, vaš upit je poslan.'],
    ['url', 'https://vitrina.test/hvala'],
    ['file', '/media/7/1/original/katalog.pdf'],
  ])('confirms a %s goal and answers it with the confirmed e-mail', async (goalType, goal) => {
    await create({ email: 'upit@primjer.hr', goal, goalType })
    const [mail] = await mailbox(sandbox())
    expect(await confirm(linkToken(mail!, 'token'))).toEqual({ status: 200, body: { data: { goal, goalType, confirmedEmail: 'upit@primjer.hr' } } })
  })

  it('answers a second call the same, keeping the first confirmation time', async () => {
    const { body } = await create({ email: 'upit@primjer.hr', goal: 'Hvala!', goalType: 'message' })
    const first = await confirm(body.data.token)
    const confirmedAt = (sandbox().db.prepare('SELECT confirmed_at FROM form_confirmations').get() as { confirmed_at: string }).confirmed_at
    expect(confirmedAt).not.toBeNull()
    expect(await confirm(body.data.token)).toEqual(first)
    expect((sandbox().db.prepare('SELECT confirmed_at FROM form_confirmations').get() as { confirmed_at: string }).confirmed_at).toBe(confirmedAt)
  })

  it('answers 404 for an unknown token', async () => {
    expect(await confirm('x'.repeat(43))).toEqual({ status: 404, body: { message: 'Confirmation not found.', statusCode: 404 } })
  })

  it('needs the apiKey like every api/ call', async () => {
    const { body } = await create({ email: 'upit@primjer.hr', goal: 'Hvala!', goalType: 'message' })
    expect((await confirm(body.data.token, { site: SHOP_HEADERS.site })).status).toBe(401)
  })
})
