import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/seed/seed.constants'
import { call, json } from '../sandbox.fixture'
import { login } from './auth.fixture'
import { bad, cms, expectBackofficeOnly, failure } from './cms-backoffice.fixture'
import { useEditorSandbox } from './media-backoffice.fixture'

const { sandbox, editor } = useEditorSandbox()

const list = (query = '', token = editor()) => cms(sandbox(), 'GET', `consent/filter${query}`, undefined, token)
const create = (body: unknown, token = editor()) => cms(sandbox(), 'POST', 'consent/create', body, token)
/** What the storefront reads (anonymous): the assignment of a form type. */
const storefrontAssignment = async (formType: string) =>
  (await json(call(sandbox(), 'POST', '/api/v1/privacy/consent-assignment/filter', { body: { filters: { assigned_to: formType } } }))).body.data.records[0]
const internToken = async () => (await login(sandbox(), DEMO_ACCOUNTS.intern, { admin: true })).tokens.accessToken
const assignmentRows = () => sandbox().db.prepare('SELECT * FROM consent_assignment_items ORDER BY assignment_id, position').all()

describe('GET api/v1/cms/consent/filter', () => {
  it('lists the six seeded assignments, 50 a page by default, with the pagination', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.data.records.map((record: { assigned_to: string }) => record.assigned_to)).toEqual([
      'Newsletter',
      'Contact',
      'Register',
      'Checkout',
      'Address',
      'Product availability',
    ])
    expect(body.data.records[0]).toEqual({
      id: 1,
      slug: 'newsletter',
      assigned_to: 'Newsletter',
      consents: ['1002', '1003', '1004'],
      requiredConsents: ['1002', '1003'],
    })
    expect(body.data.pagination).toEqual({ page: 1, perPage: 50, total: 6, lastPage: 1 })
    expect(body.data).toMatchObject({ totalPages: 1, totalRecords: 6 })
  })

  it('pages with page and perPage, and narrows to one form type or slug', async () => {
    const second = await list('?page=2&perPage=4')
    expect(second.body.data.records.map((record: { slug: string }) => record.slug)).toEqual(['address', 'product-availability'])
    expect(second.body.data.pagination).toEqual({ page: 2, perPage: 4, total: 6, lastPage: 2 })
    expect((await list('?assigned_to=Product%20availability')).body.data.records).toEqual([expect.objectContaining({ slug: 'product-availability' })])
    expect((await list('?slug=contact')).body.data.records).toEqual([expect.objectContaining({ assigned_to: 'Contact' })])
  })

  it('refuses paging and filters it does not take', async () => {
    expect(await list('?perPage=0')).toEqual(bad('perPage must be a positive integer.', 'perPage'))
    expect(await list('?perPage=101')).toEqual(bad('limit must be at most 100.', 'limit'))
    expect(await list('?assigned_to=Blog')).toEqual(
      bad('assigned_to must be one of Newsletter, Contact, Register, Checkout, Address, Product availability.', 'assigned_to'),
    )
  })
})

