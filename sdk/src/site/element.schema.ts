import * as v from 'valibot'
import type { CmsElement } from './site.types'

const optionalText = v.optional(v.nullable(v.string()))

/** One CMS element, as `element/getByHandlers`, `element/create` and `element/update/{id}` answer it. */
export const elementSchema: v.GenericSchema<unknown, CmsElement> = v.object({
  id: v.union([v.number(), v.string()]),
  handler: v.string(),
  type: v.string(),
  language_code: optionalText,
  title: optionalText,
  slug: optionalText,
  meta: v.record(v.string(), v.unknown()),
  mobileMeta: v.optional(v.unknown()),
  options: v.optional(v.unknown()),
  mobileOptions: v.optional(v.unknown()),
  parts: v.optional(v.unknown()),
  linkMeta: v.optional(v.unknown()),
})
