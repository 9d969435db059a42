import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { useSandbox } from '../sandbox.fixture'

const sandbox = useSandbox()
let mediaId = 0

beforeAll(() => {
  mediaId = (sandbox().db.prepare('SELECT media_id AS id FROM product_media WHERE is_default = 1 ORDER BY product_id LIMIT 1').get() as { id: number }).id
})

const get = (path: string) => sandbox().app.fetch(new Request(`http://sandbox.test${path}`))

describe('GET /media/{apiKeyId}/{id}/{size}/{slug}.{ext}[/{hash}]', () => {
  it.each([
    ['Thumbnail', 'webp', 50, 50, 'image/webp', 'webp'],
    ['Small', 'jpeg', 320, 240, 'image/jpeg', 'jpeg'],
    ['MediumSize', 'png', 720, 576, 'image/png', 'png'],
    ['Large', 'jpg', 1280, 720, 'image/jpeg', 'jpeg'],
    ['Small', 'avif', 320, 240, 'image/avif', 'heif'],
  ])('serves %s as %s: a real %ix%i image', async (size, ext, width, height, contentType, format) => {
    const res = await get(`/media/7/${mediaId}/${size}/kolica.${ext}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe(contentType)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ width, height, format })
  })

  it('serves the original at its own size and ignores the slug and a trailing hash', async () => {
    const res = await get(`/media/7/${mediaId}/original/anything-at-all.png/5f2a9c`)
    expect(res.status).toBe(200)
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ width: 1200, height: 900, format: 'png' })
  })

  it('answers the same bytes again from the cache', async () => {
    const first = Buffer.from(await (await get(`/media/7/${mediaId}/Small/a.webp`)).arrayBuffer())
    const second = Buffer.from(await (await get(`/media/7/${mediaId}/Small/b.webp`)).arrayBuffer())
    expect(second.equals(first)).toBe(true)
  })

  it.each([
    ['an unknown id', '/media/7/999999/Small/x.png'],
    ['an unknown apiKeyId', `/media/8/MEDIA/Small/x.png`],
    ['a non-numeric id', '/media/7/abc/Small/x.png'],
  ])('answers 404 for %s', async (_, path) => {
    const res = await get(path.replace('MEDIA', String(mediaId)))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Media not found.', statusCode: 404 })
  })

  it.each(['Huge', 'small', 'SmallSizeSize'])('answers 400 for the size %s', async (size) => {
    const res = await get(`/media/7/${mediaId}/${size}/x.png`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Unknown media size.', statusCode: 400 })
  })

  it.each(['gif', 'svg', 'noextension'])('answers 400 for the format %s', async (ext) => {
    const res = await get(`/media/7/${mediaId}/Small/x${ext === 'noextension' ? '' : `.${ext}`}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Unknown image format.', statusCode: 400 })
  })

  it('needs no apiKey (images are loaded by img tags)', async () => {
    expect((await get(`/media/7/${mediaId}/Thumbnail/x.png`)).status).toBe(200)
  })
})
