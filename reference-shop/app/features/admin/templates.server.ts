import type { PostType } from '@vitrina/sdk/back-office'
import { canAdmin, createPageTemplatesService } from '@vitrina/sdk/admin'
import { data } from 'react-router'
import type { LoaderInput } from '../storefront/storefront.server'
import { requireAdmin } from './admin.guard.server'

/** What the page templates' screen renders. */
export interface TemplatesData {
  templates: Array<Pick<PostType, 'id' | 'slug' | 'name' | 'postCount'>>
  total: number
  mayEdit: boolean
}

/** The answer of a create or a delete, for the screen's toast and its form. */
export interface TemplatesAnswer {
  ok: boolean
  intent: 'create' | 'delete'
  messageKey: string
  params?: Readonly<Record<string, string | number>>
  /** The field a refused create names (`slug`, `name`), for the message under it. */
  field?: string
}

/** The most templates the screen lists (the backend's page maximum). */
const LISTED = 100

/** Loads the page templates with the request's SDK instance (`postType/filterStandard`). */
export async function loadTemplates(input: LoaderInput) {
  const admin = await requireAdmin(input)
  const loaded = await createPageTemplatesService(admin.storefront.shop).load({ page: 1, limit: LISTED })
  if (!loaded.ok)
    throw data(
      { messageKey: loaded.error.messageKey },
      { status: loaded.error.status >= 500 || loaded.error.status === 0 ? 503 : loaded.error.status, headers: admin.headers },
    )
  const result: TemplatesData = {
    templates: loaded.data.records.map(({ id, slug, name, postCount }) => ({ id, slug, name, postCount })),
    total: loaded.data.total,
    mayEdit: canAdmin(admin.user, 'cms:write'),
  }
  return data(result, { headers: admin.headers })
}

/**
 * Creates (`intent=create`, `name`, `slug`) or deletes (`intent=delete`, `id`) a page template with the SDK's page
 * templates service, which checks the slug (back-office spec §5) and the right itself. A refusal answers 200 with its
 * message key (and the field it names), which the screen shows.
 */
export async function changeTemplates(input: LoaderInput) {
  const admin = await requireAdmin(input)
  const form = await input.request.formData()
  const templates = createPageTemplatesService(admin.storefront.shop)
  const intent = form.get('intent') === 'delete' ? 'delete' : 'create'
  const result =
    intent === 'create'
      ? await templates.create({ name: String(form.get('name') ?? '').trim(), slug: String(form.get('slug') ?? '').trim() })
      : await templates.remove(String(form.get('id') ?? ''))
  const field =
    !result.ok && result.error.code === 'VALIDATION_ERROR'
      ? (result.error as { issues?: Array<{ path: Array<string | number> }> }).issues?.[0]?.path[0]
      : undefined
  const answer: TemplatesAnswer = result.ok
    ? { ok: true, intent, messageKey: intent === 'create' ? 'admin.templates.created' : 'admin.templates.deleted' }
    : {
        ok: false,
        intent,
        messageKey: result.error.messageKey,
        ...(result.error.messageParams ? { params: result.error.messageParams } : {}),
        ...(typeof field === 'string' ? { field } : {}),
      }
  return data(answer, { headers: admin.headers })
}
