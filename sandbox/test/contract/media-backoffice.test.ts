import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { foldText } from '../../src/product/product.search'
import { call, json, SHOP_HEADERS } from '../sandbox.fixture'
import {
  api,
  driveItemBody,
  getMedia,
  imageOf,
  newestFirstIds,
  putToBucket,
  shopperToken,
  uploadMedia,
  uploadToDrive,
  uploadUrls,
  useEditorSandbox,
} from './media-backoffice.fixture'

const { clock, sandbox, editor } = useEditorSandbox()

const MEDIA_KEYS = [
  'id',
  'driveId',
  'title',
  'description',
  'alt',
  'slug',
  'path',
  'mime',
  'extension',
  'hash',
  'access',
  'size',
  'width',
  'height',
  'originalName',
  'usePublicPath',
  'createdAt',
]
const filter = (body: unknown, token = editor()) => api(sandbox(), 'POST', 'v1/cms/media/filterStandard', body, token)
const create = (body: unknown, token = editor()) => api(sandbox(), 'POST', 'v1/cms/media/create', body, token)
const update = (id: number | string, body: unknown, token = editor()) => api(sandbox(), 'PATCH', `v1/cms/media/update/${id}`, body, token)
const remove = (id: number | string, token = editor()) => api(sandbox(), 'DELETE', `v1/cms/media/delete/${id}`, undefined, token)
const deleteDrive = (body: unknown, token = editor()) => api(sandbox(), 'POST', 'v1/drive/item/delete', body, token)
const addFromBucket = (body: unknown, token = editor()) => api(sandbox(), 'POST', 'v1/media/file/addFromBucketMultiple', body, token)
const bad = (message: string, path?: string) => ({
  status: 400,
  body: path ? { message, statusCode: 400, errors: [{ path, message }] } : { message, statusCode: 400 },
})

