import { http as mock, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EDITOR } from '../../test/auth.backend'
import { authShop } from '../../test/auth.setup'
import { API, pathOf, seen, server, useMswServer } from '../../test/msw'
import { BACK_OFFICE_MESSAGE_KEYS as KEYS } from '../back-office/back-office.messages.keys'
import { SdkError } from '../errors/errors.classes'
import { fail, ok } from '../internal/result'
import type { Result } from '../result/result.types'
import { defaultBucketTransport } from './media.bucket'
import type { MediaBucketTransport, MediaRecord, MediaUploadFileSource } from './media.library.types'
import { createMediaService, mediaPageNumbers } from './media.service'

useMswServer()

afterEach(() => {
  vi.useRealTimers()
})

const error = (status: number, message: string) => HttpResponse.json({ message, statusCode: status }, { status })

/** The media calls of docs/contract.md over an in-memory library of `count` records (record 1 the oldest). */
function mediaBackend(count: number) {
  const records: MediaRecord[] = Array.from({ length: count }, (_, index) => record(index + 1, index + 1))
  let nextDrive = 1000
  let nextId = count + 1
  const drive = new Set<number>(records.flatMap((each) => (each.driveId === null ? [] : [each.driveId])))
  const failingCreates = new Set<string>()
  let hold: Promise<void> | undefined

  function record(id: number, driveId: number | null, title = `Slika ${id}`): MediaRecord {
    return {
      id,
      driveId,
      title,
      slug: `slika-${id}`,
      extension: 'png',
      hash: `h${id}`,
      originalName: `slika-${id}.png`,
      createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
    }
  }

  const handlers = [
    mock.post(`${API}/api/v1/cms/media/filterStandard`, async ({ request }) => {
      const body = (await request.json()) as { limit: number; page: number; keywords: string; sort: { param: string; order: string } }
      if (hold != null) await hold
      const words = body.keywords.toLowerCase()
      const found = records.filter((each) => (each.title ?? '').toLowerCase().includes(words))
      const key = (each: MediaRecord) => (body.sort.param === 'title' ? (each.title ?? '') : (each.createdAt ?? ''))
      found.sort((a, b) => key(a).localeCompare(key(b)) * (body.sort.order === 'asc' ? 1 : -1))
      const lastPage = Math.max(1, Math.ceil(found.length / body.limit))
      return HttpResponse.json({
        data: {
          data: found.slice((body.page - 1) * body.limit, body.page * body.limit),
          pagination: { page: body.page, perPage: body.limit, total: found.length, lastPage },
        },
      })
    }),
    mock.post(`${API}/api/v1/media/getMultipleUploadUrls`, async ({ request }) => {
      const { files } = (await request.json()) as { files: string[] }
      return HttpResponse.json({
        data: files.map((file, index) => ({
          url: index === 0 ? `http://bucket.test/${file}` : { url: `http://bucket.test/${file}` },
          path: `uploads/${file}`,
          userFileId: 500 + index,
        })),
      })
    }),
    mock.post(`${API}/api/v1/media/file/addFromBucketMultiple`, async ({ request }) => {
      const items = (await request.json()) as Array<{ filename: string; path: string }>
      return HttpResponse.json({ data: items.map((item) => ({ driveId: (drive.add(++nextDrive), nextDrive), filename: item.filename, path: item.path })) })
    }),
    mock.post(`${API}/api/v1/cms/media/create`, async ({ request }) => {
      const body = (await request.json()) as { driveId: number; title: string }
      if (failingCreates.has(body.title)) return error(422, 'Not an image.')
      const made = { ...record(nextId++, body.driveId, body.title), createdAt: new Date(Date.UTC(2027, 0, nextId)).toISOString() }
      records.push(made)
      return HttpResponse.json({ data: made })
    }),
    mock.patch(`${API}/api/v1/cms/media/update/:id`, async ({ params, request }) => {
      const body = (await request.json()) as { title: string; description: string }
      const found = records.find((each) => String(each.id) === params.id)
      if (!found) return error(404, 'Media not found.')
      Object.assign(found, body)
      return HttpResponse.json({ data: found })
    }),
    mock.delete(`${API}/api/v1/cms/media/delete/:id`, ({ params }) => {
      const at = records.findIndex((each) => String(each.id) === params.id)
      if (at < 0) return error(404, 'Media not found.')
      records.splice(at, 1)
      return HttpResponse.json({ data: { id: Number(params.id) } })
    }),
    mock.post(`${API}/api/v1/drive/item/delete`, async ({ request }) => {
      const { targetIds } = (await request.json()) as { targetIds: number[] }
      const unknown = targetIds.find((id) => !drive.has(id))
      if (unknown !== undefined) return error(404, `Drive item not found: ${unknown}.`)
      for (const id of targetIds) drive.delete(id)
      return HttpResponse.json({ data: { deleted: targetIds } })
    }),
  ]
  return {
    handlers,
    records,
    drive,
    failingCreates,
    /** Holds every list answer until the returned function is called. */
    holdLists() {
      let release!: () => void
      hold = new Promise((resolve) => (release = resolve))
      return () => {
        hold = undefined
        release()
      }
    },
  }
}

