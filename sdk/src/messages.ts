/**
 * The texts of the Vitrina storefront SDK's message keys, as an entry point of its own: the SDK never translates
 * (errors, notices and validation issues carry keys, see `MESSAGE_KEYS` of `@vitrina/sdk`), and an app that compiles
 * the texts into its own i18n catalogs at build time (as the reference shop does for Lingui) ships none of them. ICU
 * message strings in hr, sl, en and de: all four at once (`sdkMessages`, for a build step), or one language on demand
 * (`loadSdkMessages`, for the browser). The other entries' texts are in their entries (`accountMessages`,
 * `formsMessages`, `backOfficeMessages`, `adminMessages`).
 *
 * @example
 * ```ts
 * import { MESSAGE_KEYS } from '@vitrina/sdk'
 * import { sdkMessages } from '@vitrina/sdk/messages'
 *
 * console.log(sdkMessages.hr[MESSAGE_KEYS.somethingWentWrong]) // Nešto je pošlo po zlu. Molimo pokušajte ponovno.
 * ```
 *
 * @packageDocumentation
 */

// The public surface of @vitrina/sdk/messages. Explicit names only: a change here is a change of its API report.
export { sdkMessages } from './messages/messages.catalog'
export { loadSdkMessages } from './messages/messages.load'
