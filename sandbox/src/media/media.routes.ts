import { Hono } from 'hono'
import { one } from '../db/db.statements'
import type { SandboxEnv } from '../http/http.env'
import { fail } from '../http/http.errors'
import type { SandboxContext } from '../sandbox/sandbox.context'
import type { MediaRow } from './media.json'
import { renderMedia } from './media.render'
import { MEDIA_SIZES, parseImageFormat, parseMediaSize } from './media.sizes'

/** `GET /media/{apiKeyId}/{id}/{size}/{slug}.{ext}[/{hash}]`: seeded and uploaded images, resized by sharp. */
export function mediaRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/:apiKeyId/:id/:size/:file{.+}', async (c) => {
    const size = parseMediaSize(c.req.param('size'))
    if (!size) fail(400, 'Unknown media size.')
    // The file part is `{slug}.{ext}` optionally followed by `/{hash}`; slug and hash are not checked.
    const fileName = c.req.param('file').split('/')[0] ?? ''
    const dot = fileName.lastIndexOf('.')
    const format = dot > 0 ? parseImageFormat(fileName.slice(dot + 1)) : undefined
    if (!format) fail(400, 'Unknown image format.')

    const apiKeyId = Number(c.req.param('apiKeyId'))
    const id = Number(c.req.param('id'))
    const site = Number.isInteger(apiKeyId) ? one(context.db, 'SELECT 1 FROM sites WHERE api_key_id = ?', apiKeyId) : undefined
    const row =
      site && Number.isInteger(id)
        ? one<MediaRow>(context.db, 'SELECT id, kind, artwork, bytes, width, height, extension, hash FROM media WHERE id = ?', id)
        : undefined
    if (!row) fail(404, 'Media not found.')

    const box = size === 'original' ? undefined : MEDIA_SIZES[size]
    // The row hash is part of the key: after a reset an id can be reused by a different upload.
    const key = `${row.id}:${row.hash}:${size}:${format}`
    const image = await context.mediaCache.get(key, () => renderMedia(row, format, box))
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })
  return routes
}