describe('the upload flow (back-office spec §4)', () => {
  it('uploads a PNG, shows it first in the library, serves it, edits it and deletes it', async () => {
    const png = await imageOf(800, 600)
    const [url] = await uploadUrls(sandbox(), editor(), ['Čokoladna torta.png'])
    expect((await putToBucket(sandbox(), url!.url, png)).status).toBe(200)
    const { body: drive } = await addFromBucket([driveItemBody('Čokoladna torta.png', url!.path, 'Čokoladna torta', 'Za rođendan')])
    const [item] = drive.data
    expect(item).toEqual({ driveId: expect.any(Number), userFileId: url!.userFileId, filename: 'Čokoladna torta.png', path: url!.path })

    const created = await create({ driveId: item.driveId })
    expect(created.status).toBe(200)
    const media = created.body.data
    expect(Object.keys(media).sort()).toEqual([...MEDIA_KEYS].sort())
    expect(media).toMatchObject({
      driveId: item.driveId,
      title: 'Čokoladna torta',
      description: 'Za rođendan',
      slug: 'cokoladna-torta',
      mime: 'image/png',
      extension: 'png',
      width: 800,
      height: 600,
      size: png.length,
      hash: createHash('md5').update(png).digest('hex'),
      access: 'public',
      originalName: 'Čokoladna torta.png',
      createdAt: new Date(clock.now()).toISOString(),
    })
    expect(media.path).toBe(`/media/7/${media.id}/original/cokoladna-torta.png`)

    const small = await getMedia(sandbox(), `/media/7/${media.id}/Small/${media.slug}.webp`)
    expect(small.status).toBe(200)
    expect(small.headers.get('Content-Type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 })
    const original = await getMedia(sandbox(), media.path)
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)

    const listed = await filter({})
    expect(listed.body.data.data[0]).toEqual(media)

    const edited = await update(media.id, { id: media.id, title: 'Torta od čokolade', description: 'Nova' })
    expect(edited.body.data).toMatchObject({
      id: media.id,
      title: 'Torta od čokolade',
      alt: 'Torta od čokolade',
      description: 'Nova',
      slug: 'torta-od-cokolade',
    })
    expect((await filter({ keywords: 'torta od' })).body.data.data.map((m: { id: number }) => m.id)).toEqual([media.id])

    // Spec §4 "Media delete": the drive item first, then the CMS record.
    expect(await deleteDrive({ targetIds: [item.driveId] })).toEqual({ status: 200, body: { data: { deleted: [item.driveId] } } })
    expect(await remove(media.id)).toEqual({ status: 200, body: { data: { id: media.id } } })
    const gone = await getMedia(sandbox(), `/media/7/${media.id}/Small/${media.slug}.webp`)
    expect(gone.status).toBe(404)
    expect((await filter({})).body.data.data[0].id).not.toBe(media.id)
  })
})

describe('POST api/v1/cms/media/filterStandard', () => {
  it('answers 12 records newest first (ties by id, newest id first) with the pagination', async () => {
    const { status, body } = await filter({})
    expect(status).toBe(200)
    const ids = newestFirstIds(sandbox())
    expect(body.data.data.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 12))
    expect(body.data.pagination).toEqual({ page: 1, perPage: 12, total: ids.length, lastPage: Math.ceil(ids.length / 12) })
    for (const media of body.data.data) {
      expect(Object.keys(media).sort()).toEqual([...MEDIA_KEYS].sort())
      expect(media.path).toBe(`/media/7/${media.id}/original/${media.slug}.${media.extension}`)
    }
  })

  it('pages with page and limit, and answers an empty page past the last with the real pagination', async () => {
    const ids = newestFirstIds(sandbox())
    const second = await filter({ page: 2, limit: 5 })
    expect(second.body.data.data.map((m: { id: number }) => m.id)).toEqual(ids.slice(5, 10))
    const past = await filter({ page: 1000, limit: 100 })
    expect(past.body.data).toEqual({ data: [], pagination: { page: 1000, perPage: 100, total: ids.length, lastPage: Math.ceil(ids.length / 100) } })
  })

  it('sorts by created_at ascending and by title both ways', async () => {
    const ids = newestFirstIds(sandbox())
    const oldest = await filter({ sort: { param: 'created_at', order: 'asc' }, limit: 100 })
    const byAge = sandbox().db.prepare('SELECT id FROM media ORDER BY created_at, id LIMIT 100').all() as Array<{ id: number }>
    expect(oldest.body.data.data.map((m: { id: number }) => m.id)).toEqual(byAge.map((row) => row.id))
    const collator = new Intl.Collator('hr', { sensitivity: 'base', numeric: true })
    for (const order of ['asc', 'desc'] as const) {
      const titles = (await filter({ sort: { param: 'title', order }, limit: 100 })).body.data.data.map((m: { title: string }) => m.title)
      const sorted = [...titles].sort((a, b) => (order === 'asc' ? 1 : -1) * collator.compare(a, b))
      expect(titles).toEqual(sorted)
    }
    expect((await filter({ sort: { param: 'title', order: 'asc' } })).body.data.data[0].id).not.toBe(ids[0])
  })

  it('finds keywords in the title or original name, ignoring case and diacritics', async () => {
    const teddy = await uploadMedia(sandbox(), editor(), 'medo.png', await imageOf(64, 48), 'Čupavi Žućko')
    const beach = await uploadMedia(sandbox(), editor(), 'ljeto-2026.png', await imageOf(64, 48), 'Plaža')
    expect((await filter({ keywords: 'CUPAVI ZUC' })).body.data.data.map((m: { id: number }) => m.id)).toEqual([teddy.id])
    expect((await filter({ keywords: 'ljeto-2026' })).body.data.data.map((m: { id: number }) => m.id)).toEqual([beach.id])
    const prams = (await filter({ keywords: 'kolica', limit: 100 })).body.data
    expect(prams.pagination.total).toBeGreaterThan(0)
    for (const media of prams.data) expect(foldText(`${media.title} ${media.originalName}`)).toContain('kolica')
    expect((await filter({ keywords: 'nema-takve-slike' })).body.data).toEqual({ data: [], pagination: { page: 1, perPage: 12, total: 0, lastPage: 1 } })
  })

  it('points each path at the chosen size and compression, and those paths are served', async () => {
    const jpeg = await uploadMedia(sandbox(), editor(), 'foto.jpg', await imageOf(900, 700, 'jpeg'))
    const webp = (await filter({ size: 'MediumSize', compression: 'webp', limit: 1 })).body.data.data[0]
    expect(webp.path).toBe(`/media/7/${jpeg.id}/MediumSize/foto.webp`)
    const own = (await filter({ size: 'Small', compression: 'all', limit: 1 })).body.data.data[0]
    expect(own.path).toBe(`/media/7/${jpeg.id}/Small/foto.jpg`)
    expect((await filter({ size: '', compression: 'jpeg', limit: 1 })).body.data.data[0].path).toBe(`/media/7/${jpeg.id}/original/foto.jpeg`)
    const served = await getMedia(sandbox(), webp.path)
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 720, height: 576 })
    expect((await getMedia(sandbox(), own.path)).headers.get('Content-Type')).toBe('image/jpeg')
  })

  it.each([
    [{ limit: 0 }, 'limit', 'limit must be a positive integer.'],
    [{ limit: 101 }, 'limit', 'limit must be at most 100.'],
    [{ page: 0 }, 'page', 'page must be a positive integer.'],
    [{ keywords: 5 }, 'keywords', 'keywords must be a string.'],
    [{ sort: { param: 'id', order: 'asc' } }, 'sort.param', 'sort.param must be one of created_at, title.'],
    [{ sort: { param: 'title', order: 'up' } }, 'sort.order', 'sort.order must be asc or desc.'],
    [{ size: 'Huge' }, 'size', 'size must be one of Thumbnail, Small, Medium, Large (or with a Size suffix), original or "".'],
    [{ compression: 'gif' }, 'compression', 'compression must be one of all, avif, webp, jpeg, png.'],
  ])('answers 400 naming the field for %j', async (requestBody, path, message) => {
    expect(await filter(requestBody)).toEqual(bad(message, path))
  })
})

