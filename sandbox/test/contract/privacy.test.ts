import { describe, expect, it } from 'vitest'
import { call, json, useSandbox } from '../sandbox.fixture'
import { badRequest, postIn } from './catalog.fixture'

const NOW = Date.parse('2026-06-15T10:00:00.000Z')
const sandbox = useSandbox({ control: true, clock: { now: () => NOW } })
const PRIVACY = '/api/v1/privacy'
const consents = (body: unknown, language = 'hr') => postIn(sandbox(), `${PRIVACY}/web/consent/filter`, body, language)
const assignments = (body: unknown) => postIn(sandbox(), `${PRIVACY}/consent-assignment/filter`, body)
const numbers = (records: Array<{ uniqueNumber: string }>) => records.map((record) => record.uniqueNumber)

describe('POST api/v1/privacy/web/consent/filter', () => {
  it('lists the web consents in the request language, ten to a page', async () => {
    const { status, body } = await consents({ filters: { forWeb: true } })
    expect(status).toBe(200)
    expect(numbers(body.data.records)).toEqual(['1001', '1002', '1003', '1004', '1005'])
    expect(body.data.records[0]).toEqual({
      id: 1,
      uniqueNumber: '1001',
      displayName: 'Prihvaćam uvjete kupnje',
      description: 'Pročitao/la sam i prihvaćam uvjete kupnje web trgovine Vitrina.',
    })
    expect(body.data).toMatchObject({ pagination: { page: 1, perPage: 10, total: 5, lastPage: 1 }, totalPages: 1, totalRecords: 5 })
  })

  it('answers in Slovenian, English and German for those languages (consents are chrome)', async () => {
    expect((await consents({}, 'sl')).body.data.records[0].displayName).toBe('Sprejemam pogoje nakupa')
    expect((await consents({}, 'en')).body.data.records[0]).toMatchObject({
      displayName: 'I accept the terms of sale',
      description: 'I have read and accept the terms of sale of the Vitrina online shop.',
    })
    expect((await consents({}, 'de')).body.data.records[1]).toMatchObject({
      displayName: 'Einwilligung in die Verarbeitung personenbezogener Daten',
      description: 'Ich willige in die Verarbeitung meiner personenbezogenen Daten zur Bearbeitung meiner Anfrage oder Bestellung ein.',
    })
  })

  it('narrows by unique numbers, by ids and by forWeb, and pages up to 100', async () => {
    expect(numbers((await consents({ filters: { uniqueNumbers: ['1003', '1001', '9999'] } })).body.data.records)).toEqual(['1001', '1003'])
    expect(numbers((await consents({ filters: { ids: [2, '5'] } })).body.data.records)).toEqual(['1002', '1005'])
    expect((await consents({ filters: { forWeb: false } })).body.data.records).toEqual([])
    const page = await consents({ limit: 2, page: 2 })
    expect(numbers(page.body.data.records)).toEqual(['1003', '1004'])
    expect(page.body.data.pagination).toEqual({ page: 2, perPage: 2, total: 5, lastPage: 3 })
    expect((await consents({ limit: 100 })).body.data.pagination.perPage).toBe(100)
  })

  it.each([
    [{ filters: 'web' }, 'filters must be an object.', 'filters'],
    [{ filters: [] }, 'filters must be an object.', 'filters'],
    [{ filters: { forWeb: 'yes' } }, 'filters.forWeb must be a boolean.', 'filters.forWeb'],
    [{ filters: { uniqueNumbers: [1001] } }, 'filters.uniqueNumbers must be a list of non-empty strings.', 'filters.uniqueNumbers'],
    [{ filters: { ids: [0] } }, 'filters.ids must be a list of positive integers.', 'filters.ids'],
    [{ page: 0 }, 'page must be a positive integer.', 'page'],
    [{ limit: 'ten' }, 'limit must be a positive integer.', 'limit'],
    [{ limit: 101 }, 'limit must be at most 100.', 'limit'],
  ])('answers 400 for %j', async (requestBody, message, path) => {
    const { status, body } = await consents(requestBody)
    expect(status).toBe(400)
    expect(body).toEqual(badRequest(message, path))
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    const notJson = await json(call(sandbox(), 'POST', `${PRIVACY}/web/consent/filter`, { raw: 'forWeb=true' }))
    expect(notJson).toEqual({ status: 400, body: { message: 'Request body must be JSON.', statusCode: 400 } })
    expect((await consents([1])).body).toEqual({ message: 'Request body must be a JSON object.', statusCode: 400 })
  })

  it('needs the apiKey', async () => {
    const response = await json(call(sandbox(), 'POST', `${PRIVACY}/web/consent/filter`, { headers: {}, body: {} }))
    expect(response).toEqual({ status: 401, body: { message: 'Missing apiKey header.', statusCode: 401 } })
  })
})