/** A storage that takes every file, reporting half and then all of it; `gate` holds each PUT until it resolves. */
function bucket(gate?: Promise<void>) {
  const puts: string[] = []
  const transport: MediaBucketTransport = {
    async put(url, bytes, { signal, onProgress }): Promise<Result<void>> {
      puts.push(url)
      onProgress(bytes.byteLength / 2)
      if (gate != null) await Promise.race([gate, new Promise((resolve) => signal.addEventListener('abort', resolve))])
      if (signal.aborted) return fail(new SdkError({ code: 'ABORTED', status: 0 }))
      onProgress(bytes.byteLength)
      return ok(undefined)
    },
  }
  return { transport, puts }
}

const file = (name: string, size = 8): MediaUploadFileSource => ({ name, size, arrayBuffer: async () => new ArrayBuffer(size) })
const unreadable = (name: string): MediaUploadFileSource => ({ name, size: 4, arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) })

async function editorLibrary(count = 30, transport?: MediaBucketTransport) {
  const setup = authShop({ apiKeyId: 7 })
  const backend = mediaBackend(count)
  server.use(...backend.handlers)
  await setup.shop.auth.login(EDITOR)
  seen.length = 0
  const storage = transport ? { transport, puts: [] as string[] } : bucket()
  const library = createMediaService(setup.shop, { bucket: storage.transport })
  return { ...setup, backend, library, puts: storage.puts }
}

const calls = () => seen.map((request) => `${request.method} ${pathOf(request)}`)
const bodies = (path: string) => Promise.all(seen.filter((request) => pathOf(request).endsWith(path)).map((request) => request.clone().json()))