describe('POST api/v1/media/getMultipleUploadUrls', () => {
  it('answers one upload URL per file name, in order, on the sandbox origin', async () => {
    const urls = await uploadUrls(sandbox(), editor(), ['a.png', 'b.jpg', 'a.png'])
    expect(urls).toHaveLength(3)
    urls.forEach((url, i) => {
      expect(url.url).toMatch(/^http:\/\/sandbox\.test\/__bucket\/[\w-]{43}$/)
      expect(url.path).toMatch(new RegExp(`^uploads/[0-9a-f-]{36}/${['a\\.png', 'b\\.jpg', 'a\\.png'][i]}$`))
      expect(Number.isInteger(url.userFileId)).toBe(true)
    })
    expect(new Set(urls.map((url) => url.url)).size).toBe(3)
    expect(new Set(urls.map((url) => url.path)).size).toBe(3)
  })

  it.each([
    ['no list', {}, bad('No files.')],
    ['an empty list', { files: [] }, bad('No files.')],
    ['21 files', { files: Array.from({ length: 21 }, (_, i) => `${i}.png`) }, bad('Too many files at once.')],
    ['a string', { files: 'a.png' }, bad('files must be a list of file names.', 'files')],
    ['an empty name', { files: ['a.png', ''] }, bad('files[1] must be a file name (1 to 255 characters, no slashes).', 'files[1]')],
    ['a number', { files: [7] }, bad('files[0] must be a file name (1 to 255 characters, no slashes).', 'files[0]')],
    ['a path', { files: ['../a.png'] }, bad('files[0] must be a file name (1 to 255 characters, no slashes).', 'files[0]')],
  ])('answers 400 for %s', async (_, requestBody, expected) => {
    expect(await api(sandbox(), 'POST', 'v1/media/getMultipleUploadUrls', requestBody, editor())).toEqual(expected)
  })
})

