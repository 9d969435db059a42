import { createElementsService } from '@vitrina/sdk/back-office'
import { purgeServerCache } from '../server-cache/server-cache.server'
import { requestStorefront, storefrontCookieHeaders, verifiedUser, type LoaderInput } from '../storefront/storefront.server'
import type { ElementSave, ElementSaveOutcome } from './edit-element'

/** A JSON answer (a resource route's, which fetchers and plain requests read alike). */
const answer = (outcome: ElementSaveOutcome, init: ResponseInit = {}) => Response.json(outcome, init)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function readSave(body: unknown): ElementSave | null {
  if (!isRecord(body) || !isRecord(body.meta)) return null
  const { id } = body
  return (typeof id === 'number' && Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^\d+$/.test(id)) ? { id, meta: body.meta } : null
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