describe('the media list', () => {
  it('loads page 1 newest first, 12 a page, with the Medium size and the Default format', async () => {
    const { library } = await editorLibrary()
    expect(await library.load()).toEqual({ ok: true, data: undefined })
    expect(await bodies('filterStandard')).toEqual([
      { limit: 12, page: 1, keywords: '', sort: { param: 'created_at', order: 'desc' }, size: 'Medium', compression: 'all' },
    ])
    const list = library.$list.get()
    expect([list.status, list.records.map((each) => each.id).slice(0, 3), list.page, list.lastPage, list.total]).toEqual(['loaded', [30, 29, 28], 1, 3, 30])
    expect(library.pageNumbers()).toEqual([1, 2, 3])
  })

  it('waits 500 ms after the last change before asking, and new words go back to page 1', async () => {
    const { library } = await editorLibrary()
    await library.load()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    library.goToPage(3)
    await vi.advanceTimersByTimeAsync(500)
    expect(library.$list.get().page).toBe(3)
    seen.length = 0
    library.search('slika 1')
    await vi.advanceTimersByTimeAsync(300)
    library.search('slika 2')
    await vi.advanceTimersByTimeAsync(499)
    expect(calls()).toEqual([])
    expect(library.$list.get().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(library.$list.get().status).toBe('loaded'))
    expect(await bodies('filterStandard')).toMatchObject([{ keywords: 'slika 2', page: 1 }])
    expect(library.$list.get().records.map((each) => each.title)).toEqual([
      'Slika 29',
      'Slika 28',
      'Slika 27',
      'Slika 26',
      'Slika 25',
      'Slika 24',
      'Slika 23',
      'Slika 22',
      'Slika 21',
      'Slika 20',
      'Slika 2',
    ])
  })

  it.each([
    ['oldest', { param: 'created_at', order: 'asc' }, [1, 2]],
    ['nameAsc', { param: 'title', order: 'asc' }, [1, 10]],
    ['nameDesc', { param: 'title', order: 'desc' }, [9, 8]],
  ] as const)('sorts %s as %j', async (sort, param, first) => {
    const { library } = await editorLibrary()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    library.sortBy(sort)
    await vi.advanceTimersByTimeAsync(500)
    await vi.waitFor(() => expect(library.$list.get().status).toBe('loaded'))
    expect((await bodies('filterStandard'))[0]).toMatchObject({ sort: param, page: 1 })
    expect(
      library.$list
        .get()
        .records.slice(0, 2)
        .map((each) => each.id),
    ).toEqual(first)
  })

  it('drops the answer of a request a newer one replaced', async () => {
    const { library, backend } = await editorLibrary()
    const release = backend.holdLists()
    const older = library.load()
    backend.holdLists()
    library.search('slika 3')
    const newer = library.load()
    release()
    expect((await older).ok).toBe(false)
    await newer
    expect(library.$list.get().records.map((each) => each.title)).toEqual(['Slika 30', 'Slika 3'])
  })

  it('asks again for the paths of another size and format', async () => {
    const { library } = await editorLibrary()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    library.showSize('Small')
    library.showFormat('webp')
    await vi.advanceTimersByTimeAsync(500)
    await vi.waitFor(() => expect(library.$list.get().status).toBe('loaded'))
    expect(await bodies('filterStandard')).toMatchObject([{ size: 'Small', compression: 'webp' }])
    expect(library.urlOf(library.$list.get().records[0]!)).toBe('http://api.test/media/7/30/Small/slika-30.webp/h30')
    expect(library.urlOf(library.$list.get().records[0]!, 'Large', 'all')).toBe('http://api.test/media/7/30/Large/slika-30.png/h30')
  })

  it.each([
    [1, 1, [1]],
    [1, 9, [1, 2, 3, 4, 5]],
    [3, 9, [1, 2, 3, 4, 5]],
    [6, 9, [4, 5, 6, 7, 8]],
    [9, 9, [5, 6, 7, 8, 9]],
    [2, 4, [1, 2, 3, 4]],
  ])('shows page numbers around page %i of %i: %j', (page, last, numbers) => {
    expect(mediaPageNumbers(page, last)).toEqual(numbers)
  })

  it('says what failed when the list cannot be loaded', async () => {
    const { library, noticeKeys } = await editorLibrary()
    server.use(mock.post(`${API}/api/v1/cms/media/filterStandard`, () => error(403, 'Forbidden.')))
    const result = await library.load()
    expect(result.ok).toBe(false)
    expect(library.$list.get().status).toBe('failed')
    expect(noticeKeys().length).toBeGreaterThan(0)
  })
})

