import { describe, expect, it } from 'vitest'
import { failedUploads, INITIAL_MEDIA_UPLOAD, isUploading, MEDIA_UPLOAD_KEYS, MEDIA_UPLOAD_LIMITS, transitionMediaUpload } from './media.upload.machine'
import type { MediaUploadEvent, MediaUploadEventType, MediaUploadSnapshot, MediaUploadState } from './media.upload.types'

const FILES = [
  { name: 'kolica.png', size: 1000 },
  { name: 'krevetic.jpg', size: 3000 },
  { name: 'pokvarena.png', size: 500 },
]

const run = (events: MediaUploadEvent[], from: MediaUploadSnapshot = INITIAL_MEDIA_UPLOAD): MediaUploadSnapshot => events.reduce(transitionMediaUpload, from)

const START: MediaUploadEvent = { type: 'UPLOAD.START', files: FILES, limit: MEDIA_UPLOAD_LIMITS.admin }
const readAll: MediaUploadEvent[] = FILES.map((_, index) => ({ type: 'FILE.READ', index }))
const uploadAll: MediaUploadEvent[] = FILES.map((_, index) => ({ type: 'FILE.UPLOADED', index }))
const createAll: MediaUploadEvent[] = FILES.map((_, index) => ({ type: 'RECORD.CREATED', index }))

/** The path to each state with all three files, every file going on. */
const PATH: Record<MediaUploadState, MediaUploadEvent[]> = {
  idle: [],
  checking: [START],
  requestingUrls: [START, { type: 'FILES.CHECK' }],
  reading: [START, { type: 'FILES.CHECK' }, { type: 'URLS.RECEIVED' }],
  uploading: [START, { type: 'FILES.CHECK' }, { type: 'URLS.RECEIVED' }, ...readAll],
  registering: [START, { type: 'FILES.CHECK' }, { type: 'URLS.RECEIVED' }, ...readAll, ...uploadAll],
  creatingRecords: [START, { type: 'FILES.CHECK' }, { type: 'URLS.RECEIVED' }, ...readAll, ...uploadAll, { type: 'DRIVE.REGISTERED' }],
  succeeded: [START, { type: 'FILES.CHECK' }, { type: 'URLS.RECEIVED' }, ...readAll, ...uploadAll, { type: 'DRIVE.REGISTERED' }, ...createAll],
  partiallySucceeded: [
    START,
    { type: 'FILES.CHECK' },
    { type: 'URLS.RECEIVED' },
    { type: 'FILE.READ', index: 0 },
    { type: 'FILE.READ', index: 1 },
    { type: 'FILE.UNREADABLE', index: 2 },
    { type: 'FILE.UPLOADED', index: 0 },
    { type: 'FILE.UPLOADED', index: 1 },
    { type: 'DRIVE.REGISTERED' },
    { type: 'RECORD.CREATED', index: 0 },
    { type: 'RECORD.CREATED', index: 1 },
  ],
  failed: [START, { type: 'FILES.CHECK' }, { type: 'URLS.FAILED' }],
  cancelled: [START, { type: 'UPLOAD.CANCEL' }],
}
const at = (state: MediaUploadState) => run(PATH[state])

const EVENTS: Record<MediaUploadEventType, MediaUploadEvent> = {
  'UPLOAD.START': START,
  'FILES.CHECK': { type: 'FILES.CHECK' },
  'URLS.RECEIVED': { type: 'URLS.RECEIVED' },
  'URLS.FAILED': { type: 'URLS.FAILED' },
  'FILE.READ': { type: 'FILE.READ', index: 0 },
  'FILE.UNREADABLE': { type: 'FILE.UNREADABLE', index: 0 },
  'FILE.PROGRESS': { type: 'FILE.PROGRESS', index: 0, loaded: 400 },
  'FILE.UPLOADED': { type: 'FILE.UPLOADED', index: 0 },
  'FILE.UPLOAD_FAILED': { type: 'FILE.UPLOAD_FAILED', index: 0 },
  'DRIVE.REGISTERED': { type: 'DRIVE.REGISTERED' },
  'DRIVE.FAILED': { type: 'DRIVE.FAILED' },
  'RECORD.CREATED': { type: 'RECORD.CREATED', index: 0 },
  'RECORD.FAILED': { type: 'RECORD.FAILED', index: 0 },
  'UPLOAD.CANCEL': { type: 'UPLOAD.CANCEL' },
  'UPLOAD.RESET': { type: 'UPLOAD.RESET' },
}

