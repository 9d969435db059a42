import * as v from 'valibot'
import type { DevDomain, Release } from './dev-tools.types'

// The answers of the development helpers and of settings/general/user (docs/contract/devtools.md). Loose: the backend
// may send more than the tools show.

const text = v.string()

/** `GET /_cli/get-latest-tag`: a string. */
export const latestTagSchema = text

/** `POST /_cli/get-latest-release`. */
export const releasesSchema = v.array(
  v.looseObject({ tag_name: text, name: v.optional(text), released_at: v.optional(text), description_html: text }),
) as v.GenericSchema<unknown, Release[]>

/** `POST domain/filter`: only its records are read (a few domains, never paged by the tools), so not the paged schema. */
export const domainsSchema = v.looseObject({ records: v.array(v.looseObject({ name: text, url: text })) }) as v.GenericSchema<unknown, { records: DevDomain[] }>

/** `GET {cli}/get-domain` and `POST {cli}/set-domain`. */
export const currentDomainSchema = v.object({ domain: v.nullable(text) })

/** `GET settings/general/user`: the user's settings. */
export const generalSettingsSchema = v.array(v.looseObject({ group: text, key: text, value: v.nullable(text) }))
