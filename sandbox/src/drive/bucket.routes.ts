import { Hono } from 'hono'
import { readBytes } from '../http/http.body'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { fillUploadSlot, openUploadSlot } from './drive.files'
import { DRIVE_MESSAGES, UPLOAD_LIMITS } from './drive.messages'

/**
 * `PUT /__bucket/{token}`: the emulated storage bucket behind the signed upload URLs of `getMultipleUploadUrls`.
 * No apiKey and no user: the token is the permission, as for a signed URL. The browser PUTs from the shop's
 * origin; the app-wide CORS layer allows PUT with a Content-Type header.
 */
export function bucketRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.put('/:token', async (c) => {
    const slot = openUploadSlot(context.db, c.req.param('token'), context.clock.now())
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'application/octet-stream') fail(415, DRIVE_MESSAGES.expectedOctetStream)
    const bytes = await readBytes(c, UPLOAD_LIMITS.maxBytes, DRIVE_MESSAGES.fileTooLarge)
    fillUploadSlot(context.db, slot, bytes, isoNow(context))
    // A bucket answers an empty 200, not the API's envelope.
    return c.json({})
  })
  return routes
}