describe('PUT /__bucket/{token}', () => {
  const octets = { 'Content-Type': 'application/octet-stream' }
  const status = async (response: Promise<Response>) => {
    const res = await response
    return { status: res.status, body: await res.json() }
  }

  it('takes the bytes once, without apiKey or token, and answers {}', async () => {
    const [url] = await uploadUrls(sandbox(), editor(), ['a.png'])
    expect(await status(putToBucket(sandbox(), url!.url, await imageOf(10, 10)))).toEqual({ status: 200, body: {} })
    expect(await status(putToBucket(sandbox(), url!.url, await imageOf(10, 10)))).toEqual({
      status: 409,
      body: { message: 'Upload URL already used.', statusCode: 409 },
    })
  })

  it('answers 404 for an unknown token', async () => {
    expect(await status(putToBucket(sandbox(), 'http://sandbox.test/__bucket/not-a-token', Buffer.from('x')))).toEqual({
      status: 404,
      body: { message: 'Upload URL not found.', statusCode: 404 },
    })
  })

  it('takes a PUT until 15 minutes have passed by the sandbox clock, then answers 410', async () => {
    const [early, late] = await uploadUrls(sandbox(), editor(), ['a.png', 'b.png'])
    clock.advance(15 * 60 - 1)
    expect((await putToBucket(sandbox(), early!.url, Buffer.from('x'))).status).toBe(200)
    clock.advance(1)
    expect(await status(putToBucket(sandbox(), late!.url, Buffer.from('x')))).toEqual({
      status: 410,
      body: { message: 'Upload URL expired.', statusCode: 410 },
    })
  })

  it('answers 413 over 10 MiB and takes exactly 10 MiB', async () => {
    const [over, limit] = await uploadUrls(sandbox(), editor(), ['over.bin', 'limit.bin'])
    const tenMiB = 10 * 1024 * 1024
    expect(await status(putToBucket(sandbox(), over!.url, Buffer.alloc(tenMiB + 1)))).toEqual({
      status: 413,
      body: { message: 'File too large.', statusCode: 413 },
    })
    expect((await putToBucket(sandbox(), limit!.url, Buffer.alloc(tenMiB))).status).toBe(200)
    // A refused PUT leaves the URL unused: the right file can still be sent.
    expect((await putToBucket(sandbox(), over!.url, Buffer.from('x'))).status).toBe(200)
  })

  it.each([['text/plain'], ['application/json'], ['']])('answers 415 for the content type %j', async (type) => {
    const [url] = await uploadUrls(sandbox(), editor(), ['a.png'])
    const headers: Record<string, string> = type ? { 'Content-Type': type } : {}
    expect(await status(putToBucket(sandbox(), url!.url, Buffer.from('x'), headers))).toEqual({
      status: 415,
      body: { message: 'Expected application/octet-stream.', statusCode: 415 },
    })
  })

  it("is reachable from the shop's origin: the preflight allows PUT with a Content-Type, the answer carries CORS headers", async () => {
    const [url] = await uploadUrls(sandbox(), editor(), ['a.png'])
    const origin = 'http://localhost:5173'
    const preflight = await sandbox().app.fetch(
      new Request(url!.url, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
      }),
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin)
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('PUT')
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Content-Type')
    const put = await putToBucket(sandbox(), url!.url, Buffer.from('x'), { ...octets, Origin: origin })
    expect(put.headers.get('Access-Control-Allow-Origin')).toBe(origin)
  })
})