describe('the upload', () => {
  it('runs the six steps, shows progress, says it uploaded, and shows the new records first', async () => {
    const { library, puts, notices } = await editorLibrary()
    await library.load()
    const states: string[] = []
    library.$upload.listen((snapshot) => states.push(snapshot.state))
    seen.length = 0
    const outcome = await library.upload([file('kolica.png', 10), file('krevetic.jpg', 6)])

    expect([...new Set(states)]).toEqual(['checking', 'requestingUrls', 'reading', 'uploading', 'registering', 'creatingRecords', 'succeeded'])
    expect(puts).toEqual(['http://bucket.test/kolica.png', 'http://bucket.test/krevetic.jpg'])
    expect(outcome.snapshot.progress).toEqual({ loaded: 16, total: 16 })
    expect(outcome.created.map((each) => each.title)).toEqual(['kolica', 'krevetic'])
    expect(calls()).toEqual([
      'POST /api/v1/media/getMultipleUploadUrls',
      'POST /api/v1/media/file/addFromBucketMultiple',
      'POST /api/v1/cms/media/create',
      'POST /api/v1/cms/media/create',
      'POST /api/v1/cms/media/filterStandard',
    ])
    expect((await bodies('getMultipleUploadUrls'))[0]).toEqual({ files: ['kolica.png', 'krevetic.jpg'], 'g-recaptcha-response': '' })
    expect((await bodies('addFromBucketMultiple'))[0]).toEqual([
      {
        filename: 'kolica.png',
        path: 'uploads/kolica.png',
        isPublic: true,
        customData: { directoryId: 'cms', access: 'public', resize: true, title: 'kolica', description: '' },
      },
      {
        filename: 'krevetic.jpg',
        path: 'uploads/krevetic.jpg',
        isPublic: true,
        customData: { directoryId: 'cms', access: 'public', resize: true, title: 'krevetic', description: '' },
      },
    ])
    expect(notices.at(-1)).toMatchObject({ level: 'success', key: KEYS.uploaded, durationMs: 3000 })
    expect(
      library.$list
        .get()
        .records.slice(0, 2)
        .map((each) => each.title)
        .sort(),
    ).toEqual(['kolica', 'krevetic'])
  })

  it('goes on without a file that cannot be read, and names it in the partial-success notice', async () => {
    const { library, notices, backend } = await editorLibrary()
    backend.failingCreates.add('pokvarena')
    const outcome = await library.upload([file('a.png'), unreadable('b.png'), file('c.png'), file('pokvarena.png')])
    expect(outcome.snapshot.state).toBe('partiallySucceeded')
    expect(outcome.created.map((each) => each.title)).toEqual(['a', 'c'])
    expect(outcome.snapshot.files.map((each) => [each.name, each.status, each.errorKey])).toEqual([
      ['a.png', 'created', null],
      ['b.png', 'failed', KEYS.readFile],
      ['c.png', 'created', null],
      ['pokvarena.png', 'failed', KEYS.mediaRecordFailed],
    ])
    expect(notices.at(-1)).toMatchObject({ level: 'warning', key: KEYS.mediaPartiallyUploaded, params: { files: 'b.png, pokvarena.png' } })
  })

  it('refuses no file, and more than 20 files (10 for a public upload), without a request', async () => {
    const { library, notices } = await editorLibrary()
    expect((await library.upload([])).snapshot.messageKey).toBe(KEYS.noMediaSelected)
    const many = Array.from({ length: 21 }, (_, index) => file(`${index}.png`))
    expect((await library.upload(many)).snapshot.messageKey).toBe(KEYS.tooManyFilesAtOnce)
    expect(notices.at(-1)).toMatchObject({ level: 'error', key: KEYS.tooManyFilesAtOnce, params: { limit: 20 } })
    expect((await library.upload(many.slice(0, 11), { public: true })).snapshot.state).toBe('failed')
    expect(notices.at(-1)).toMatchObject({ params: { limit: 10 } })
    expect((await library.upload(many.slice(0, 20))).snapshot.state).toBe('succeeded')
    expect(calls().filter((call) => call.includes('getMultipleUploadUrls'))).toHaveLength(1)
  })

  it('fails with uploadUrlFetchFailed when the addresses cannot be had, and with addFromBucketFailed when the drive refuses', async () => {
    const { library, notices } = await editorLibrary()
    server.use(mock.post(`${API}/api/v1/media/getMultipleUploadUrls`, () => error(500, 'Boom.')))
    expect((await library.upload([file('a.png')])).snapshot.messageKey).toBe(KEYS.uploadUrlFetchFailed)
    expect(notices.at(-1)).toMatchObject({ level: 'error', key: KEYS.uploadUrlFetchFailed })
    server.resetHandlers()
    const { library: second } = await editorLibrary()
    server.use(mock.post(`${API}/api/v1/media/file/addFromBucketMultiple`, () => error(400, 'File not in bucket: a.png.')))
    const outcome = await second.upload([file('a.png')])
    expect([outcome.snapshot.state, outcome.snapshot.messageKey, outcome.created]).toEqual(['failed', KEYS.addFromBucketFailed, []])
  })

  it('puts the new records on the last page when the list is not sorted newest first', async () => {
    const { library } = await editorLibrary(24)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    library.sortBy('oldest')
    await vi.advanceTimersByTimeAsync(500)
    await vi.waitFor(() => expect(library.$list.get().status).toBe('loaded'))
    vi.useRealTimers()
    await library.upload([file('novo.png')])
    expect([library.$list.get().page, library.$list.get().lastPage, library.$list.get().records.map((each) => each.title)]).toEqual([3, 3, ['novo']])
  })

  it('stops on Cancel while the files go to storage: the requests are aborted and no drive item or record is made', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const storage = bucket(gate)
    const { library, backend } = await editorLibrary(3, storage.transport)
    const running = library.upload([file('a.png'), file('b.png')])
    await vi.waitFor(() => expect(storage.puts).toHaveLength(2))
    expect(library.$upload.get().state).toBe('uploading')
    library.cancelUpload()
    expect(library.$upload.get().state).toBe('cancelled')
    release()
    const outcome = await running
    expect([outcome.snapshot.state, outcome.created]).toEqual(['cancelled', []])
    expect(calls().some((call) => call.includes('addFromBucket') || call.includes('media/create'))).toBe(false)
    expect(backend.records).toHaveLength(3)
  })

  it('deletes what it made when cancelled while the records are created', async () => {
    const { library, backend } = await editorLibrary(3)
    let cancelOnce = true
    server.use(
      mock.post(`${API}/api/v1/cms/media/create`, async () => {
        if (cancelOnce) {
          cancelOnce = false
          library.cancelUpload()
        }
        return undefined
      }),
    )
    const outcome = await library.upload([file('a.png'), file('b.png')])
    expect([outcome.snapshot.state, outcome.created]).toEqual(['cancelled', []])
    expect(backend.records.map((each) => each.id)).toEqual([1, 2, 3])
    expect([...backend.drive]).toEqual([1, 2, 3])
    expect(calls().filter((call) => call.startsWith('DELETE') || call.includes('drive/item/delete'))).toHaveLength(3)
  })

  it('stops when the caller’s signal aborts', async () => {
    let release!: () => void
    const storage = bucket(new Promise<void>((resolve) => (release = resolve)))
    const { library } = await editorLibrary(3, storage.transport)
    const controller = new AbortController()
    const running = library.upload([file('a.png')], { signal: controller.signal })
    await vi.waitFor(() => expect(storage.puts).toHaveLength(1))
    controller.abort()
    release()
    expect((await running).snapshot.state).toBe('cancelled')
  })
})

