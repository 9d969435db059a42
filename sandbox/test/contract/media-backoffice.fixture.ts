import sharp from 'sharp'
import { beforeEach, expect } from 'vitest'
import { DEMO_ACCOUNTS } from '../../src/seed/seed.constants'
import type { Sandbox } from '../../src/sandbox/sandbox.types'
import { call, json, SHOP_HEADERS, useSandbox } from '../sandbox.fixture'
import { login, manualClock, withBearer } from './auth.fixture'

/** An `api/` call with a JSON body, as the holder of `token` (no token: the shop headers alone). */
/**
 * The sandbox of a back-office test file: a manual clock reset before each test, and the demo editor's token of the
 * current test (`editor()`).
 */
export function useEditorSandbox() {
  const clock = manualClock()
  const sandbox = useSandbox({ control: true, clock })
  let token = ''
  beforeEach(async () => {
    clock.reset()
    token = await editorToken(sandbox())
  })
  return { clock, sandbox, editor: () => token }
}

export function api(sandbox: Sandbox, method: string, path: string, body?: unknown, token?: string) {
  return json(call(sandbox, method, `/api/${path}`, { headers: token ? withBearer(token) : SHOP_HEADERS, ...(body === undefined ? {} : { body }) }))
}

/** An access token of the seeded back-office user (admin strategy). */
export async function editorToken(sandbox: Sandbox): Promise<string> {
  return (await login(sandbox, DEMO_ACCOUNTS.editor, { admin: true })).tokens.accessToken
}

/** An access token of the seeded shopper. */
export async function shopperToken(sandbox: Sandbox): Promise<string> {
  return (await login(sandbox)).tokens.accessToken
}

/** A real image made with sharp: `width`x`height` of one colour, in `format`. */
export function imageOf(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' = 'png', colour = '#c0ffee'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer()
}

/** A PUT of raw bytes to an upload URL, in process, with no apiKey and no token (as a browser would send it). */
export async function putToBucket(
  sandbox: Sandbox,
  url: string,
  bytes: Uint8Array,
  headers: Record<string, string> = { 'Content-Type': 'application/octet-stream' },
): Promise<Response> {
  return sandbox.app.fetch(new Request(url, { method: 'PUT', headers, body: new Uint8Array(bytes) }))
}

/** An answer item of `getMultipleUploadUrls`. */
export interface UploadUrl {
  url: string
  path: string
  userFileId: number
}

/** Asks for upload URLs of `names`; fails the test unless it answers 200. */
export async function uploadUrls(sandbox: Sandbox, token: string, names: string[]): Promise<UploadUrl[]> {
  const { status, body } = await api(sandbox, 'POST', 'v1/media/getMultipleUploadUrls', { files: names, 'g-recaptcha-response': '' }, token)
  expect(status).toBe(200)
  return body.data as UploadUrl[]
}

/** The drive item of `addFromBucket*`. */
export interface DriveItem {
  driveId: number
  userFileId: number
  filename: string
  path: string
}

/** Steps 2 to 5 of the upload flow for `files`: URLs, PUTs, drive registration (titles from customData). */
export async function uploadToDrive(sandbox: Sandbox, token: string, files: Array<{ name: string; bytes: Uint8Array; title?: string }>): Promise<DriveItem[]> {
  const urls = await uploadUrls(
    sandbox,
    token,
    files.map((file) => file.name),
  )
  for (const [i, file] of files.entries()) expect((await putToBucket(sandbox, urls[i]!.url, file.bytes)).status).toBe(200)
  const items = files.map((file, i) => driveItemBody(file.name, urls[i]!.path, file.title ?? ''))
  const { status, body } = await api(sandbox, 'POST', 'v1/media/file/addFromBucketMultiple', items, token)
  expect(status).toBe(200)
  return body.data as DriveItem[]
}

/** One item of `addFromBucketMultiple` as the back office sends it (spec §7). */
export function driveItemBody(filename: string, path: string, title = '', description = ''): Record<string, unknown> {
  return { filename, path, isPublic: true, customData: { directoryId: 'cms', access: 'public', resize: true, title, description } }
}

/** Uploads one image and makes its CMS record; answers the record. */
export async function uploadMedia(sandbox: Sandbox, token: string, name: string, bytes: Uint8Array, title?: string): Promise<Record<string, any>> {
  const [item] = await uploadToDrive(sandbox, token, [{ name, bytes, ...(title ? { title } : {}) }])
  const { status, body } = await api(sandbox, 'POST', 'v1/cms/media/create', { driveId: item!.driveId }, token)
  expect(status).toBe(200)
  return body.data
}

/** `GET` of a media path, in process; no headers (img tags send none). */
export async function getMedia(sandbox: Sandbox, path: string): Promise<Response> {
  return sandbox.app.fetch(new Request(`http://sandbox.test${path}`))
}

/** The ids of the media library in its default order (newest first, ties by id), straight from the database. */
export function newestFirstIds(sandbox: Sandbox): number[] {
  return (sandbox.db.prepare('SELECT id FROM media ORDER BY created_at DESC, id DESC').all() as Array<{ id: number }>).map((row) => row.id)
}