describe('POST api/v1/media/file/addFromBucketMultiple', () => {
  it('registers every file in order, or none: a file not uploaded fails the call and registers nothing', async () => {
    const [first, second] = await uploadUrls(sandbox(), editor(), ['a.png', 'b.png'])
    await putToBucket(sandbox(), first!.url, await imageOf(10, 10))
    const both = [driveItemBody('a.png', first!.path), driveItemBody('b.png', second!.path)]
    expect(await addFromBucket(both)).toEqual(bad('File not in bucket: b.png.'))
    await putToBucket(sandbox(), second!.url, await imageOf(10, 10))
    const { status, body } = await addFromBucket(both)
    expect(status).toBe(200)
    expect(body.data.map((item: { filename: string; userFileId: number }) => [item.filename, item.userFileId])).toEqual([
      ['a.png', first!.userFileId],
      ['b.png', second!.userFileId],
    ])
  })

  it('answers 400 for an unknown path and for a path registered before', async () => {
    expect(await addFromBucket([driveItemBody('x.png', 'uploads/nowhere/x.png')])).toEqual(bad('File not in bucket: x.png.'))
    const [item] = await uploadToDrive(sandbox(), editor(), [{ name: 'a.png', bytes: await imageOf(10, 10) }])
    expect(await addFromBucket([driveItemBody('again.png', item!.path)])).toEqual(bad('File not in bucket: again.png.'))
  })

  it.each([
    ['an object', { filename: 'a.png', path: 'p' }, bad('Request body must be a JSON array of files.')],
    ['an empty array', [], bad('No files.')],
    ['21 files', Array.from({ length: 21 }, () => driveItemBody('a.png', 'p')), bad('Too many files at once.')],
    ['a missing filename', [{ path: 'p' }], bad('[0].filename must be a file name (1 to 255 characters, no slashes).', '[0].filename')],
    ['a missing path', [{ filename: 'a.png' }], bad('[0].path must be a non-empty string.', '[0].path')],
    [
      'a bad access',
      [{ filename: 'a.png', path: 'p', customData: { access: 'everyone' } }],
      bad('[0].customData.access must be public or private.', '[0].customData.access'),
    ],
  ])('answers 400 for %s', async (_, requestBody, expected) => {
    expect(await addFromBucket(requestBody)).toEqual(expected)
  })
})

describe('POST api/v1/cms/media/create', () => {
  it('makes the record from a user file, with the title and description sent, and the facts sharp reads', async () => {
    const jpeg = await imageOf(300, 500, 'jpeg')
    const [item] = await uploadToDrive(sandbox(), editor(), [{ name: 'Portret.JPEG', bytes: jpeg }])
    const { status, body } = await create({ userFileId: item!.userFileId, title: 'Mama i beba', description: 'U parku' })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      driveId: item!.driveId,
      title: 'Mama i beba',
      description: 'U parku',
      slug: 'mama-i-beba',
      mime: 'image/jpeg',
      extension: 'jpg',
      width: 300,
      height: 500,
      originalName: 'Portret.JPEG',
    })
  })

  it('takes the title from the file name without its extension when neither the call nor the upload gave one', async () => {
    const [item] = await uploadToDrive(sandbox(), editor(), [{ name: 'Ljetna haljina.v2.webp', bytes: await imageOf(20, 20, 'webp') }])
    expect((await create({ driveId: item!.driveId })).body.data).toMatchObject({
      title: 'Ljetna haljina.v2',
      slug: 'ljetna-haljina-v2',
      mime: 'image/webp',
      extension: 'webp',
      description: '',
    })
  })

  it('reads AVIF as image/avif', async () => {
    const [item] = await uploadToDrive(sandbox(), editor(), [{ name: 'a.avif', bytes: await imageOf(20, 20, 'avif') }])
    expect((await create({ driveId: item!.driveId })).body.data).toMatchObject({ mime: 'image/avif', extension: 'avif', width: 20, height: 20 })
  })

  it('answers 404 for an unknown drive item or user file, and for a user file whose bytes never came', async () => {
    expect(await create({ driveId: 999999 })).toEqual({ status: 404, body: { message: 'Drive item not found.', statusCode: 404 } })
    expect(await create({ userFileId: 999999 })).toEqual({ status: 404, body: { message: 'User file not found.', statusCode: 404 } })
    const [url] = await uploadUrls(sandbox(), editor(), ['a.png'])
    expect(await create({ userFileId: url!.userFileId })).toEqual({ status: 404, body: { message: 'User file not found.', statusCode: 404 } })
  })

  it('answers 422 Not an image. for bytes sharp cannot read, and 422 for a format the media route does not serve', async () => {
    const [text, gif] = await uploadToDrive(sandbox(), editor(), [
      { name: 'notes.png', bytes: Buffer.from('not an image at all') },
      { name: 'anim.gif', bytes: await imageOf(10, 10, 'gif') },
    ])
    expect(await create({ driveId: text!.driveId })).toEqual({ status: 422, body: { message: 'Not an image.', statusCode: 422 } })
    expect(await create({ driveId: gif!.driveId })).toEqual({
      status: 422,
      body: { message: 'Unsupported image format: gif (use png, jpeg, webp or avif).', statusCode: 422 },
    })
  })

  it('answers 409 for a second record of the same file, by drive id or by user file id', async () => {
    const [item] = await uploadToDrive(sandbox(), editor(), [{ name: 'a.png', bytes: await imageOf(10, 10) }])
    expect((await create({ driveId: item!.driveId })).status).toBe(200)
    const conflict = { status: 409, body: { message: 'Media already exists for this file.', statusCode: 409 } }
    expect(await create({ driveId: item!.driveId })).toEqual(conflict)
    expect(await create({ userFileId: item!.userFileId })).toEqual(conflict)
  })

  it.each([
    ['neither id', {}],
    ['both ids', { driveId: 1, userFileId: 1 }],
  ])('answers 400 for %s', async (_, requestBody) => {
    expect(await create(requestBody)).toEqual(bad('Exactly one of driveId and userFileId is required.', 'driveId'))
  })
})

