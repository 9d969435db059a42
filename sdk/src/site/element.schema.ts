import * as z from 'zod/mini'
import type { CmsElement } from './site.types'

const optionalText = z.optional(z.nullable(z.string()))

/** One CMS element, as `element/getByHandlers`, `element/create` and `element/update/{id}` answer it. */
export const elementSchema: z.ZodMiniType<CmsElement> = z.object({
  id: z.union([z.number(), z.string()]),
  handler: z.string(),
  type: z.string(),
  language_code: optionalText,
  title: optionalText,
  slug: optionalText,
  meta: z.record(z.string(), z.unknown()),
  mobileMeta: z.unknown(),
  options: z.unknown(),
  mobileOptions: z.unknown(),
  parts: z.unknown(),
  linkMeta: z.unknown(),
})
