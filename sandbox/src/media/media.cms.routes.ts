import { Hono } from 'hono'
import { requireBackofficeUser } from '../auth/auth.middleware'
import type { SiteAuthEnv } from '../auth/auth.types'
import { findDriveFile, findUserFile } from '../drive/drive.items'
import { readJsonObject } from '../http/http.body'
import { fail } from '../http/http.errors'
import { invalid, optionalId, optionalString, requiredId } from '../http/http.input'
import { isoNow, type SandboxContext } from '../sandbox/sandbox.context'
import { readImageFacts } from './media.image'
import { mediaRecordJson } from './media.json'
import { filterMedia, readMediaFilter } from './media.library'
import { MEDIA_MESSAGES } from './media.messages'
import { assertNoRecordOf, createMediaRecord, deleteMediaRecord, updateMediaRecord } from './media.records'
import { mediaOptions } from './media.sizes'

const MAX_DESCRIPTION = 2000

/**
 * `api/v1/cms/media/*`: the media library of the back office (list, create from an uploaded file, edit, delete,
 * the sizes). Back-office users only.
 */
export function cmsMediaRoutes(context: SandboxContext): Hono<SiteAuthEnv> {
  const routes = new Hono<SiteAuthEnv>()
  const backoffice = requireBackofficeUser(context)

  routes.post('/filterStandard', backoffice, async (c) => {
    const filter = readMediaFilter(await readJsonObject(c))
    return c.json({ data: filterMedia(context.db, filter, c.get('site').api_key_id) })
  })

  routes.post('/create', backoffice, async (c) => {
    const body = await readJsonObject(c)
    const driveId = optionalId(body.driveId, 'driveId')
    const userFileId = optionalId(body.userFileId, 'userFileId')
    if ((driveId === undefined) === (userFileId === undefined)) invalid('driveId', MEDIA_MESSAGES.oneSource)
    const title = optionalString(body.title, 'title')
    const description = optionalString(body.description, 'description', MAX_DESCRIPTION)
    const file = driveId !== undefined ? findDriveFile(context.db, driveId) : findUserFile(context.db, userFileId!)
    if (!file) fail(404, driveId !== undefined ? MEDIA_MESSAGES.driveItemNotFound : MEDIA_MESSAGES.userFileNotFound)
    // Checked before sharp reads the bytes, and again when the record is written (another create may run meanwhile).
    assertNoRecordOf(context.db, file)
    const facts = await readImageFacts(file.bytes)
    const texts = { ...(title ? { title } : {}), ...(description !== undefined ? { description } : {}) }
    const row = createMediaRecord(context.db, file, facts, texts, isoNow(context))
    return c.json({ data: mediaRecordJson(row, c.get('site').api_key_id) })
  })

  routes.patch('/update/:id', backoffice, async (c) => {
    const id = requiredId(c.req.param('id'), 'id')
    const body = await readJsonObject(c)
    if (body.id !== undefined && optionalId(body.id, 'id') !== id) invalid('id', 'id must be the id of the URL.')
    const title = optionalString(body.title, 'title')
    if (!title) invalid('title', MEDIA_MESSAGES.titleRequired)
    const description = optionalString(body.description, 'description', MAX_DESCRIPTION)
    const row = updateMediaRecord(context.db, id, { title, ...(description !== undefined ? { description } : {}) })
    return c.json({ data: mediaRecordJson(row, c.get('site').api_key_id) })
  })

  routes.delete('/delete/:id', backoffice, (c) => c.json({ data: deleteMediaRecord(context.db, requiredId(c.req.param('id'), 'id'), isoNow(context)) }))

  // Back-office spec §9 "Media sizes": the four named sizes, `value` as widthxheight.
  routes.get('/sizes', backoffice, (c) => c.json({ data: mediaOptions().map(({ id, key, value }) => ({ id, key, value })) }))

  return routes
}
