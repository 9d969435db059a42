// The back-office entry (@vitrina/sdk/back-office) against the real sandbox (docs/contract.md, "Media library"), in
// process: the editor's upload through every step (storage PUTs included), a file that is no image, the list, an
// edit, a delete, a cancelled upload, and the shopper refused.
import { DEMO_ACCOUNTS, type Sandbox } from '@vitrina/sandbox'
import { describe, expect, it } from 'vitest'
import { BACK_OFFICE_MESSAGE_KEYS as KEYS } from '../../src/back-office/back-office.messages.keys'
import { defaultBucketTransport } from '../../src/media/media.bucket'
import type { MediaBucketTransport } from '../../src/media/media.library.types'
import { createMediaService } from '../../src/media/media.service'
import { storefronts, useSandbox } from './sandbox.harness'

const { sandbox, clock } = useSandbox()

/** A real 1x1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
)
const png = (name: string) => new File([PNG], name, { type: 'image/png' })

async function editor(bucket?: (tab: { fetch: typeof fetch }) => MediaBucketTransport) {
  const harness = storefronts(sandbox(), clock)
  const tab = harness.open({ apiKeyId: 7 })
  const login = await tab.shop.auth.login({ username: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password })
  if (!login.ok) throw login.error
  const library = createMediaService(tab.shop, bucket ? { bucket: bucket({ fetch: tab.shop.options.fetch! }) } : {})
  return { ...tab, log: harness.log, library }
}

const fetchFrom = (target: Sandbox) => (url: string) => target.app.fetch(new Request(url))

describe('the media library against the sandbox', () => {
  it('uploads two images and a file that is no image: partial success naming it, the two first in the list, served resized', async () => {
    const { library, noticeKeys } = await editor()
    await library.load()
    const before = library.$list.get().total

    const outcome = await library.upload([png('kolica-plava.png'), new File([new TextEncoder().encode('not an image')], 'pokvarena.png'), png('krevetic.png')])

    expect(outcome.snapshot.state).toBe('partiallySucceeded')
    expect(outcome.snapshot.files.map((file) => [file.name, file.status])).toEqual([
      ['kolica-plava.png', 'created'],
      ['pokvarena.png', 'failed'],
      ['krevetic.png', 'created'],
    ])
    expect(outcome.snapshot.progress.loaded).toBe(outcome.snapshot.progress.total)
    expect(noticeKeys().at(-1)).toBe(KEYS.mediaPartiallyUploaded)
    const list = library.$list.get()
    expect(list.total).toBe(before + 2)
    expect(
      list.records
        .slice(0, 2)
        .map((record) => record.title)
        .sort(),
    ).toEqual(['kolica-plava', 'krevetic'])

    const image = await fetchFrom(sandbox())(library.urlOf(outcome.created[0]!, 'Small', 'webp'))
    expect([image.status, image.headers.get('Content-Type')]).toEqual([200, 'image/webp'])
  })

  it('finds a record by its words, saves its title, and deletes it with its drive item', async () => {
    const { library, log } = await editor()
    const { created } = await library.upload([png('posebna-slika.png')])
    await library.load()
    library.search('posebna')
    await library.load()
    expect(library.$list.get().records.map((record) => record.id)).toEqual([created[0]!.id])

    expect((await library.edit(created[0]!.id, { title: 'Posebna slika', description: 'Za naslovnicu' })).ok).toBe(true)
    expect(library.$list.get().records[0]).toMatchObject({ title: 'Posebna slika', description: 'Za naslovnicu' })

    log.clear()
    expect((await library.remove(created[0]!)).ok).toBe(true)
    expect(log.calls.map((call) => `${call.method} ${call.path} ${call.status}`).slice(0, 2)).toEqual([
      'POST /api/v1/drive/item/delete 200',
      `DELETE /api/v1/cms/media/delete/${created[0]!.id} 200`,
    ])
    expect(library.$list.get().records).toEqual([])
    expect((await fetchFrom(sandbox())(library.urlOf(created[0]!, 'Small', 'webp'))).status).toBe(404)
  })

  it('leaves no record behind when cancelled while the files go to storage', async () => {
    let started!: () => void
    const putStarted = new Promise<void>((resolve) => (started = resolve))
    const { library, log } = await editor(({ fetch }) => {
      const real = defaultBucketTransport(fetch)
      return {
        put: (url, bytes, options) => {
          started()
          // Storage answers only once the upload is cancelled.
          return new Promise((resolve) => options.signal.addEventListener('abort', () => resolve(real.put(url, bytes, options))))
        },
      }
    })
    await library.load()
    const before = library.$list.get().total
    const running = library.upload([png('a.png'), png('b.png')])
    await putStarted
    library.cancelUpload()
    expect((await running).snapshot.state).toBe('cancelled')
    await library.load()
    expect(library.$list.get().total).toBe(before)
    expect(log.calls.some((call) => call.path.includes('addFromBucket') || call.path.endsWith('/media/create'))).toBe(false)
  })

  it('refuses 21 files without a request', async () => {
    const { library, log } = await editor()
    log.clear()
    const outcome = await library.upload(Array.from({ length: 21 }, (_, index) => png(`${index}.png`)))
    expect([outcome.snapshot.state, outcome.snapshot.messageKey, log.calls]).toEqual(['failed', KEYS.tooManyFilesAtOnce, []])
  })

  it('is refused to a visitor (401) and to a shopper (403, then, as for a wrong admin key, logged out and 401)', async () => {
    const harness = storefronts(sandbox(), clock)
    const visitor = harness.open({ apiKeyId: 7 })
    expect(await createMediaService(visitor.shop).load()).toMatchObject({ ok: false, error: { status: 401 } })
    const shopper = harness.open({ apiKeyId: 7 })
    await shopper.shop.auth.login({ username: DEMO_ACCOUNTS.shopper.email, password: DEMO_ACCOUNTS.shopper.password })
    harness.log.clear()
    const refused = await createMediaService(shopper.shop).upload([png('a.png')])
    expect([refused.snapshot.messageKey, harness.log.calls.map((call) => call.status)]).toEqual([KEYS.uploadUrlFetchFailed, [403, 401]])
  })
})