const STATES = Object.keys(PATH) as MediaUploadState[]
const ENDED = { 'UPLOAD.START': 'checking', 'UPLOAD.RESET': 'idle' } as const
const UNDER_WAY = { 'UPLOAD.CANCEL': 'cancelled', 'UPLOAD.RESET': 'idle' } as const

// state × event → next state, from the snapshot PATH leads to with three files; '=' means the same snapshot comes back.
// One event of a file moves a step on only when it settles the last file of that step, which these snapshots never do.
const TABLE: Record<MediaUploadState, Partial<Record<MediaUploadEventType, MediaUploadState>>> = {
  idle: ENDED,
  checking: { ...UNDER_WAY, 'FILES.CHECK': 'requestingUrls' },
  requestingUrls: { ...UNDER_WAY, 'URLS.RECEIVED': 'reading', 'URLS.FAILED': 'failed' },
  reading: { ...UNDER_WAY, 'FILE.READ': 'reading', 'FILE.UNREADABLE': 'reading' },
  uploading: { ...UNDER_WAY, 'FILE.PROGRESS': 'uploading', 'FILE.UPLOADED': 'uploading', 'FILE.UPLOAD_FAILED': 'uploading' },
  registering: { ...UNDER_WAY, 'DRIVE.REGISTERED': 'creatingRecords', 'DRIVE.FAILED': 'failed' },
  creatingRecords: { ...UNDER_WAY, 'RECORD.CREATED': 'creatingRecords', 'RECORD.FAILED': 'creatingRecords' },
  succeeded: ENDED,
  partiallySucceeded: ENDED,
  failed: ENDED,
  cancelled: ENDED,
}

const rows = STATES.flatMap((state) => (Object.keys(EVENTS) as MediaUploadEventType[]).map((event) => [state, event, TABLE[state][event] ?? '='] as const))