describe('POST api/v1/privacy/consent-assignment/filter', () => {
  it('lists every form type with its consents and the required ones, by unique number', async () => {
    const { status, body } = await assignments({ perPage: 50 })
    expect(status).toBe(200)
    expect(body.data.records.map((record: { assigned_to: string }) => record.assigned_to)).toEqual([
      'Newsletter',
      'Contact',
      'Register',
      'Checkout',
      'Address',
      'Product availability',
    ])
    expect(body.data.records[3]).toEqual({
      id: 4,
      slug: 'checkout',
      assigned_to: 'Checkout',
      consents: ['1001', '1002', '1003'],
      requiredConsents: ['1001', '1002'],
    })
    expect(body.data).toMatchObject({ pagination: { page: 1, perPage: 50, total: 6, lastPage: 1 }, totalPages: 1, totalRecords: 6 })
  })

  it('narrows by form type or slug, and pages ten by default', async () => {
    const checkout = await assignments({ filters: { assigned_to: 'Product availability' } })
    expect(checkout.body.data.records).toEqual([
      { id: 6, slug: 'product-availability', assigned_to: 'Product availability', consents: ['1002', '1005'], requiredConsents: ['1002', '1005'] },
    ])
    expect((await assignments({ filters: { slug: 'newsletter' } })).body.data.records[0].requiredConsents).toEqual(['1002', '1003'])
    expect((await assignments({})).body.data.pagination).toEqual({ page: 1, perPage: 10, total: 6, lastPage: 1 })
    expect((await assignments({ perPage: 4, page: 2 })).body.data.records.map((record: { slug: string }) => record.slug)).toEqual([
      'address',
      'product-availability',
    ])
  })

  it.each([
    [{ filters: 1 }, 'filters must be an object.', 'filters'],
    [
      { filters: { assigned_to: 'Checkout page' } },
      'filters.assigned_to must be one of Newsletter, Contact, Register, Checkout, Address, Product availability.',
      'filters.assigned_to',
    ],
    [{ filters: { slug: 5 } }, 'filters.slug must be a string.', 'filters.slug'],
    [{ perPage: -1 }, 'perPage must be a positive integer.', 'perPage'],
    [{ perPage: 500 }, 'limit must be at most 100.', 'limit'],
  ])('answers 400 for %j', async (requestBody, message, path) => {
    const { status, body } = await assignments(requestBody)
    expect(status).toBe(400)
    expect(body).toEqual(badRequest(message, path))
  })
})