describe('editing and deleting', () => {
  it('saves a title and description, refuses an empty title without a request, and says how it went', async () => {
    const { library, notices } = await editorLibrary(3)
    await library.load()
    seen.length = 0
    const refused = await library.edit(2, { title: '  ', description: 'x' })
    expect(refused.ok ? null : refused.error.code).toBe('VALIDATION_ERROR')
    expect(calls()).toEqual([])
    const saved = await library.edit(2, { title: ' Kolica ', description: 'Plava' })
    expect(saved.ok && saved.data).toMatchObject({ id: 2, title: 'Kolica', description: 'Plava' })
    expect((await bodies('update/2'))[0]).toEqual({ id: 2, title: 'Kolica', description: 'Plava' })
    expect(library.$list.get().records.find((each) => each.id === 2)?.title).toBe('Kolica')
    expect(notices.at(-1)).toMatchObject({ level: 'success', key: KEYS.mediaDescriptionUploadSuccess })
    expect((await library.edit(99, { title: 'Nema', description: '' })).ok).toBe(false)
    expect(notices.at(-1)).toMatchObject({ level: 'error', key: KEYS.mediaDescriptionUploadError })
  })

  it('deletes the drive item first, then the record, then refreshes; a second delete of the same record waits its turn', async () => {
    const { library, backend } = await editorLibrary(3)
    await library.load()
    seen.length = 0
    const first = library.remove({ id: 2, driveId: 2 })
    const second = await library.remove({ id: 2, driveId: 2 })
    expect(second.ok ? null : second.error.code).toBe('BUSY')
    expect(library.$deleting.get()).toEqual([2])
    expect((await first).ok).toBe(true)
    expect(calls()).toEqual(['POST /api/v1/drive/item/delete', 'DELETE /api/v1/cms/media/delete/2', 'POST /api/v1/cms/media/filterStandard'])
    expect((await bodies('item/delete'))[0]).toEqual({ targetIds: [2] })
    expect([backend.records.map((each) => each.id), library.$list.get().total, library.$deleting.get()]).toEqual([[1, 3], 2, []])
  })

  it('keeps the record when the drive item cannot be deleted', async () => {
    const { library, backend, notices } = await editorLibrary(3)
    seen.length = 0
    const result = await library.remove({ id: 2, driveId: 77 })
    expect(result.ok).toBe(false)
    expect(calls()).toEqual(['POST /api/v1/drive/item/delete'])
    expect(backend.records).toHaveLength(3)
    expect(notices.at(-1)).toMatchObject({ level: 'error', key: KEYS.mediaDeleteFailed })
  })

  it('deletes a record without a drive item from the CMS only', async () => {
    const { library } = await editorLibrary(3)
    seen.length = 0
    expect((await library.remove({ id: 1, driveId: null })).ok).toBe(true)
    expect(calls().slice(0, 1)).toEqual(['DELETE /api/v1/cms/media/delete/1'])
  })
})

