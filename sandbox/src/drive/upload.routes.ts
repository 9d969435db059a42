import { Hono } from 'hono'
import { requireBackofficeUser } from '../auth/auth.middleware'
import type { SiteAuthEnv } from '../auth/auth.types'
import { readJson, readJsonObject } from '../http/http.body'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { createUploadSlots, type UploadSlot } from './drive.files'
import { readDriveItemInput, readDriveItemInputs, readFileName, readFileNames } from './drive.input'
import { registerFromBucket } from './drive.items'

/**
 * `api/v1/media/*`: signed upload URLs (`getMultipleUploadUrls`, `file/getUploadUrl`) and the registration of
 * uploaded files in the drive (`file/addFromBucketMultiple`, `file/addFromBucket`, `file/addFromBucketPublic`).
 * Back-office users only, except `file/getUploadUrl` and `file/addFromBucketPublic`: the public upload of a
 * custom form's files (storefront spec §5 "Public file upload"), which any visitor with the site's apiKey makes.
 * The `g-recaptcha-response` the client sends is not checked (`form/storeData` verifies the captcha).
 */
export function uploadRoutes(context: SandboxContext): Hono<SiteAuthEnv> {
  const routes = new Hono<SiteAuthEnv>()
  const backoffice = requireBackofficeUser(context)
  // The URL is on the sandbox's own origin, as the request reached it: a test's in-process origin, or the
  // host and port a browser used.
  const withUrl = (origin: string, slot: UploadSlot) => ({ url: `${origin}/__bucket/${slot.token}`, path: slot.path, userFileId: slot.userFileId })

  routes.post('/getMultipleUploadUrls', backoffice, async (c) => {
    const files = readFileNames((await readJsonObject(c)).files)
    const origin = new URL(c.req.url).origin
    return c.json({ data: createUploadSlots(context.db, files, context.clock.now()).map((slot) => withUrl(origin, slot)) })
  })

  routes.post('/file/getUploadUrl', async (c) => {
    const file = readFileName((await readJsonObject(c)).file, 'file')
    const [slot] = createUploadSlots(context.db, [file], context.clock.now())
    return c.json({ data: withUrl(new URL(c.req.url).origin, slot!) })
  })

  routes.post('/file/addFromBucketMultiple', backoffice, async (c) => {
    const items = readDriveItemInputs(await readJson(c))
    return c.json({ data: registerFromBucket(context.db, items, isoNow(context)) })
  })

  routes.post('/file/addFromBucket', backoffice, async (c) => {
    const item = readDriveItemInput(await readJsonObject(c))
    return c.json({ data: registerFromBucket(context.db, [item], isoNow(context))[0] })
  })

  routes.post('/file/addFromBucketPublic', async (c) => {
    const item = readDriveItemInput(await readJsonObject(c))
    const published = { ...item, isPublic: true, customData: { ...item.customData, access: 'public' as const } }
    return c.json({ data: registerFromBucket(context.db, [published], isoNow(context))[0] })
  })

  return routes
}
