import * as z from 'zod/mini'
import type { DevDomain, Release } from './dev-tools.types'

// The answers of the development helpers and of settings/general/user (docs/contract/devtools.md). Loose: the backend
// may send more than the tools show.

const text = z.string()

/** `GET /_cli/get-latest-tag`: a string. */
export const latestTagSchema = text

/** `POST /_cli/get-latest-release`. */
export const releasesSchema = z.array(
  z.looseObject({ tag_name: text, name: z.optional(text), released_at: z.optional(text), description_html: text }),
) as z.ZodMiniType<Release[]>

/** `POST domain/filter`: only its records are read (a few domains, never paged by the tools), so not the paged schema. */
export const domainsSchema = z.looseObject({ records: z.array(z.looseObject({ name: text, url: text })) }) as z.ZodMiniType<{ records: DevDomain[] }>

/** `GET {cli}/get-domain` and `POST {cli}/set-domain`. */
export const currentDomainSchema = z.object({ domain: z.nullable(text) })

/** `GET settings/general/user`: the user's settings. */
export const generalSettingsSchema = z.array(z.looseObject({ group: text, key: text, value: z.nullable(text) }))
