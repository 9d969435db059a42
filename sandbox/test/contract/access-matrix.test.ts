import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/seed/seed.constants'
import type { Sandbox } from '../../src/sandbox/sandbox.types'
import { SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { api, newShopper } from './account.fixture'
import { login, withBearer } from './auth.fixture'
import { productId } from './catalog.fixture'

// Issue 16's access-control matrix: every call that reads or writes something owned, tried by each kind of caller.
// Exactly the callers a row names get through; everyone else is refused, and a refusal reads exactly as the same call
// on an id that does not exist, so it never tells whether the thing is there. A cart is its id and protectCode, not
// a caller's: cart-session.test.ts proves that a wrong protectCode reads as an unknown cart on every cart call.
const sandbox = useSandbox({ control: true })

/** The callers: nobody logged in, a second shopper, the demo shopper (who owns the shopper's things), and two back-office users. */
const ACTORS = ['visitor', 'stranger', 'owner', 'editor', 'intern'] as const
type Actor = (typeof ACTORS)[number]
type Headers = Record<Actor, Record<string, string>>

/** One row: a call on one thing, the callers who may make it, and how to find (or make) the thing in a fresh sandbox. */
interface Row {
  call: string
  method: string
  /** The path under `/api/` for the thing's id. */
  path: (id: number) => string
  body?: unknown
  /** The id of an existing thing: the demo shopper's own, or for back-office things any one. */
  existing: (sandbox: Sandbox, headers: Headers) => Promise<number> | number
  allowed: readonly Actor[]
  /** The call removes the thing: each allowed caller after the first tries it on a fresh sandbox. */
  removes?: boolean
}

const UNKNOWN_ID = 987654
const ONLY_OWNER: readonly Actor[] = ['owner']
const BACK_OFFICE: readonly Actor[] = ['editor', 'intern']

const first = async <T>(answer: Promise<{ status: number; body: any }>, pick: (body: any) => T): Promise<T> => {
  const { status, body } = await answer
  if (status !== 200) throw new Error(`setup call answered ${status}: ${JSON.stringify(body)}`)
  return pick(body)
}

/** A review the demo shopper has just posted, waiting for publishing (the sandbox's sites publish reviews by hand). */
const pendingReview = (sandbox: Sandbox, headers: Headers) =>
  first(
    api(sandbox, 'POST', 'v1/cms/comment/create', { productId: productId(sandbox, 'KOL-1002-001'), rating: 4, comment: 'Čeka objavu.' }, headers.owner),
    (body) => body.data.id,
  )

const ROWS: Row[] = [
  {
    call: "a shopper's address (update)",
    method: 'PATCH',
    path: (id) => `v1/user/web/address/update/${id}`,
    body: { city: 'Osijek' },
    existing: () => 1,
    allowed: ONLY_OWNER,
  },
  {
    call: "a shopper's order (read)",
    method: 'GET',
    path: (id) => `v1/document/get/web/${id}`,
    existing: () => 3,
    allowed: ONLY_OWNER,
  },
  {
    call: "a shopper's wishlist item (remove)",
    method: 'DELETE',
    path: (id) => `v1/cms/wishlist/remove/${id}`,
    removes: true,
    existing: (sandbox, headers) =>
      first(api(sandbox, 'GET', 'v1/cms/wishlist/filter?limit=9999', undefined, headers.owner), (body) => body.data.records[0].id),
    allowed: ONLY_OWNER,
  },
  {
    call: "a shopper's review waiting for publishing (update)",
    method: 'PATCH',
    path: (id) => `v1/cms/comment/update/${id}`,
    body: { comment: 'Promijenjeno.' },
    existing: pendingReview,
    allowed: ONLY_OWNER,
  },
  {
    call: 'a review (publish)',
    method: 'PATCH',
    path: (id) => `v1/cms/comment/publish/${id}`,
    existing: pendingReview,
    allowed: BACK_OFFICE,
  },
  {
    call: 'a medium of the library (update)',
    method: 'PATCH',
    path: (id) => `v1/cms/media/update/${id}`,
    body: { title: 'Novi naslov' },
    existing: () => 1,
    allowed: BACK_OFFICE,
  },
  {
    call: 'a medium of the library (delete)',
    method: 'DELETE',
    path: (id) => `v1/cms/media/delete/${id}`,
    removes: true,
    existing: () => 1,
    allowed: BACK_OFFICE,
  },
  {
    call: 'a layout element (update)',
    method: 'PATCH',
    path: (id) => `v1/cms/element/update/${id}`,
    body: { meta: { infoText: 'Novi tekst' } },
    existing: (sandbox) =>
      first(api(sandbox, 'POST', 'v1/cms/element/getByHandlers', { handlers: ['footer-section'] }), (body) =>
        Array.isArray(body.data) ? body.data[0].id : body.data.records[0].id,
      ),
    allowed: BACK_OFFICE,
  },
  {
    call: 'the consent assignments (list)',
    method: 'GET',
    path: () => 'v1/cms/consent/filter',
    existing: () => 0,
    allowed: BACK_OFFICE,
  },
  {
    call: "a form's consent assignment (create or replace: the intern's scope lacks consents:write)",
    method: 'POST',
    path: () => 'v1/cms/consent/create',
    body: { assigned_to: 'Newsletter', consents: ['1002', '1003'], requiredConsents: ['1002'] },
    existing: () => 0,
    allowed: ['editor'],
  },
  {
    call: 'a page template (delete)',
    method: 'DELETE',
    path: (id) => `v1/cms/postType/delete/${id}`,
    removes: true,
    existing: (sandbox, headers) =>
      first(api(sandbox, 'POST', 'v1/cms/postType/create', { name: 'Kampanja', slug: 'kampanja' }, headers.editor), (body) => body.data.id),
    allowed: BACK_OFFICE,
  },
]

async function headersOfActors(sandbox: Sandbox): Promise<Headers> {
  const bearer = async (account: { email: string; password: string }, extra: Record<string, unknown> = {}) =>
    withBearer((await login(sandbox, account, extra)).tokens.accessToken)
  return {
    visitor: { ...SHOP_HEADERS },
    stranger: (await newShopper(sandbox)).headers,
    owner: await bearer(DEMO_ACCOUNTS.shopper),
    editor: await bearer(DEMO_ACCOUNTS.editor, { admin: true }),
    intern: await bearer(DEMO_ACCOUNTS.intern, { admin: true }),
  }
}

describe('access control: who may read or change what', () => {
  it.each(ROWS)('$call: only the allowed callers get through, and a refusal reads as for an unknown id', async (row) => {
    let headers = await headersOfActors(sandbox())
    let id = await row.existing(sandbox(), headers)
    // The refused first: the allowed callers' writes may change or remove the thing.
    const order = [...ACTORS].sort((a, b) => Number(row.allowed.includes(a)) - Number(row.allowed.includes(b)))
    const outcomes: string[] = []
    let removed = false
    for (const actor of order) {
      if (removed) {
        sandbox().reset()
        headers = await headersOfActors(sandbox())
        id = await row.existing(sandbox(), headers)
      }
      const answer = await api(sandbox(), row.method, row.path(id), row.body, headers[actor])
      if (row.allowed.includes(actor)) {
        removed = row.removes === true
        outcomes.push(`${actor}: ${answer.status < 300 ? 'through' : `refused ${answer.status} ${answer.body.message}`}`)
        continue
      }
      const unknown = await api(sandbox(), row.method, row.path(UNKNOWN_ID), row.body, headers[actor])
      const sameAsUnknown = JSON.stringify(answer) === JSON.stringify(unknown)
      outcomes.push(
        `${actor}: ${answer.status >= 400 && answer.status < 500 ? `refused${sameAsUnknown ? '' : ` ${answer.status}, but unknown id ${unknown.status}`}` : `got through (${answer.status})`}`,
      )
    }
    expect(outcomes.sort()).toEqual(ACTORS.map((actor) => `${actor}: ${row.allowed.includes(actor) ? 'through' : 'refused'}`).sort())
  })

  it('keeps the things the refused callers tried to change as they were', async () => {
    const headers = await headersOfActors(sandbox())
    for (const actor of ['visitor', 'stranger', 'editor', 'intern'] as const) {
      await api(sandbox(), 'PATCH', 'v1/user/web/address/update/1', { city: 'Osijek' }, headers[actor])
    }
    const profile = await api(sandbox(), 'GET', 'v1/user/web/profile', undefined, headers.owner)
    expect(profile.body.data.addresses[0]).toMatchObject({ id: 1, city: 'Zagreb' })
  })
})
