import { expect } from 'vitest'
import type { Sandbox } from '../../src/sandbox/sandbox.types'
import { call, json, SHOP_HEADERS } from '../sandbox.fixture'
import { withBearer } from './auth.fixture'
import { shopperToken } from './media-backoffice.fixture'

/** A post as the back-office post and link calls answer it. */
export type EditedPost = Record<string, any> & { id: number; title: string; slug: string; slugMain: string; language: string; status: string }

/** A call to `api/v1/cms/{path}` as the holder of `token` (none: a visitor) in `language`. */
export function cms(sandbox: Sandbox, method: string, path: string, body?: unknown, token?: string, language = 'hr') {
  const headers = { ...(token ? withBearer(token) : SHOP_HEADERS), 'x-gaussbox-language': language }
  return json(call(sandbox, method, `/api/v1/cms/${path}`, { headers, ...(body === undefined ? {} : { body }) }))
}

/** Makes a post through `post/create` (a published page in hr unless `fields` say otherwise); fails the test unless 200. */
export async function newPost(sandbox: Sandbox, token: string, fields: Record<string, unknown>, language = 'hr'): Promise<EditedPost> {
  const { status, body } = await cms(
    sandbox,
    'POST',
    'post/create',
    { type: 'page', status: 'published', title: `Stranica ${fields.slug}`, ...fields },
    token,
    language,
  )
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data as EditedPost
}

/** Makes a post type through `postType/create`; fails the test unless 200. Answers it. */
export async function newPostType(sandbox: Sandbox, token: string, slug: string, name = `Predložak ${slug}`): Promise<Record<string, any> & { id: number }> {
  const { status, body } = await cms(sandbox, 'POST', 'postType/create', { name, slug }, token)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data
}

/** The expected answer of a validation failure at `path` (none: a failure without field errors). */
export function bad(message: string, path?: string) {
  return { status: 400, body: path ? { message, statusCode: 400, errors: [{ path, message }] } : { message, statusCode: 400 } }
}

/** The expected answer of a failure with `status` and no field errors. */
export function failure(status: number, message: string) {
  return { status, body: { message, statusCode: status } }
}

/**
 * Checks that `method path` is a back-office call: 401 `Unauthorized.` without a token and with a bad one, 403
 * `Forbidden.` for the seeded shopper, each also for a body that is not JSON (the user is checked first).
 */
export async function expectBackofficeOnly(sandbox: Sandbox, method: string, path: string, body: unknown): Promise<void> {
  const shopper = await shopperToken(sandbox)
  const unauthorized = failure(401, 'Unauthorized.')
  expect(await cms(sandbox, method, path, body)).toEqual(unauthorized)
  expect(await cms(sandbox, method, path, body, 'not-a-token')).toEqual(unauthorized)
  expect(await cms(sandbox, method, path, body, shopper)).toEqual(failure(403, 'Forbidden.'))
  const raw = (token?: string) => json(call(sandbox, method, `/api/v1/cms/${path}`, { headers: token ? withBearer(token) : SHOP_HEADERS, raw: 'not json' }))
  expect(await raw()).toEqual(unauthorized)
  expect(await raw(shopper)).toEqual(failure(403, 'Forbidden.'))
}

/** Row counts of the tables the content calls write, to show that a refused call wrote nothing. */
export function contentCounts(sandbox: Sandbox): Record<string, unknown> {
  const count = (table: string) => (sandbox.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n
  return {
    posts: count('posts'),
    translations: count('post_translations'),
    terms: count('post_terms'),
    masters: count('post_group_masters'),
    types: count('post_types'),
    groups: sandbox.db.prepare('SELECT post_id, language, translation_group FROM post_translations ORDER BY post_id, language').all(),
    typeGroups: sandbox.db.prepare('SELECT id, translation_group, translation_language FROM post_types ORDER BY id').all(),
  }
}