describe('POST api/v1/cms/consent/create', () => {
  it('replaces the consents of a form type that has an assignment, keeping its id, and the storefront reads the change at once', async () => {
    const { status, body } = await create({ assigned_to: 'Newsletter', consents: ['1002', '1003', '1004'], requiredConsents: ['1004', '1002', '1003'] })
    expect(status).toBe(200)
    // requiredConsents come back in the order of consents.
    expect(body.data).toEqual({
      id: 1,
      slug: 'newsletter',
      assigned_to: 'Newsletter',
      consents: ['1002', '1003', '1004'],
      requiredConsents: ['1002', '1003', '1004'],
    })
    expect(await storefrontAssignment('Newsletter')).toEqual(body.data)
  })

  it('takes unique numbers sent as numbers, and an assignment without consents or without required ones', async () => {
    expect((await create({ assigned_to: 'Contact', consents: [1003, '1002'] })).body.data).toMatchObject({ consents: ['1003', '1002'], requiredConsents: [] })
    expect((await create({ assigned_to: 'Address', consents: [], requiredConsents: [] })).body.data).toMatchObject({
      slug: 'address',
      consents: [],
      requiredConsents: [],
    })
  })

  it('creates the assignment of a form type that has none, 201 with a slug of its name', async () => {
    sandbox().db.prepare("DELETE FROM consent_assignments WHERE assigned_to = 'Product availability'").run()
    const { status, body } = await create({ assigned_to: 'Product availability', consents: ['1005'], requiredConsents: ['1005'] })
    expect(status).toBe(201)
    expect(body.data).toEqual({
      id: expect.any(Number),
      slug: 'product-availability',
      assigned_to: 'Product availability',
      consents: ['1005'],
      requiredConsents: ['1005'],
    })
    expect((await list()).body.data.records).toHaveLength(6)
  })

  it('refuses every wrong field at once, storing nothing', async () => {
    const before = assignmentRows()
    const { status, body } = await create({ assigned_to: 'Blog', consents: ['1001', '9999', '1001', ''], requiredConsents: ['1002'] })
    expect(status).toBe(400)
    expect(body.message).toBe('assigned_to must be one of Newsletter, Contact, Register, Checkout, Address, Product availability.')
    expect(body.errors).toEqual([
      { path: 'assigned_to', message: body.message },
      { path: 'consents[1]', message: 'consents[1] is not a known consent: 9999.' },
      { path: 'consents[2]', message: 'consents[2] names 1001 a second time.' },
      { path: 'consents[3]', message: "consents[3] must be a consent's unique number." },
      { path: 'requiredConsents[0]', message: 'requiredConsents[0] must be one of consents: 1002 is not.' },
    ])
    expect(await create({ assigned_to: 'Newsletter' })).toEqual(bad('consents must be a list of at most 100 consent unique numbers.', 'consents'))
    expect(await create({ assigned_to: 'Newsletter', consents: [], requiredConsents: '1002' })).toEqual(
      bad('requiredConsents must be a list of at most 100 consent unique numbers.', 'requiredConsents'),
    )
    expect(assignmentRows()).toEqual(before)
  })
})

describe('who may call the consent assignment calls (scope checks)', () => {
  it('answers the list 401 without or with a bad token and 403 Forbidden. for a shopper', async () => {
    expect(await cms(sandbox(), 'GET', 'consent/filter')).toEqual(failure(401, 'Unauthorized.'))
    expect(await list('', 'not-a-token')).toEqual(failure(401, 'Unauthorized.'))
    expect(await list('', (await login(sandbox())).tokens.accessToken)).toEqual(failure(403, 'Forbidden.'))
  })

  it('answers a change 401 without or with a bad token and 403 Forbidden. for a shopper, storing nothing', async () => {
    const before = assignmentRows()
    await expectBackofficeOnly(sandbox(), 'POST', 'consent/create', { assigned_to: 'Contact', consents: ['1002'], requiredConsents: [] })
    expect(assignmentRows()).toEqual(before)
  })

  it("lets the intern, whose scope lacks 'consents:write', list the assignments and refuses her a change with 403 naming the right", async () => {
    const intern = await internToken()
    expect((await list('', intern)).status).toBe(200)
    const before = assignmentRows()
    expect(await create({ assigned_to: 'Contact', consents: ['1002'], requiredConsents: [] }, intern)).toEqual(
      failure(403, "Forbidden: the user's scope lacks the right 'consents:write'."),
    )
    expect(assignmentRows()).toEqual(before)
  })

  it("refuses the page template calls to a back-office user whose scope lacks 'cms:write' or 'backoffice'", async () => {
    const setScope = (scope: string[]) =>
      sandbox().db.prepare('UPDATE users SET scope = ? WHERE email = ?').run(JSON.stringify(scope), DEMO_ACCOUNTS.editor.email)
    setScope(['backoffice'])
    expect(await cms(sandbox(), 'POST', 'postType/create', { name: 'Akcija', slug: 'akcija' }, editor())).toEqual(
      failure(403, "Forbidden: the user's scope lacks the right 'cms:write'."),
    )
    expect(await cms(sandbox(), 'DELETE', 'postType/delete/3', undefined, editor())).toEqual(
      failure(403, "Forbidden: the user's scope lacks the right 'cms:write'."),
    )
    expect((await cms(sandbox(), 'POST', 'postType/filterStandard', {}, editor())).status).toBe(200)
    setScope(['cms:write'])
    expect(await cms(sandbox(), 'POST', 'postType/filterStandard', {}, editor())).toEqual(
      failure(403, "Forbidden: the user's scope lacks the right 'backoffice'."),
    )
  })
})
