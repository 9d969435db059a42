import { Hono } from 'hono'
import { requireBackofficeUser } from '../auth/auth.middleware'
import type { SiteAuthEnv } from '../auth/auth.types'
import { fail } from '../http/http.errors'
import { invalid } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { storeUserFile } from './drive.files'
import { readCustomData, readFileName } from './drive.input'
import { registerFromBucket } from './drive.items'
import { DRIVE_MESSAGES, UPLOAD_LIMITS } from './drive.messages'

/**
 * `POST api/v2/media/upload`: the one-request upload (back-office spec §7 "POST v2/media/upload (multipart
 * customData and file)"). Each `file` part becomes a user file registered in the drive at once, all or nothing.
 */
export function multipartUploadRoutes(context: SandboxContext): Hono<SiteAuthEnv> {
  const routes = new Hono<SiteAuthEnv>()

  routes.post('/upload', requireBackofficeUser(context), async (c) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) fail(415, DRIVE_MESSAGES.expectedMultipart)
    // The form is parsed whole, so its declared size is bounded first: twenty files at the limit, plus the form.
    const declared = Number(c.req.header('Content-Length'))
    if (Number.isFinite(declared) && declared > UPLOAD_LIMITS.maxFiles * UPLOAD_LIMITS.maxBytes + 1024 * 1024) fail(413, DRIVE_MESSAGES.fileTooLarge)
    const form = await c.req.parseBody({ all: true })

    const customData = readCustomData(parseCustomData(form.customData), 'customData')
    const files = [form.file ?? []].flat()
    if (files.length === 0) fail(400, DRIVE_MESSAGES.noFiles)
    if (files.length > UPLOAD_LIMITS.maxFiles) fail(400, DRIVE_MESSAGES.tooManyFiles)
    const uploads = await Promise.all(
      files.map(async (file, i) => {
        if (typeof file === 'string') invalid(`file[${i}]`, `file[${i}] must be a file.`)
        if (file.size > UPLOAD_LIMITS.maxBytes) fail(413, DRIVE_MESSAGES.fileTooLarge)
        return { filename: readFileName(file.name, `file[${i}].name`), bytes: Buffer.from(await file.arrayBuffer()) }
      }),
    )

    const now = isoNow(context)
    const db = context.db
    const registered = db.transaction(() =>
      uploads.map(({ filename, bytes }) => {
        const { path } = storeUserFile(db, filename, bytes, now)
        const [item] = registerFromBucket(db, [{ filename, path, isPublic: customData.access !== 'private', customData }], now)
        return { userFileId: item!.userFileId, driveId: item!.driveId }
      }),
    )()
    return c.json({ data: registered })
  })

  return routes
}

function parseCustomData(value: unknown): unknown {
  if (value === undefined) return undefined
  if (typeof value !== 'string') invalid('customData', 'customData must be a JSON object.')
  try {
    const parsed = JSON.parse(value) as unknown
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) invalid('customData', 'customData must be a JSON object.')
    return parsed
  } catch (error) {
    if (error instanceof SyntaxError) invalid('customData', 'customData must be a JSON object.')
    throw error
  }
}
