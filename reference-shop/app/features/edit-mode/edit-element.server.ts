import { createElementsService } from '@vitrina/sdk/back-office'
import { COOKIE_TEXT_MAX_LENGTH, storedCookieText } from '../consent/cookie-text.server'
import { purgeServerCache } from '../server-cache/server-cache.server'
import { requestStorefront, storefrontCookieHeaders, verifiedUser, type LoaderInput } from '../storefront/storefront.server'
import type { ElementSave, ElementSaveOutcome } from './edit-element'

/** A JSON answer (a resource route's, which fetchers and plain requests read alike). */
const answer = (outcome: ElementSaveOutcome, init: ResponseInit = {}) => Response.json(outcome, init)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function readSave(body: unknown): ElementSave | null {
  if (!isRecord(body) || !isRecord(body.meta)) return null
  const { id } = body
  if (!((typeof id === 'number' && Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^\d+$/.test(id)))) return null
  const meta = withSafeText(body.meta)
  return meta ? { id, meta } : null
}

/**
 * The content with its rich text sanitised before it is stored. Of the page shell's elements only the cookie notice
 * has a `meta.text` (the header's and footer's texts are plain: `topBar.text`, `infoText`), and it is HTML that every
 * page injects: whoever posts here, a script or an event handler is never stored. Null for a text that is no string
 * or is too long, which is refused rather than saved in part.
 */
function withSafeText(meta: Record<string, unknown>): Record<string, unknown> | null {
  if (meta.text === undefined) return meta
  if (typeof meta.text !== 'string' || meta.text.length > COOKIE_TEXT_MAX_LENGTH) return null
  return { ...meta, text: storedCookieText(meta.text) }
}

/**
 * Saves an element of the page shell from edit mode (`POST /__edit/element`, JSON): through the shop's server, with
 * the editor's session, so that the server's cache of the layout and of anonymous pages is purged at once and the
 * next visitor sees the change. Only a back-office user whom the backend confirms, and only from this origin.
 */
export async function saveElementAction({ request, context }: LoaderInput) {
  if (request.method !== 'POST') throw new Response(null, { status: 405, headers: { Allow: 'POST' } })
  // A cross-site page cannot post here with the editor's cookies (SameSite=Lax), and a same-site one is refused here.
  const origin = request.headers.get('Origin')
  if (origin !== null && origin !== new URL(request.url).origin) return answer({ ok: false, messageKey: 'core.notifications.backofficeOnly' }, { status: 403 })
  const storefront = requestStorefront(request, context)
  const user = await verifiedUser(storefront)
  if (!user?.isBackofficeUser) return answer({ ok: false, messageKey: 'core.notifications.backofficeOnly' }, { status: 403 })
  const save = readSave(await request.json().catch(() => null))
  if (!save) return answer({ ok: false, messageKey: 'validation.invalid' }, { status: 400 })
  const saved = await createElementsService(storefront.shop).update(save.id, { meta: save.meta })
  const headers = storefrontCookieHeaders(storefront)
  if (!saved.ok) return answer({ ok: false, messageKey: saved.error.messageKey }, { status: saved.error.status >= 400 ? saved.error.status : 502, headers })
  // Every language's pages show the shell; the element is one language's, but a purge of all is cheap and certain.
  await Promise.all([purgeServerCache({ tag: 'elements' }), purgeServerCache({ tag: 'page' })])
  return answer({ ok: true }, { headers })
}