describe('the media upload machine', () => {
  it('reaches every state by its path', () => {
    for (const state of STATES) expect(at(state).state).toBe(state)
  })

  it.each(rows)('in %s, %s gives %s', (state, event, next) => {
    const before = at(state)
    const after = transitionMediaUpload(before, EVENTS[event])
    if (next === '=') expect(after).toBe(before)
    else expect(after.state).toBe(next)
  })

  it('refuses an upload without files, with noMediaSelected', () => {
    const checked = run([{ type: 'UPLOAD.START', files: [], limit: 20 }, { type: 'FILES.CHECK' }])
    expect([checked.state, checked.messageKey]).toEqual(['failed', MEDIA_UPLOAD_KEYS.noMediaSelected])
  })

  it('refuses 21 files from an editor and 11 from a public upload, with tooManyFilesAtOnce, and takes 20 and 10', () => {
    const files = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `slika-${index}.png`, size: 10 }))
    const check = (count: number, limit: number) => run([{ type: 'UPLOAD.START', files: files(count), limit }, { type: 'FILES.CHECK' }])
    expect([check(21, MEDIA_UPLOAD_LIMITS.admin).state, check(21, MEDIA_UPLOAD_LIMITS.admin).messageKey]).toEqual([
      'failed',
      MEDIA_UPLOAD_KEYS.tooManyFilesAtOnce,
    ])
    expect(check(20, MEDIA_UPLOAD_LIMITS.admin).state).toBe('requestingUrls')
    expect(check(11, MEDIA_UPLOAD_LIMITS.public).messageKey).toBe(MEDIA_UPLOAD_KEYS.tooManyFilesAtOnce)
    expect(check(10, MEDIA_UPLOAD_LIMITS.public).state).toBe('requestingUrls')
  })

  it('fails with uploadUrlFetchFailed when the upload addresses do not come', () => {
    expect(at('failed').messageKey).toBe(MEDIA_UPLOAD_KEYS.uploadUrlFetchFailed)
  })

  it('goes on without a file that cannot be read, and ends as a partial success that names it', () => {
    const partial = at('partiallySucceeded')
    expect(partial.messageKey).toBe(MEDIA_UPLOAD_KEYS.mediaPartiallyUploaded)
    expect(failedUploads(partial).map((file) => [file.name, file.errorKey])).toEqual([['pokvarena.png', MEDIA_UPLOAD_KEYS.readFile]])
    expect(partial.files.map((file) => file.status)).toEqual(['created', 'created', 'failed'])
  })

  it('fails with readFile when no file can be read', () => {
    const unread = run([...PATH.reading, ...FILES.map((_, index): MediaUploadEvent => ({ type: 'FILE.UNREADABLE', index }))])
    expect([unread.state, unread.messageKey]).toEqual(['failed', MEDIA_UPLOAD_KEYS.readFile])
  })

  it('counts the progress of each file and of all of them, never backwards nor past a file size', () => {
    const moving = run([
      ...PATH.uploading,
      { type: 'FILE.PROGRESS', index: 0, loaded: 600 },
      { type: 'FILE.PROGRESS', index: 1, loaded: 1500 },
      { type: 'FILE.PROGRESS', index: 0, loaded: 200 },
      { type: 'FILE.PROGRESS', index: 2, loaded: 9999 },
    ])
    expect(moving.files.map((file) => [file.status, file.loaded])).toEqual([
      ['uploading', 600],
      ['uploading', 1500],
      ['uploading', 500],
    ])
    expect(moving.progress).toEqual({ loaded: 2600, total: 4500 })
    const done = run([{ type: 'FILE.UPLOADED', index: 0 }], moving)
    expect(done.progress.loaded).toBe(3000)
  })

  it('registers what reached storage and fails with uploadToBucketFailed when nothing did', () => {
    const oneLost = run([...PATH.uploading, { type: 'FILE.UPLOAD_FAILED', index: 1 }, { type: 'FILE.UPLOADED', index: 0 }, { type: 'FILE.UPLOADED', index: 2 }])
    expect(oneLost.state).toBe('registering')
    expect(oneLost.files[1]).toMatchObject({ status: 'failed', errorKey: MEDIA_UPLOAD_KEYS.uploadToBucketFailed, loaded: 0 })
    const allLost = run([...PATH.uploading, ...FILES.map((_, index): MediaUploadEvent => ({ type: 'FILE.UPLOAD_FAILED', index }))])
    expect([allLost.state, allLost.messageKey]).toEqual(['failed', MEDIA_UPLOAD_KEYS.uploadToBucketFailed])
  })

  it('fails with addFromBucketFailed when the drive does not register the files, and makes no record', () => {
    const refused = run([...PATH.registering, { type: 'DRIVE.FAILED' }])
    expect([refused.state, refused.messageKey]).toEqual(['failed', MEDIA_UPLOAD_KEYS.addFromBucketFailed])
    expect(refused.files.every((file) => file.status === 'failed')).toBe(true)
    expect(transitionMediaUpload(refused, { type: 'RECORD.CREATED', index: 0 })).toBe(refused)
  })

  it('succeeds with the uploaded notice when every record is made, and fails when none is', () => {
    expect([at('succeeded').messageKey, failedUploads(at('succeeded'))]).toEqual([MEDIA_UPLOAD_KEYS.uploaded, []])
    const none = run([...PATH.creatingRecords, ...FILES.map((_, index): MediaUploadEvent => ({ type: 'RECORD.FAILED', index }))])
    expect(none.state).toBe('failed')
  })

  it.each(['checking', 'requestingUrls', 'reading', 'uploading', 'registering', 'creatingRecords'] as const)(
    'cancels in %s, and no later answer of that upload changes anything',
    (state) => {
      const cancelled = transitionMediaUpload(at(state), { type: 'UPLOAD.CANCEL' })
      expect(cancelled.state).toBe('cancelled')
      expect(isUploading(cancelled)).toBe(false)
      for (const event of Object.values(EVENTS).filter((event) => event.type !== 'UPLOAD.START' && event.type !== 'UPLOAD.RESET')) {
        expect(transitionMediaUpload(cancelled, event)).toBe(cancelled)
      }
    },
  )

  it('ignores an event for a file that is not at that step or does not exist', () => {
    const reading = at('reading')
    expect(transitionMediaUpload(reading, { type: 'FILE.READ', index: 7 })).toBe(reading)
    const once = transitionMediaUpload(reading, { type: 'FILE.READ', index: 0 })
    expect(transitionMediaUpload(once, { type: 'FILE.READ', index: 0 })).toBe(once)
    expect(transitionMediaUpload(once, { type: 'FILE.UNREADABLE', index: 0 })).toBe(once)
  })

  it('is under way only during the six steps', () => {
    expect(STATES.filter((state) => isUploading(at(state)))).toEqual(['checking', 'requestingUrls', 'reading', 'uploading', 'registering', 'creatingRecords'])
  })

  it('starts a new upload from an ended one with only the new files', () => {
    const again = transitionMediaUpload(at('partiallySucceeded'), {
      type: 'UPLOAD.START',
      files: [{ name: 'nova.png', size: 42 }],
      limit: MEDIA_UPLOAD_LIMITS.public,
    })
    expect(again).toMatchObject({ state: 'checking', limit: 10, messageKey: null, progress: { loaded: 0, total: 42 } })
    expect(again.files.map((file) => file.name)).toEqual(['nova.png'])
  })
})