describe('PATCH api/v1/cms/media/update/{id}', () => {
  it('changes the title (slug and alt follow) and the description of a seeded record too', async () => {
    const [id] = newestFirstIds(sandbox())
    const { status, body } = await update(id!, { id, title: '  Zimska kolekcija ', description: 'Opis' })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      id,
      title: 'Zimska kolekcija',
      alt: 'Zimska kolekcija',
      slug: 'zimska-kolekcija',
      description: 'Opis',
      path: `/media/7/${id}/original/zimska-kolekcija.png`,
    })
    expect((await update(id!, { title: 'Bez opisa' })).body.data.description).toBe('Opis')
  })

  it.each([
    ['an empty title', { title: '' }],
    ['a blank title', { title: '   ' }],
    ['no title', { description: 'x' }],
  ])('answers 400 Title is required. for %s', async (_, requestBody) => {
    const [id] = newestFirstIds(sandbox())
    expect(await update(id!, requestBody)).toEqual(bad('Title is required.', 'title'))
  })

  it('answers 404 Media not found. for an unknown id', async () => {
    expect(await update(999999, { id: 999999, title: 'X' })).toEqual({ status: 404, body: { message: 'Media not found.', statusCode: 404 } })
  })
})

describe('DELETE api/v1/cms/media/delete/{id}', () => {
  it('deletes a seeded record that a product uses: the product no longer lists it and its image answers 404', async () => {
    const { media_id: id, product_id: productId } = sandbox()
      .db.prepare('SELECT media_id, product_id FROM product_media ORDER BY media_id DESC LIMIT 1')
      .get() as {
      media_id: number
      product_id: number
    }
    const product = () => json(call(sandbox(), 'GET', `/api/v1/product/web/get?id=${productId}`))
    expect((await product()).body.data.media.map((m: { id: number }) => m.id)).toContain(id)
    expect(await remove(id)).toEqual({ status: 200, body: { data: { id } } })
    expect((await getMedia(sandbox(), `/media/7/${id}/Small/x.webp`)).status).toBe(404)
    const after = await product()
    expect(after.status).toBe(200)
    expect(after.body.data.media.map((m: { id: number }) => m.id)).not.toContain(id)
    expect(await remove(id)).toEqual({ status: 404, body: { message: 'Media not found.', statusCode: 404 } })
  })

  it('never gives a deleted id to a new upload', async () => {
    const [newest] = sandbox().db.prepare('SELECT max(id) AS id FROM media').all() as Array<{ id: number }>
    await remove(newest!.id)
    const media = await uploadMedia(sandbox(), editor(), 'a.png', await imageOf(10, 10))
    expect(media.id).toBe(newest!.id + 1)
  })

  it('answers 404 Media not found. for an unknown id', async () => {
    expect(await remove(999999)).toEqual({ status: 404, body: { message: 'Media not found.', statusCode: 404 } })
  })
})