describe('POST api/v1/privacy/web/consent/log/create', () => {
  const LOG = `${PRIVACY}/web/consent/log/create`
  const valid = {
    status: 'accepted',
    statusTimestamp: '2026-06-15T09:59:58.000Z',
    sourceType: 'cmsSite',
    consents: [1, 2],
    user: { userType: 'webUser', email: 'kupac@vitrina.test' },
  }
  const create = (body: unknown) => postIn(sandbox(), LOG, body)
  const storedLogs = () => sandbox().db.prepare('SELECT status, status_timestamp, source_type, consents, user, created_at FROM consent_logs ORDER BY id').all()

  it('stores the log and answers it with 201', async () => {
    const { status, body } = await create(valid)
    expect(status).toBe(201)
    expect(body.data).toEqual({ id: 1, ...valid, createdAt: '2026-06-15T10:00:00.000Z' })
    expect(storedLogs()).toEqual([
      {
        status: 'accepted',
        status_timestamp: '2026-06-15T09:59:58.000Z',
        source_type: 'cmsSite',
        consents: '[1,2]',
        user: '{"userType":"webUser","email":"kupac@vitrina.test"}',
        created_at: '2026-06-15T10:00:00.000Z',
      },
    ])
  })

  it('takes ids as numeric strings, keeps each id once and trims the e-mail', async () => {
    const { status, body } = await create({ ...valid, consents: ['3', 3, 1], user: { userType: 'webUser', email: ' iva.gost@example.hr ' } })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ consents: [3, 1], user: { email: 'iva.gost@example.hr' } })
  })

  it.each([
    [{ status: 'rejected' }, 'status', "status must be 'accepted'."],
    [{ status: undefined }, 'status', "status must be 'accepted'."],
    [{ statusTimestamp: '15.6.2026. 10:00' }, 'statusTimestamp', 'statusTimestamp must be an ISO date-time.'],
    [{ statusTimestamp: '2026-06-15' }, 'statusTimestamp', 'statusTimestamp must be an ISO date-time.'],
    [{ statusTimestamp: '2026-13-45T10:00:00Z' }, 'statusTimestamp', 'statusTimestamp must be an ISO date-time.'],
    [{ sourceType: 'shop' }, 'sourceType', "sourceType must be 'cmsSite'."],
    [{ consents: [] }, 'consents', 'consents must be a list of 1 to 100 consent ids.'],
    [{ consents: '1,2' }, 'consents', 'consents must be a list of 1 to 100 consent ids.'],
    [{ consents: [1, 'abc'] }, 'consents[1]', 'consents[1] must be a positive integer.'],
    [{ consents: [1, 99] }, 'consents[1]', 'consents[1] is not a known consent id.'],
    [{ user: 'kupac@vitrina.test' }, 'user', 'user must be an object { userType, email }.'],
    [{ user: { userType: 'admin', email: 'kupac@vitrina.test' } }, 'user.userType', "user.userType must be 'webUser'."],
    [{ user: { userType: 'webUser', email: 'kupac@' } }, 'user.email', 'user.email must be an e-mail address.'],
    [{ user: { userType: 'webUser' } }, 'user.email', 'user.email must be an e-mail address.'],
  ])('answers 400 for %j and stores nothing', async (change, path, message) => {
    const { status, body } = await create({ ...valid, ...change })
    expect(status).toBe(400)
    expect(body).toEqual(badRequest(message, path))
    expect(storedLogs()).toEqual([])
  })

  it('reports every bad field at once, the first as the message', async () => {
    const { status, body } = await create({ consents: [7], user: {} })
    expect(status).toBe(400)
    expect(body).toEqual({
      message: "status must be 'accepted'.",
      statusCode: 400,
      errors: [
        { path: 'status', message: "status must be 'accepted'." },
        { path: 'statusTimestamp', message: 'statusTimestamp must be an ISO date-time.' },
        { path: 'sourceType', message: "sourceType must be 'cmsSite'." },
        { path: 'consents[0]', message: 'consents[0] is not a known consent id.' },
        { path: 'user.userType', message: "user.userType must be 'webUser'." },
        { path: 'user.email', message: 'user.email must be an e-mail address.' },
      ],
    })
  })

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await json(call(sandbox(), 'POST', LOG, { raw: '{' }))).body).toEqual({ message: 'Request body must be JSON.', statusCode: 400 })
    expect((await create('accepted')).body).toEqual({ message: 'Request body must be a JSON object.', statusCode: 400 })
  })

  it('is a POST only', async () => {
    const { status, body } = await json(call(sandbox(), 'GET', LOG))
    expect(status).toBe(404)
    expect(body).toEqual({ message: `Route not found: GET ${LOG}`, statusCode: 404 })
  })
})