describe('the storage transport without XMLHttpRequest', () => {
  it('PUTs the raw bytes as application/octet-stream and reports the whole file', async () => {
    let received: { type: string | null; bytes: number } | undefined
    server.use(
      mock.put('http://bucket.test/up/:token', async ({ request }) => {
        received = { type: request.headers.get('content-type'), bytes: (await request.arrayBuffer()).byteLength }
        return HttpResponse.json({})
      }),
    )
    const progress: number[] = []
    const result = await defaultBucketTransport().put('http://bucket.test/up/1', new ArrayBuffer(5), {
      signal: new AbortController().signal,
      onProgress: (loaded) => progress.push(loaded),
    })
    expect([result.ok, received, progress]).toEqual([true, { type: 'application/octet-stream', bytes: 5 }, [5]])
  })

  it('fails with uploadToBucketFailed when storage refuses', async () => {
    server.use(mock.put('http://bucket.test/up/:token', () => new HttpResponse(null, { status: 410 })))
    const result = await defaultBucketTransport().put('http://bucket.test/up/2', new ArrayBuffer(5), {
      signal: new AbortController().signal,
      onProgress: () => {},
    })
    expect(result.ok ? null : [result.error.status, result.error.messageKey]).toEqual([410, KEYS.uploadToBucketFailed])
  })
})