describe('POST api/v1/drive/item/delete', () => {
  it('deletes drive items; a record made from one keeps its image, and no new record can be made from it', async () => {
    const [a, b] = await uploadToDrive(sandbox(), editor(), [
      { name: 'a.png', bytes: await imageOf(10, 10) },
      { name: 'b.png', bytes: await imageOf(10, 10) },
    ])
    const media = (await create({ driveId: a!.driveId })).body.data
    expect(await deleteDrive({ targetIds: [b!.driveId, a!.driveId] })).toEqual({ status: 200, body: { data: { deleted: [b!.driveId, a!.driveId] } } })
    expect((await getMedia(sandbox(), media.path)).status).toBe(200)
    expect((await filter({})).body.data.data[0]).toMatchObject({ id: media.id, driveId: a!.driveId })
    expect((await create({ driveId: b!.driveId })).status).toBe(404)
    expect((await create({ userFileId: b!.userFileId })).status).toBe(404)
  })

  it('answers 404 naming an unknown id and deletes nothing', async () => {
    const [a] = await uploadToDrive(sandbox(), editor(), [{ name: 'a.png', bytes: await imageOf(10, 10) }])
    expect(await deleteDrive({ targetIds: [a!.driveId, 999999] })).toEqual({ status: 404, body: { message: 'Drive item not found: 999999.', statusCode: 404 } })
    expect((await create({ driveId: a!.driveId })).status).toBe(200)
  })

  it.each([
    ['no list', {}],
    ['an empty list', { targetIds: [] }],
    ['101 ids', { targetIds: Array.from({ length: 101 }, (_, i) => i + 1) }],
  ])('answers 400 for %s', async (_, requestBody) => {
    expect(await deleteDrive(requestBody)).toEqual(bad('targetIds must be a list of 1 to 100 drive item ids.', 'targetIds'))
  })

  it('answers 400 for an id that is not a positive integer', async () => {
    expect(await deleteDrive({ targetIds: [1, 'x'] })).toEqual(bad('targetIds must be a list of positive integers.', 'targetIds'))
  })
})

describe('GET api/v1/cms/media/sizes', () => {
  it("answers the spec's four sizes", async () => {
    expect(await api(sandbox(), 'GET', 'v1/cms/media/sizes', undefined, editor())).toEqual({
      status: 200,
      body: {
        data: [
          { id: 1, key: 'Thumbnail', value: '50x50' },
          { id: 2, key: 'Small', value: '320x240' },
          { id: 3, key: 'Medium', value: '720x576' },
          { id: 4, key: 'Large', value: '1280x720' },
        ],
      },
    })
  })
})

