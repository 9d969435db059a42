import { describe, expect, it } from 'vitest'
import { call, json, useSandbox } from '../sandbox.fixture'

const sandbox = useSandbox()
const DETECT = '/api/v2/master/domainDetect'

describe('POST api/v2/master/domainDetect', () => {
  it('finds the site of a domain named in the body, without an apiKey', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', DETECT, { headers: {}, body: { domain: 'localhost' } }))
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      apiKeyToken: 'vitrina-sandbox-key',
      apiKeyId: 7,
      siteID: 1,
      site: { name: 'Vitrina' },
      externalURLs: { pdfService: expect.any(String) },
      stores: [{ storeID: 1, language: 'hrv', loyalty: [] }],
      cmsLanguages: [
        { code: 'hrv', code2: 'hr', default: true },
        { code: 'slv', code2: 'sl', default: false },
      ],
    })
    expect(body.data.mediaOptions).toContainEqual({ id: 3, key: 'Medium', value: '720x576', autoResize: true, x: 720, y: 576 })
  })

  it.each([
    ['Referer', 'http://127.0.0.1:5173/sl/kosarica'],
    ['Origin', 'http://vitrina.test'],
  ])('falls back to the %s header', async (header, value) => {
    const { status, body } = await json(call(sandbox(), 'POST', DETECT, { headers: { [header]: value } }))
    expect(status).toBe(200)
    expect(body.data.siteID).toBe(1)
  })

  it('accepts a full URL with a port as the domain', async () => {
    const { status } = await json(call(sandbox(), 'POST', DETECT, { headers: {}, body: { domain: 'http://localhost:4010' } }))
    expect(status).toBe(200)
  })

  it('answers 404 for an unknown domain, or when nothing names one', async () => {
    for (const options of [{ headers: {}, body: { domain: 'shop.example' } }, { headers: {} }]) {
      const { status, body } = await json(call(sandbox(), 'POST', DETECT, options))
      expect(status).toBe(404)
      expect(body).toEqual({ message: 'Domain not found.', statusCode: 404 })
    }
  })

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await json(call(sandbox(), 'POST', DETECT, { headers: {}, raw: 'domain=localhost' }))
    expect(status).toBe(400)
    expect(body.message).toBe('Request body must be JSON.')
  })
})

describe('GET api/v1/master/commons/languages', () => {
  it('lists about 80 languages with every name and both codes', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/master/commons/languages'))
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThanOrEqual(80)
    expect(body.data).toContainEqual({
      id: 1,
      name_hrv: 'Hrvatski',
      name_eng: 'Croatian',
      name_ger: 'Kroatisch',
      name_srp: 'Hrvatski',
      code: 'hrv',
      code2: 'hr',
      name: 'Hrvatski',
    })
    for (const language of body.data) {
      expect(language.code).toMatch(/^[a-z]{3}$/)
      expect(language.code2).toMatch(/^([a-z]{2})?$/)
    }
    expect(body.data.some((language: { code2: string }) => language.code2 === '')).toBe(true)
  })

  it.each([
    ['de', 'Kroatisch'],
    ['en', 'Croatian'],
    ['sl', 'Croatian'],
  ])('names languages in %s where the list knows that language, else in English', async (language, name) => {
    const { body } = await json(
      call(sandbox(), 'GET', '/api/v1/master/commons/languages', { headers: { apiKey: 'vitrina-sandbox-key', 'x-gaussbox-language': language } }),
    )
    expect(body.data[0].name).toBe(name)
  })
})

describe('GET api/v1/master/commons/countries', () => {
  it('lists countries named in the asked language, sorted by name', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/master/commons/countries?language=sl'))
    expect(status).toBe(200)
    expect(body.data).toContainEqual({ id: 191, iso: 'HR', code: 'HRV', name: 'Hrvaška' })
    expect(body.data).toContainEqual({ id: 705, iso: 'SI', code: 'SVN', name: 'Slovenija' })
    const names = body.data.map((country: { name: string }) => country.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('sl').compare))
  })

  it('holds every EU member state and major countries elsewhere', async () => {
    const { body } = await json(call(sandbox(), 'GET', '/api/v1/master/commons/countries?language=en'))
    const isos = new Set(body.data.map((country: { iso: string }) => country.iso))
    const eu = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ')
    for (const iso of [...eu, 'GB', 'CH', 'NO', 'RS', 'BA', 'ME', 'MK', 'AL', 'UA', 'US', 'CA', 'CN', 'JP', 'IN', 'BR', 'AU']) expect(isos).toContain(iso)
  })

  it('defaults to the request language', async () => {
    const { body } = await json(
      call(sandbox(), 'GET', '/api/v1/master/commons/countries', { headers: { apiKey: 'vitrina-sandbox-key', 'x-gaussbox-language': 'de' } }),
    )
    expect(body.data).toContainEqual({ id: 276, iso: 'DE', code: 'DEU', name: 'Deutschland' })
  })

  it('answers 400 for a language it has no names in', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', '/api/v1/master/commons/countries?language=fr'))
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'Unsupported language.', statusCode: 400 })
  })
})
