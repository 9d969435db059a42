import { invalid } from '../http/http.input'
import { type ContentLanguage, REQUEST_LANGUAGES, type RequestLanguage } from '../http/http.language'
import { ELEMENT_MESSAGES } from './element.messages'

const MAX_TITLE = 200
const MAX_HANDLER = 100
const MAX_TYPE = 50
const HANDLER = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The fields of an element that the back office edits, named and shaped as `element/getByHandlers` answers them. */
export interface ElementFields {
  title?: string
  meta?: Record<string, unknown>
  mobileMeta?: Record<string, unknown>
  options?: Record<string, unknown>
  mobileOptions?: Record<string, unknown>
  parts?: unknown[]
  linkMeta?: Record<string, unknown>
}

/** What `element/create` makes: a handler in one language, with the edited fields. */
export interface NewElement extends ElementFields {
  handler: string
  title: string
  language: RequestLanguage
  type: string
}

const OBJECT_FIELDS = ['meta', 'mobileMeta', 'options', 'mobileOptions', 'linkMeta'] as const
/** The body keys an update may send (`id` aside). */
export const EDITABLE_FIELDS = ['title', ...OBJECT_FIELDS, 'parts'] as const

/**
 * Reads the editable fields present in `body`, each checked for its type. Other keys are ignored, so a client
 * may send back a whole element as it read it; its handler, language, type and slug are not changed that way.
 */
export function readElementFields(body: Record<string, unknown>): ElementFields {
  const fields: ElementFields = {}
  if (body.title !== undefined) fields.title = readTitle(body.title)
  for (const key of OBJECT_FIELDS) {
    const value = body[key]
    if (value === undefined) continue
    if (value === null || typeof value !== 'object' || Array.isArray(value)) invalid(key, `${key} must be an object.`)
    fields[key] = value as Record<string, unknown>
  }
  if (body.parts !== undefined) {
    if (!Array.isArray(body.parts)) invalid('parts', 'parts must be an array.')
    fields.parts = body.parts as unknown[]
  }
  return fields
}

/**
 * Reads the body of `element/create`. An element may be made in any request language (elements are chrome), but
 * `language` defaults to the content language of the request (sl for sl, else hr): made from an en or de page
 * without one, it is the hr element that every language without its own reads.
 */
export function readNewElement(body: Record<string, unknown>, contentLanguage: ContentLanguage): NewElement {
  const { handler, language, type } = body
  if (typeof handler !== 'string' || handler.length > MAX_HANDLER || !HANDLER.test(handler)) invalid('handler', ELEMENT_MESSAGES.handler)
  if (body.title === undefined) invalid('title', ELEMENT_MESSAGES.title)
  const fields = readElementFields(body)
  if (language !== undefined && !(REQUEST_LANGUAGES as readonly unknown[]).includes(language)) invalid('language', ELEMENT_MESSAGES.language)
  if (type !== undefined && (typeof type !== 'string' || type.trim() === '' || type.length > MAX_TYPE)) invalid('type', ELEMENT_MESSAGES.type)
  return {
    ...fields,
    handler,
    title: fields.title!,
    language: (language as RequestLanguage | undefined) ?? contentLanguage,
    type: (type as string | undefined)?.trim() ?? 'static-element',
  }
}

function readTitle(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') invalid('title', ELEMENT_MESSAGES.title)
  if (value.length > MAX_TITLE) invalid('title', `title must be at most ${MAX_TITLE} characters.`)
  return value.trim()
}