describe('the single-file calls', () => {
  it('file/getUploadUrl answers one upload URL, and file/addFromBucket registers one file', async () => {
    const { status, body } = await api(sandbox(), 'POST', 'v1/media/file/getUploadUrl', { file: 'a.png' }, editor())
    expect(status).toBe(200)
    expect(body.data).toEqual({
      url: expect.stringMatching(/^http:\/\/sandbox\.test\/__bucket\//),
      path: expect.stringMatching(/\/a\.png$/),
      userFileId: expect.any(Number),
    })
    await putToBucket(sandbox(), body.data.url, await imageOf(10, 10))
    const added = await api(sandbox(), 'POST', 'v1/media/file/addFromBucket', driveItemBody('a.png', body.data.path), editor())
    expect(added.body.data).toEqual({ driveId: expect.any(Number), userFileId: body.data.userFileId, filename: 'a.png', path: body.data.path })
    expect(await api(sandbox(), 'POST', 'v1/media/file/getUploadUrl', {}, editor())).toEqual(
      bad('file must be a file name (1 to 255 characters, no slashes).', 'file'),
    )
  })

  it('file/addFromBucketPublic registers a file as public whatever the body says', async () => {
    const [url] = await uploadUrls(sandbox(), editor(), ['a.png'])
    await putToBucket(sandbox(), url!.url, await imageOf(10, 10))
    const item = { filename: 'a.png', path: url!.path, isPublic: false, customData: { access: 'private' } }
    const added = await api(sandbox(), 'POST', 'v1/media/file/addFromBucketPublic', item, editor())
    expect(added.status).toBe(200)
    expect((await create({ driveId: added.body.data.driveId })).body.data.access).toBe('public')
    expect(await api(sandbox(), 'POST', 'v1/media/file/addFromBucketPublic', item, editor())).toEqual(bad('File not in bucket: a.png.'))
  })

  it('v2/media/upload takes multipart files with customData and registers them at once', async () => {
    const form = new FormData()
    form.set('customData', JSON.stringify({ directoryId: 'cms', access: 'public', resize: true, title: 'Iz obrasca' }))
    form.append('file', new Blob([new Uint8Array(await imageOf(30, 20))]), 'prvi.png')
    form.append('file', new Blob([new Uint8Array(await imageOf(30, 20))]), 'drugi.png')
    const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
      json(
        sandbox().app.fetch(
          new Request('http://sandbox.test/api/v2/media/upload', {
            method: 'POST',
            headers: { ...SHOP_HEADERS, Authorization: `Bearer ${editor()}`, ...headers },
            body,
          }),
        ),
      )
    const { status, body } = await upload(form)
    expect(status).toBe(200)
    expect(body.data).toEqual([
      { userFileId: expect.any(Number), driveId: expect.any(Number) },
      { userFileId: expect.any(Number), driveId: expect.any(Number) },
    ])
    expect((await create({ driveId: body.data[1].driveId })).body.data).toMatchObject({ title: 'Iz obrasca', originalName: 'drugi.png', width: 30, height: 20 })

    const empty = new FormData()
    empty.set('customData', '{}')
    expect(await upload(empty)).toEqual(bad('No files.'))
    const broken = new FormData()
    broken.set('customData', 'not json')
    broken.append('file', new Blob(['x']), 'a.png')
    expect(await upload(broken)).toEqual(bad('customData must be a JSON object.', 'customData'))
    expect(await upload('{}', { 'Content-Type': 'application/json' })).toEqual({
      status: 415,
      body: { message: 'Expected multipart/form-data.', statusCode: 415 },
    })
  })
})

describe('who may call', () => {
  const CALLS: Array<[string, string, unknown?]> = [
    ['POST', 'v1/cms/media/filterStandard', {}],
    ['POST', 'v1/cms/media/create', { driveId: 1 }],
    ['PATCH', 'v1/cms/media/update/1', { id: 1, title: 'X' }],
    ['DELETE', 'v1/cms/media/delete/1'],
    ['GET', 'v1/cms/media/sizes'],
    ['POST', 'v1/media/getMultipleUploadUrls', { files: ['a.png'] }],
    ['POST', 'v1/media/file/addFromBucketMultiple', [driveItemBody('a.png', 'p')]],
    ['POST', 'v1/media/file/addFromBucket', driveItemBody('a.png', 'p')],
    ['POST', 'v1/drive/item/delete', { targetIds: [1] }],
    ['POST', 'v2/media/upload', {}],
  ]

  it.each(CALLS)('%s api/%s answers 401 without a token and 403 Forbidden. for a shopper', async (method, path, requestBody) => {
    expect(await api(sandbox(), method, path, requestBody)).toEqual({ status: 401, body: { message: 'Unauthorized.', statusCode: 401 } })
    expect(await api(sandbox(), method, path, requestBody, await shopperToken(sandbox()))).toEqual({
      status: 403,
      body: { message: 'Forbidden.', statusCode: 403 },
    })
    // The refused DELETE did not delete.
    expect(sandbox().db.prepare('SELECT count(*) AS n FROM media WHERE id = 1').get()).toEqual({ n: 1 })
  })

  it('leaves file/getUploadUrl and file/addFromBucketPublic to any visitor: the public upload of a form', async () => {
    const { status, body } = await api(sandbox(), 'POST', 'v1/media/file/getUploadUrl', { file: 'racun.pdf' })
    expect(status).toBe(200)
    await putToBucket(sandbox(), body.data.url, Buffer.from('%PDF-1.4'))
    const added = await api(sandbox(), 'POST', 'v1/media/file/addFromBucketPublic', { filename: 'racun.pdf', path: body.data.path })
    expect(added).toEqual({
      status: 200,
      body: { data: { driveId: expect.any(Number), userFileId: body.data.userFileId, filename: 'racun.pdf', path: body.data.path } },
    })
  })

  it('keeps the image route open to everyone', async () => {
    expect((await getMedia(sandbox(), '/media/7/1/Thumbnail/x.png')).status).toBe(200)
  })
})
